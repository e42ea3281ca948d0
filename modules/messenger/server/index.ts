import { authPort, clockPort, conflict, databasePort, defineJob, defineModuleServer, jobsPort } from '@korero/core/sdk';
import { businessDirectory } from '@korero/module-business/contract';
import { messengerInvites } from '../contract/index.ts';
import { messengerEnvOf } from './env.ts';
import { connectionService, facebookSettings } from './facebook.ts';
import { deleteBusinessData } from './messenger-data.ts';
import { messengerRoutes } from './messenger.routes.ts';
import { migrations } from './migrations/index.ts';
import { applyMessengerRetention } from './retention.ts';

/** The module's own housekeeping (decision 0032): seen message ids past 30 days, a bounded batch each hour. */
export const messengerRetention = defineJob<null>('messenger.retention');

export default defineModuleServer({
  entities: [],
  migrations,
  lifecycle(ctx) {
    const db = ctx.get(databasePort);
    const settings = facebookSettings(messengerEnvOf(ctx));
    // The Page's name and id, never its token.
    ctx.exportData(async (businessId) => {
      const [row] = await db.em.execute<Array<Record<string, unknown>>>(
        'select page_id, page_name, status, connected_at from messenger_connection where business_id = ?',
        [businessId],
      );
      // The people who wrote to the Page (Meta's id for each on this Page) and when they last did: the 24-hour windows.
      const contacts = row
        ? await db.em.execute<Array<{ psid: string; last_message_at: Date }>>(
            'select psid, last_message_at from messenger_contact where page_id = ? order by last_message_at',
            [row.page_id],
          )
        : [];
      return {
        facebookPage: row ? { id: row.page_id, name: row.page_name, status: row.status, connectedAt: row.connected_at } : null,
        contacts: contacts.map((c) => ({ id: c.psid, lastMessageAt: c.last_message_at })),
      };
    });
    ctx.deleteAccount(async (businessId) => {
      // Unsubscribes the Page at Meta when reachable, then forgets it, the people who wrote to it, and sign-ins.
      if (settings)
        await connectionService(settings, { db, clock: ctx.get(clockPort), publicUrl: ctx.publicUrl, logger: ctx.logger }).disconnect(
          businessId,
        );
      await deleteBusinessData(db, businessId);
    });
  },
  setup(ctx) {
    const db = ctx.get(databasePort);
    const settings = facebookSettings(messengerEnvOf(ctx));
    const connections = settings
      ? connectionService(settings, { db, clock: ctx.get(clockPort), publicUrl: ctx.publicUrl, logger: ctx.logger })
      : null;
    ctx.get(businessDirectory).contributeProfileFields('messenger', async (businessId) => {
      // Switched off by an administrator: the invitation form offers no Messenger (as on a Korero without it), rather
      // than offering it and then refusing the invitation.
      const c = connections && ctx.isOn() ? await connections.connection(businessId) : null;
      return { messengerEnabled: c?.status === 'connected', facebookPageId: c?.pageId ?? null, facebookPageName: c?.pageName ?? null };
    });
    ctx.provide(messengerInvites, {
      async checkRecipient(businessId, psid) {
        if (!connections)
          throw conflict('Facebook Not Connected: Messenger is not configured on this Korero. Send the invitation by SMS or email.');
        await connections.checkRecipient(businessId, psid);
      },
    });
    const jobs = ctx.get(jobsPort);
    const clock = ctx.get(clockPort);
    jobs.define(messengerRetention, async () => void (await applyMessengerRetention(db, clock)), { maxAttempts: 3 });
    jobs.every(messengerRetention, { everySeconds: 3600, payload: null, firstAfterSeconds: 1800 });
    ctx.routes((app) => messengerRoutes(app, { auth: ctx.get(authPort), connections }));
  },
});
