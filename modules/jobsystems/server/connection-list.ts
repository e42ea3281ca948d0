import type { Database } from '@korero/core/sdk';
import type { JobSystemProvider } from '../contract/api.ts';

export interface ConnectionRow {
  provider: JobSystemProvider;
  organisation: string | null;
  lastEventAt: Date | null;
  problem: string | null;
}

/** The business's connections, whichever system, with their health (for Settings' list). */
export async function listConnections(db: Database, businessId: string): Promise<ConnectionRow[]> {
  const rows = await db.em.execute<Array<Record<string, unknown>>>(
    'select provider, organisation, last_event_at, problem from jobsystems_connection where business_id = ?',
    [businessId],
  );
  return rows.map((r) => ({
    provider: r.provider as JobSystemProvider,
    organisation: (r.organisation as string | null) ?? null,
    lastEventAt: r.last_event_at ? new Date(r.last_event_at as string) : null,
    problem: (r.problem as string | null) ?? null,
  }));
}
