import { authPort, clockPort, databasePort, defineJob, defineModuleServer, jobsPort, memberLeft } from '@korero/core/sdk';
import { businessDirectory } from '@korero/module-business/contract';
import { jobRecorded } from '@korero/module-compliance/contract';
import { reviewSubmitted, reviewsSubmissions } from '@korero/module-reviews/contract';
import { invitationData, jobData, submissionData } from './event-payloads.ts';
import { migrations } from './migrations/index.ts';
import { applyIntegrationsRetention } from './retention.ts';
import { Webhooks } from './webhooks.service.ts';
import { webhooksRoutes } from './webhooks.routes.ts';

const deliverWebhook = defineJob<{ deliveryId: string }>('integrations.deliverWebhook');
/** The module's own housekeeping (decision 0032): finished deliveries past 90 days, a bounded batch each hour. */
export const integrationsRetention = defineJob<null>('integrations.retention');

export default defineModuleServer({
  entities: [],
  migrations,
  lifecycle(ctx) {
    const db = ctx.get(databasePort);
    // Where events go and which; never the signing secret.
    ctx.exportData(async (businessId) => ({
      webhookEndpoints: await db.em.execute(
        'select id, url, description, events, created_at from integrations_endpoint where business_id = ? order by created_at',
        [businessId],
      ),
      // What was sent where, and how it went (each payload is what the owner's own screens show).
      webhookDeliveries: await db.em.execute(
        `select id, endpoint_id, event_id, type, payload, status, attempts, response_code, error, created_at, last_attempt_at
           from integrations_delivery where business_id = ? order by created_at, id`,
        [businessId],
      ),
    }));
    ctx.deleteAccount(async (businessId) => {
      // Deliveries go with their endpoints (on delete cascade).
      await db.em.execute('delete from integrations_endpoint where business_id = ?', [businessId], 'run');
    });
  },
  setup(ctx) {
    const db = ctx.get(databasePort);
    const jobs = ctx.get(jobsPort);
    const webhooks = new Webhooks({
      db,
      clock: ctx.get(clockPort),
      jobs,
      job: deliverWebhook,
      rules: { allowPrivate: ctx.env.WEBHOOKS_ALLOW_PRIVATE, allowHttp: ctx.env.NODE_ENV === 'development' },
    });
    // The delivery keeps its own attempts and schedules its retries; the queue's retry covers a crash mid-send.
    jobs.define(deliverWebhook, ({ deliveryId }) => webhooks.deliver(deliveryId), { maxAttempts: 3 });
    const clock = ctx.get(clockPort);
    jobs.define(integrationsRetention, async () => void (await applyIntegrationsRetention(db, clock)), { maxAttempts: 3 });
    jobs.every(integrationsRetention, { everySeconds: 3600, payload: null, firstAfterSeconds: 1500 });

    const submissions = ctx.get(reviewsSubmissions);
    ctx.on(reviewSubmitted, async (event, meta) => {
      const submission = await submissions.one(event.businessId, event.submissionId);
      // Deleted by its owner before the event was handled: nothing to tell.
      if (!submission) return;
      const type = event.destination === 'private' ? 'feedback.received' : 'review.submitted';
      await webhooks.publish(event.businessId, meta.eventId, type, submissionData(submission, event.inviteId));
      if (event.inviteId) {
        await webhooks.publish(event.businessId, meta.eventId, 'invitation.completed', invitationData(submission, event.inviteId));
      }
    });
    ctx.on(jobRecorded, async (event, meta) => {
      await webhooks.publish(event.businessId, meta.eventId, 'job.recorded', jobData(event.job));
    });
    // A person's webhooks stop with them: removed from the business, no longer an owner, or their account deleted.
    ctx.on(memberLeft, async ({ businessId, accountId, firstOwner }) => {
      const removed = await webhooks.removeMadeBy(businessId, accountId, firstOwner);
      if (removed) ctx.logger.info({ businessId, removed }, 'webhooks removed with the person who made them');
    });

    ctx.routes((app) => webhooksRoutes(app, { auth: ctx.get(authPort), webhooks, business: ctx.get(businessDirectory) }));
  },
});
