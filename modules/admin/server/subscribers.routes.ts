import type { AuditPort, BillingPort, ModuleApp } from '@korero/core/sdk';
import { BillingError, HttpError } from '@korero/core/sdk';
import {
  deleteBody,
  idParams,
  lookupAnswer,
  placeIdBody,
  statusBody,
  subscribersAnswer,
  subscribersQuery,
  successAnswer,
  tierBody,
} from '../contract/api.ts';
import type { Subscribers } from './subscribers.service.ts';

const admin = { access: 'admin' as const };

/** /api/admin/subscribers: the list, tier and status changes, deletion and the Place ID (each change audited). */
export async function subscriberRoutes(
  app: ModuleApp,
  deps: { subscribers: Subscribers; billing: BillingPort; audit: AuditPort; deleteAccount: (id: string) => Promise<void> },
): Promise<void> {
  const { subscribers, billing, audit } = deps;

  app.get(
    '/admin/subscribers',
    { config: admin, schema: { summary: 'List subscribers', querystring: subscribersQuery, response: { 200: subscribersAnswer } } },
    async (request) => ({
      data: await subscribers.list(request.query.page, request.query.limit, request.query.search),
    }),
  );

  app.put(
    '/admin/subscribers/:id/tier',
    {
      config: admin,
      schema: {
        summary: "Change a subscriber's plan",
        operationId: 'setSubscriberTier',
        params: idParams,
        body: tierBody,
        response: { 200: successAnswer },
      },
    },
    async (request) => {
      const account = await subscribers.changeable(request.params.id);
      const before = await billing.account(account.id);
      try {
        await billing.update(account.id, { tier: request.body.tier });
      } catch (error) {
        if (error instanceof BillingError) throw new HttpError(409, error.message);
        throw error;
      }
      await audit.record(request, {
        action: 'subscriber.tier_changed',
        targetType: 'user',
        targetId: account.id,
        details: { message: `${account.username}: tier ${before.tier} → ${request.body.tier}`, from: before.tier, to: request.body.tier },
      });
      return { success: true as const, message: 'Subscription tier updated successfully' };
    },
  );

  app.put(
    '/admin/subscribers/:id/status',
    {
      config: admin,
      schema: {
        summary: "Change a subscriber's status",
        operationId: 'setSubscriberStatus',
        params: idParams,
        body: statusBody,
        response: { 200: successAnswer },
      },
    },
    async (request) => {
      const account = await subscribers.changeable(request.params.id);
      const before = await billing.account(account.id);
      await billing.update(account.id, { status: request.body.status });
      await audit.record(request, {
        action: 'subscriber.status_changed',
        targetType: 'user',
        targetId: account.id,
        details: {
          message: `${account.username}: status ${before.status} → ${request.body.status}`,
          from: before.status,
          to: request.body.status,
        },
      });
      return { success: true as const, message: 'Subscription status updated successfully' };
    },
  );

  app.delete(
    '/admin/subscribers/:id',
    {
      config: admin,
      schema: {
        summary: "Delete a subscriber's account",
        operationId: 'deleteSubscriber',
        params: idParams,
        body: deleteBody,
        response: { 200: successAnswer },
      },
    },
    async (request) => {
      const account = await subscribers.changeable(request.params.id);
      // The owner's own deletion: Stripe cancelled first, then every module's data and files, then the account.
      await deps.deleteAccount(account.id);
      await audit.record(request, {
        action: 'subscriber.deleted',
        targetType: 'user',
        targetId: account.id,
        // The append-only log outlives the account: it says who was deleted by name, never by their email address.
        details: { message: `Deleted ${account.username} and all their data`, username: account.username },
      });
      return { success: true as const, message: 'Subscriber deleted successfully' };
    },
  );

  app.put(
    '/admin/subscribers/:id/place-id',
    {
      config: admin,
      schema: {
        summary: "Set a subscriber's Google Place ID",
        operationId: 'setSubscriberPlaceId',
        params: idParams,
        body: placeIdBody,
        response: { 200: successAnswer },
      },
    },
    async (request) => {
      const account = await subscribers.changeable(request.params.id);
      const placeId = request.body.googlePlaceId;
      await subscribers.setPlaceId(account.id, placeId);
      await audit.record(request, {
        action: 'subscriber.place_id_set',
        targetType: 'user',
        targetId: account.id,
        details: { message: `${account.username}: Place ID ${placeId}`, googlePlaceId: placeId },
      });
      return { success: true as const, message: 'Google Place ID updated successfully' };
    },
  );

  app.post(
    '/admin/subscribers/:id/lookup-place-id',
    {
      config: admin,
      schema: {
        summary: "Look up a subscriber's Google Place ID",
        operationId: 'lookUpSubscriberPlaceId',
        params: idParams,
        response: { 200: lookupAnswer },
      },
    },
    async (request) => {
      const account = await subscribers.changeable(request.params.id);
      const found = await subscribers.lookupPlaceId(account.id);
      await audit.record(request, {
        action: 'subscriber.place_id_found',
        targetType: 'user',
        targetId: account.id,
        details: { message: `${account.username}: Place ID ${found.placeId} found for "${found.name}"`, googlePlaceId: found.placeId },
      });
      return { success: true as const, data: { placeDetails: found } };
    },
  );
}
