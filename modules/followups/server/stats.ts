import type { ClockPort, Database } from '@korero/core/sdk';
import { nzDate } from '@korero/core/sdk';
import type { FollowUpStats, StatsQuery } from '../contract/api.ts';
import { type Assignees, assigneeOf } from './assignees.ts';
import { at } from './rows.ts';

const MONTHS: Record<NonNullable<StatsQuery['timeRange']>, number> = { '1m': 1, '3m': 3, '6m': 6, '1y': 12 };

interface Row {
  assignee_id: string | null;
  assignee_account_id: string | null;
  status: string;
  created_at: Date | string;
  first_answered_at: Date | string | null;
}

function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

function figures(rows: Row[]) {
  const minutes = rows
    .filter((r) => r.first_answered_at)
    .map((r) => (at(r.first_answered_at)!.getTime() - at(r.created_at)!.getTime()) / 60_000);
  const resolved = rows.filter((r) => r.status === 'resolved').length;
  const m = median(minutes);
  return {
    total: rows.length,
    answered: minutes.length,
    resolved,
    resolvedShare: rows.length ? resolved / rows.length : null,
    medianMinutesToFirstAnswer: m === null ? null : Math.round(m),
  };
}

function groupBy<K>(rows: Row[], key: (r: Row) => K): Map<K, Row[]> {
  const groups = new Map<K, Row[]>();
  for (const row of rows) groups.set(key(row), [...(groups.get(key(row)) ?? []), row]);
  return groups;
}

/** The follow-ups opened in a range: how fast the business first answered (median), how many it resolved, by month and assignee. */
export async function followUpStats(
  deps: { db: Database; clock: ClockPort; assignees: Assignees },
  businessId: string,
  timeRange: NonNullable<StatsQuery['timeRange']>,
): Promise<FollowUpStats> {
  const to = deps.clock.now();
  const from = new Date(to);
  from.setUTCMonth(from.getUTCMonth() - MONTHS[timeRange]);
  const rows = await deps.db.em.execute<Row[]>(
    'select assignee_id, assignee_account_id, status, created_at, first_answered_at from followups_follow_up where business_id = ? and created_at >= ? and created_at < ?',
    [businessId, from, to],
  );
  const choices = await deps.assignees.of(businessId);
  const byMonth = [...groupBy(rows, (r) => nzDate(at(r.created_at)!).slice(0, 7))]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([month, group]) => ({ month, ...figures(group) }));
  // A member (or person) since removed counts as unassigned.
  const byMember = [...groupBy(rows, (r) => assigneeOf(r, choices))]
    .map(([a, group]) => ({ assignee: a ? { id: a.id, name: a.name, kind: a.kind, signsIn: a.person !== null } : null, ...figures(group) }))
    .sort((a, b) => b.total - a.total);
  return { from: from.toISOString(), to: to.toISOString(), ...figures(rows), byMonth, byMember };
}
