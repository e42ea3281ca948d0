import type { SqlEntityManager } from '@mikro-orm/sql';
import { deliverMessage } from '../messaging/messaging.outbox.adapter.ts';

/**
 * A deleted account's jobs, queued, running or finished: finished rows are otherwise kept for days (housekeeping.ts),
 * and their payloads carry customers' names and jobs. Found two ways: every job or event whose payload names the
 * account anywhere (events and jobs about a business carry its `businessId`), and the deliveries of the account's
 * messages (their payload is only the message's id). Run in the deletion's transaction, before the messages go.
 */
export async function forgetAccountJobs(em: SqlEntityManager, accountId: string): Promise<void> {
  await em.execute(`delete from core_job where strpos(payload::text, ?) > 0`, [accountId], 'run');
  await em.execute(
    `delete from core_job where name = ? and payload->>'messageId' in (select id::text from core_outbox_message where business_id = ?)`,
    [deliverMessage.name, accountId],
    'run',
  );
}
