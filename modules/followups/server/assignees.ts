import type { AuthPort, BusinessPerson, Role, ServiceLookup, SessionUser } from '@korero/core/sdk';
import type { TeamsDirectory } from '@korero/module-teams/contract';

/**
 * Whom a follow-up can be assigned to (docs/decisions/0035): the business's team members, and the people who sign in
 * to it. A person who is a team member is one choice (the team member, so the figures by team member stay whole,
 * signing in); a person who is no team member is a choice of their own, by their account. Ids do not collide: both
 * are random uuids.
 */
export interface Assignee {
  /** The team member's id, or the person's account id when they are no team member. */
  id: string;
  name: string;
  kind: 'member' | 'person';
  /** The person who signs in as this assignee, when there is one: they see it and are emailed about it. */
  person: { accountId: string; username: string; email: string; role: Role } | null;
}

/** The stored assignee of a follow-up: a team member, or a person's account (never both). */
export interface AssigneeColumns {
  assignee_id: string | null;
  assignee_account_id: string | null;
}

export class Assignees {
  private readonly auth: AuthPort;
  /** The teams module's directory while it is on; without it, only the people who sign in are choices. */
  private readonly teams: ServiceLookup<TeamsDirectory>;

  constructor(deps: { auth: AuthPort; teams: ServiceLookup<TeamsDirectory> }) {
    this.auth = deps.auth;
    this.teams = deps.teams;
  }

  /** Every choice for a business: team members (with the person who is each, if any), then people who are no team member. */
  async of(businessId: string): Promise<Assignee[]> {
    const teams = this.teams();
    const [members, people] = await Promise.all([teams ? teams.members(businessId) : [], this.auth.peopleOf(businessId)]);
    const personOf = (p: BusinessPerson) => ({ accountId: p.accountId, username: p.username, email: p.email, role: p.role });
    const memberIds = new Set(members.map((m) => m.id));
    return [
      ...members.map((m): Assignee => {
        const person = people.find((p) => p.teamMemberId === m.id);
        return { id: m.id, name: m.name, kind: 'member', person: person ? personOf(person) : null };
      }),
      ...people
        .filter((p) => !p.teamMemberId || !memberIds.has(p.teamMemberId))
        .map((p): Assignee => ({ id: p.accountId, name: p.username, kind: 'person', person: personOf(p) })),
    ];
  }
}

/** The choice a stored assignee names, or null (unassigned, or since removed from the team or the business). */
export function assigneeOf(row: AssigneeColumns, choices: readonly Assignee[]): Assignee | null {
  if (row.assignee_id) return choices.find((a) => a.kind === 'member' && a.id === row.assignee_id) ?? null;
  if (row.assignee_account_id) return choices.find((a) => a.person?.accountId === row.assignee_account_id) ?? null;
  return null;
}

/** The columns that store a choice. */
export const columnsOf = (choice: Assignee | null): AssigneeColumns =>
  choice === null
    ? { assignee_id: null, assignee_account_id: null }
    : choice.kind === 'member'
      ? { assignee_id: choice.id, assignee_account_id: null }
      : { assignee_id: null, assignee_account_id: choice.id };

/**
 * A technician sees only the follow-ups assigned to them: to their account, or to the team member they are.
 * SQL for a `where`, with its parameters; owners and managers see the whole business's.
 */
export function visibleTo(user: SessionUser): { sql: string; params: unknown[] } {
  if (user.role !== 'technician') return { sql: '', params: [] };
  return user.teamMemberId
    ? { sql: ' and (assignee_account_id = ? or assignee_id = ?)', params: [user.id, user.teamMemberId] }
    : { sql: ' and assignee_account_id = ?', params: [user.id] };
}

/** Is this follow-up assigned to the signed-in person? */
export const isAssignedTo = (row: AssigneeColumns, user: SessionUser): boolean =>
  (row.assignee_account_id !== null && row.assignee_account_id === user.id) ||
  (row.assignee_id !== null && row.assignee_id === user.teamMemberId);
