import type { Database } from '@korero/core/sdk';

/**
 * Forgets a business's Page: the connection, and the people who wrote to that Page (their ids and when they last
 * wrote) unless another business on this Korero has the same Page connected. Disconnecting and account deletion both
 * end here.
 */
export async function forgetConnection(db: Database, businessId: string): Promise<void> {
  await db.transaction(async (em) => {
    const pages = await em.execute<Array<{ page_id: string }>>('select page_id from messenger_connection where business_id = ?', [
      businessId,
    ]);
    await em.execute('delete from messenger_connection where business_id = ?', [businessId], 'run');
    for (const { page_id } of pages) {
      await em.execute(
        'delete from messenger_contact where page_id = ? and not exists (select 1 from messenger_connection where page_id = ?)',
        [page_id, page_id],
        'run',
      );
    }
  });
}

/** Everything of the business's in this module's tables, once the Page is unsubscribed at Meta (when it could be). */
export async function deleteBusinessData(db: Database, businessId: string): Promise<void> {
  await forgetConnection(db, businessId);
  // Sign-ins in flight (their state's hash, and the Pages offered, sealed).
  await db.em.execute('delete from messenger_login where business_id = ?', [businessId], 'run');
}
