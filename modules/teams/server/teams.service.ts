import { raw } from '@mikro-orm/sql';
import type { ClockPort, Database } from '@korero/core/sdk';
import { builtQuery, isUuid, notFound } from '@korero/core/sdk';
import type { TeamMemberSummary, TeamSummary, TeamsDirectory } from '../contract/index.ts';
import { TeamMember } from './team-member.entity.ts';
import { Team } from './team.entity.ts';

interface TeamRow {
  id: string;
  name: string;
  description: string | null;
  created_at: Date | string;
  member_count: string | number;
}

export interface TeamInput {
  name: string;
  description: string | null;
}

export interface MemberInput {
  teamId: string;
  name: string;
  role: string | null;
}

/** Teams and members, always scoped to one business: an id of another business's row is simply not found. */
export class TeamsService implements TeamsDirectory {
  private readonly db: Database;
  private readonly clock: ClockPort;

  // Written by the query builder once, run with each business's id.
  readonly #teamList: (businessId: string) => Promise<TeamRow[]>;

  constructor(db: Database, clock: ClockPort) {
    this.db = db;
    this.clock = clock;
    this.#teamList = builtQuery<TeamRow, [string]>(db, (em, businessId) =>
      em
        .createQueryBuilder(Team, 't')
        .select([
          't.id',
          't.name',
          't.description',
          't.createdAt',
          raw('(select count(*) from teams_member m where m.team_id = t.id) as member_count'),
        ])
        .where({ businessId })
        .orderBy({ name: 'asc', createdAt: 'asc' }),
    );
  }

  /** One query, counts included: the team list is read on every visit to /teams and the invitation form. */
  async teams(businessId: string): Promise<TeamSummary[]> {
    const rows = await this.#teamList(businessId);
    return rows.map((t) => ({
      id: t.id,
      name: t.name,
      description: t.description ?? null,
      createdAt: new Date(t.created_at).toISOString(),
      memberCount: Number(t.member_count),
    }));
  }

  async members(businessId: string): Promise<TeamMemberSummary[]> {
    const rows = await this.db.em.find(TeamMember, { businessId }, { orderBy: { name: 'asc', createdAt: 'asc' } });
    return rows.map(toMember);
  }

  /** Whether the team member is one of the business's. */
  async hasMember(businessId: string, id: string): Promise<boolean> {
    return (await this.db.em.count(TeamMember, { id, businessId })) > 0;
  }

  async createTeam(businessId: string, input: TeamInput): Promise<TeamSummary> {
    const team = this.db.em.create(Team, { businessId, ...input, createdAt: this.clock.now() });
    await this.db.em.flush();
    return toTeam(team, 0);
  }

  async updateTeam(businessId: string, id: string, input: Partial<TeamInput>): Promise<TeamSummary> {
    const team = await this.#team(businessId, id);
    if (input.name !== undefined) team.name = input.name;
    if (input.description !== undefined) team.description = input.description;
    await this.db.em.flush();
    const count = await this.db.em.count(TeamMember, { businessId, teamId: id });
    return toTeam(team, count);
  }

  /** Deletes the team and every member in it. */
  /** Deletes a team with its members; answers its name. */
  async deleteTeam(businessId: string, id: string): Promise<string> {
    const team = await this.#team(businessId, id);
    await this.db.transaction(async (em) => {
      await em.nativeDelete(TeamMember, { businessId, teamId: id });
      await em.nativeDelete(Team, { businessId, id });
    });
    return team.name;
  }

  async createMember(businessId: string, input: MemberInput): Promise<TeamMemberSummary> {
    await this.#team(businessId, input.teamId);
    const member = this.db.em.create(TeamMember, { businessId, ...input, createdAt: this.clock.now() });
    await this.db.em.flush();
    return toMember(member);
  }

  async updateMember(businessId: string, id: string, input: Partial<MemberInput>): Promise<TeamMemberSummary> {
    const member = await this.#member(businessId, id);
    if (input.teamId !== undefined) {
      await this.#team(businessId, input.teamId);
      member.teamId = input.teamId;
    }
    if (input.name !== undefined) member.name = input.name;
    if (input.role !== undefined) member.role = input.role;
    await this.db.em.flush();
    return toMember(member);
  }

  /** Removes a team member; answers their name. */
  async deleteMember(businessId: string, id: string): Promise<string> {
    const member = await this.#member(businessId, id);
    await this.db.em.nativeDelete(TeamMember, { businessId, id });
    return member.name;
  }

  /** Everything of one business (account deletion). */
  async deleteBusiness(businessId: string): Promise<void> {
    await this.db.em.nativeDelete(TeamMember, { businessId });
    await this.db.em.nativeDelete(Team, { businessId });
  }

  async #team(businessId: string, id: string): Promise<Team> {
    const team = isUuid(id) ? await this.db.em.findOne(Team, { id, businessId }) : null;
    if (!team) throw notFound('Team not found.');
    return team;
  }

  async #member(businessId: string, id: string): Promise<TeamMember> {
    const member = isUuid(id) ? await this.db.em.findOne(TeamMember, { id, businessId }) : null;
    if (!member) throw notFound('Team member not found.');
    return member;
  }
}

function toTeam(t: Team, memberCount: number): TeamSummary {
  return { id: t.id, name: t.name, description: t.description ?? null, createdAt: t.createdAt.toISOString(), memberCount };
}

function toMember(m: TeamMember): TeamMemberSummary {
  return { id: m.id, teamId: m.teamId, name: m.name, role: m.role ?? null, createdAt: m.createdAt.toISOString() };
}
