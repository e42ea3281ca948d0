import {
  authPort,
  billingPort,
  checkoutCompleted,
  clockPort,
  databasePort,
  defineModuleServer,
  messagingPort,
  tierChanged,
} from '@korero/core/sdk';
import { businessDirectory } from '@korero/module-business/contract';
import { subscriptionAdmin } from '../contract/index.ts';
import { DiscountCode } from './discount-code.entity.ts';
import { discountRoutes } from './discount.routes.ts';
import { DiscountCodes } from './discount-codes.service.ts';
import { migrations } from './migrations/index.ts';
import { Redemption } from './redemption.entity.ts';
import { SubscriptionAdminService } from './subscription-admin.service.ts';
import { SubscriptionEvent } from './subscription-event.entity.ts';
import { SubscriptionEvents } from './subscription-events.service.ts';
import { subscriptionRoutes } from './subscription.routes.ts';
import { SubscriptionService, subscriptionStatus } from './subscription.service.ts';

export default defineModuleServer({
  entities: [DiscountCode, Redemption, SubscriptionEvent],
  migrations,
  lifecycle(ctx) {
    const db = ctx.get(databasePort);
    const clock = ctx.get(clockPort);
    const billing = ctx.get(billingPort);
    const codes = new DiscountCodes(db, clock, billing);
    const events = new SubscriptionEvents(db, clock, ctx.get(authPort));
    ctx.exportData(async (businessId) => ({
      status: await subscriptionStatus(billing, businessId),
      discountCodesUsed: await codes.usedBy(businessId),
      events: (await events.of(businessId)).map(({ userId: _u, ...e }) => e),
    }));
    ctx.deleteAccount(async (businessId) => {
      await codes.deleteBusiness(businessId);
      await events.deleteBusiness(businessId);
    });
  },
  setup(ctx) {
    const db = ctx.get(databasePort);
    const clock = ctx.get(clockPort);
    const auth = ctx.get(authPort);
    const billing = ctx.get(billingPort);
    const messaging = ctx.get(messagingPort);
    const supportEmail = ctx.env.SUPPORT_EMAIL;

    const codes = new DiscountCodes(db, clock, billing);
    const events = new SubscriptionEvents(db, clock, auth);
    const subscriptions = new SubscriptionService({
      billing,
      directory: ctx.get(businessDirectory),
      codes,
      events,
      publicUrl: ctx.publicUrl,
      supportEmail,
    });
    ctx.provide(subscriptionAdmin, new SubscriptionAdminService(db, clock, events));

    // Whoever changed the tier (a checkout, a Stripe webhook, an administrator), the event log hears of it, once per
    // event however often it is delivered.
    ctx.on(tierChanged, (change, { eventId }) => events.recordChange(change, eventId));
    // Counted here too, not only on the return page: a Stripe checkout may complete by webhook alone. One redemption
    // per checkout session, so a second delivery counts nothing.
    ctx.on(checkoutCompleted, async ({ sessionId, discountReference, businessId, tier }) => {
      if (discountReference) await codes.redeem(sessionId, discountReference, businessId, tier);
    });

    ctx.routes((app) => subscriptionRoutes(app, { auth, billing, messaging, subscriptions, publicUrl: ctx.publicUrl, supportEmail }));
    ctx.routes((app) => discountRoutes(app, { codes }));
  },
});
