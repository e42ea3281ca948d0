import type { Database } from '@korero/core/sdk';
import type { JobSystemProvider } from '../../contract/api.ts';

type Row = Record<string, unknown>;
const PAGE = 50;
const iso = (v: unknown) => (v ? new Date(v as string).toISOString() : null);

/** The opaque cursor: where the last page ended (its time and job), base64url. */
const encode = (at: string, key: string) => Buffer.from(JSON.stringify([at, key])).toString('base64url');
function decode(cursor: string): [string, string] | null {
  try {
    const value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown;
    if (!Array.isArray(value) || value.length !== 2) return null;
    const [at, key] = value as unknown[];
    return typeof at === 'string' && typeof key === 'string' && !Number.isNaN(Date.parse(at)) ? [at, key] : null;
  } catch {
    return null;
  }
}

/** The feed of what each connection did, newest first, 50 at a time; null for a cursor Korero did not give. */
export async function activityPage(db: Database, businessId: string, cursor?: string) {
  const after = cursor ? decode(cursor) : null;
  if (cursor && !after) return null;
  const rows = await db.em.execute<Row[]>(
    `select provider, external_id, label, customer_name, outcome, reason, note, channel, send_at, invitation_id, updated_at,
            provider || ':' || external_id as key
       from jobsystems_job
      where business_id = ? and outcome <> 'taking'
        ${after ? "and (updated_at, provider || ':' || external_id) < (?::timestamptz, ?)" : ''}
      order by updated_at desc, provider || ':' || external_id desc limit ?`,
    [businessId, ...(after ?? []), PAGE + 1],
  );
  const page = rows.slice(0, PAGE);
  const last = page.at(-1);
  return {
    data: page.map((r) => ({
      provider: r.provider as JobSystemProvider,
      externalId: String(r.external_id),
      label: String(r.label),
      customerName: String(r.customer_name),
      outcome: r.outcome as 'asked' | 'held' | 'skipped',
      reason: (r.reason as string | null) ?? null,
      note: (r.note as string | null) ?? null,
      channel: (r.channel as 'sms' | 'email' | null) ?? null,
      sendAt: iso(r.send_at),
      invitationId: (r.invitation_id as string | null) ?? null,
      at: iso(r.updated_at)!,
    })),
    nextCursor: rows.length > PAGE && last ? encode(iso(last.updated_at)!, String(last.key)) : null,
  };
}
