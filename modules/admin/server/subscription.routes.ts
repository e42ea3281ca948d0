import type { AuditPort, BillingPort, ClockPort, ModuleApp } from '@korero/core/sdk';
import { discountCodeInput, type SubscriptionAdmin } from '@korero/module-subscription/contract';
import {
  discountCodeAnswer,
  discountCodesAnswer,
  idParams,
  subscriptionAnalyticsAnswer,
  subscriptionEventsAnswer,
  successAnswer,
} from '../contract/api.ts';

const admin = { access: 'admin' as const };

/** Discount codes, subscription analytics and events, through the subscription module's admin service. */
export async function subscriptionRoutes(
  app: ModuleApp,
  deps: { codes: SubscriptionAdmin; billing: BillingPort; clock: ClockPort; audit: AuditPort },
): Promise<void> {
  const { codes, audit } = deps;
  app.get(
    '/admin/discount-codes',
    {
      config: admin,
      schema: { summary: 'List discount codes', response: { 200: discountCodesAnswer } },
    },
    async () => ({
      data: (await codes.listCodes()) as unknown as Array<Record<string, unknown>>,
    }),
  );

  app.post(
    '/admin/discount-codes',
    { config: admin, schema: { summary: 'Create a discount code', body: discountCodeInput, response: { 201: discountCodeAnswer } } },
    async (request, reply) => {
      const created = await codes.createCode(request.body);
      await audit.record(request, {
        action: 'discount_code.created',
        targetType: 'discount_code',
        targetId: created.id,
        details: { message: `Created ${created.code}`, code: created.code },
      });
      return reply.code(201).send({ data: created as unknown as Record<string, unknown> });
    },
  );

  app.put(
    '/admin/discount-codes/:id',
    {
      config: admin,
      schema: { summary: 'Update a discount code', params: idParams, body: discountCodeInput, response: { 200: discountCodeAnswer } },
    },
    async (request) => {
      const updated = await codes.updateCode(request.params.id, request.body);
      await audit.record(request, {
        action: 'discount_code.updated',
        targetType: 'discount_code',
        targetId: updated.id,
        details: { message: `Updated ${updated.code}`, code: updated.code },
      });
      return { data: updated as unknown as Record<string, unknown> };
    },
  );

  app.delete(
    '/admin/discount-codes/:id',
    { config: admin, schema: { summary: 'Delete a discount code', params: idParams, response: { 200: successAnswer } } },
    async (request) => {
      const outcome = await codes.deleteCode(request.params.id);
      await audit.record(request, {
        action: outcome === 'deleted' ? 'discount_code.deleted' : 'discount_code.deactivated',
        targetType: 'discount_code',
        targetId: request.params.id,
        details: {
          message: outcome === 'deleted' ? 'Deleted a discount code' : 'Deactivated a redeemed discount code instead of deleting it',
        },
      });
      return {
        success: true as const,
        message:
          outcome === 'deleted'
            ? 'Discount code deleted'
            : 'This code has been redeemed, so it was deactivated instead of deleted (its history stays).',
      };
    },
  );

  app.get(
    '/admin/subscription-analytics',
    {
      config: admin,
      schema: {
        summary: 'Get the subscription figures',
        operationId: 'getSubscriptionAnalytics',
        response: { 200: subscriptionAnalyticsAnswer },
      },
    },
    async () => {
      const [counts, discounts] = await Promise.all([deps.billing.counts(), codes.discountAnalytics()]);
      const sum = (pick: (c: (typeof counts)[number]) => boolean) => counts.filter(pick).reduce((n, c) => n + c.count, 0);
      const paid = (c: (typeof counts)[number]) => c.tier !== 'free';
      const total = sum(paid);
      const pastDue = sum((c) => paid(c) && c.status === 'past_due');
      const byTier: Record<string, number> = {};
      for (const c of counts) if (paid(c)) byTier[c.tier] = (byTier[c.tier] ?? 0) + c.count;
      const issues: string[] = [];
      if (pastDue > 0) issues.push(`${pastDue} paid subscription${pastDue === 1 ? ' is' : 's are'} past due`);
      if (deps.billing.provider === 'local') issues.push('No Stripe key is set: checkouts use the labelled test checkout');
      const redeemed = discounts.topPerformingCodes.reduce((n, c) => n + c.uses, 0);
      return {
        success: true as const,
        data: {
          timestamp: deps.clock.now().toISOString(),
          healthCheck: {
            status:
              pastDue > total / 10 && pastDue > 0 ? ('critical' as const) : issues.length ? ('warning' as const) : ('healthy' as const),
            issues,
          },
          subscriptionMetrics: {
            totalSubscriptions: total,
            activeSubscriptions: sum((c) => paid(c) && c.status === 'active'),
            cancelledSubscriptions: sum((c) => paid(c) && c.status === 'canceled'),
            pastDueSubscriptions: pastDue,
            subscriptionsByTier: byTier,
          },
          discountAnalytics: {
            ...discounts,
            // The share of paid subscriptions that came through a code, to one decimal.
            conversionRate: total ? Math.round((Math.min(redeemed, total) / total) * 1000) / 10 : 0,
          },
        },
      };
    },
  );

  app.get(
    '/admin/subscription-events',
    { config: admin, schema: { summary: 'List subscription events', response: { 200: subscriptionEventsAnswer } } },
    async () => ({
      data: { events: (await codes.recentEvents(10)).map((e) => ({ ...e, metadata: e.metadata as Record<string, unknown> })) },
    }),
  );
}
