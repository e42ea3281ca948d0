import { languageChoiceOf } from '@korero/core/contract';
import type { ContactSourceKind, InvitationSummary } from '../contract/index.ts';

/**
 * The customer's link read by its token: the busiest public read Korero has (every opening, every draft, every
 * answer). Plain SQL of the columns the summary needs, not the ORM's find: building the query and hydrating an entity
 * into the identity map was a quarter of the token route's time, for a row nothing changes through the ORM.
 */
export const BY_TOKEN_SQL = `select id, token, business_id, customer_name, job_description, job_location, team_members,
        created_at, opened_at, started_at, completed_at, cancelled_at, source_kind, source, language
   from invites_invitation where token = ?`;

export type TokenRow = Record<string, unknown>;

/** PostgreSQL's driver gives a Date, PGlite's may give text: either way a Date. */
const date = (value: unknown): Date | null => (value == null ? null : value instanceof Date ? value : new Date(String(value)));

const json = (value: unknown): string[] =>
  typeof value === 'string' ? (JSON.parse(value) as string[]) : ((value as string[] | null) ?? []);

/** The row as the summary the other modules read; null when cancelled or past `expiresBefore` (its creation). */
export function summaryOf(row: TokenRow | undefined, expiresBefore: number): InvitationSummary | null {
  if (!row || row.cancelled_at != null) return null;
  const createdAt = date(row.created_at)!;
  if (createdAt.getTime() < expiresBefore) return null;
  return {
    id: String(row.id),
    token: String(row.token),
    businessId: String(row.business_id),
    customerName: String(row.customer_name),
    jobDescription: String(row.job_description),
    jobLocation: String(row.job_location),
    teamMembers: json(row.team_members),
    createdAt,
    openedAt: date(row.opened_at),
    startedAt: date(row.started_at),
    completedAt: date(row.completed_at),
    source: row.source_kind ? { kind: row.source_kind as ContactSourceKind, label: (row.source as string | null) ?? '' } : null,
    language: languageChoiceOf(row.language as string | null),
  };
}
