import type { ClockPort, Database, ServiceLookup } from '@korero/core/sdk';
import type { TeamsDirectory } from '@korero/module-teams/contract';
import type { JobSystemProvider } from '../contract/api.ts';

type Row = { external_id: string; name: string; team_member_id: string | null };
const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The job systems' workers and the team members they are (issue 45): each worker a system names is kept, matched by
 * name to a team member when first seen, and the owner corrects the matches. An invitation credits the matched
 * members; an unmatched worker credits no one.
 */
export class People {
  readonly #db: Database;
  readonly #clock: ClockPort;
  readonly #teams: ServiceLookup<TeamsDirectory>;

  constructor(db: Database, clock: ClockPort, teams: ServiceLookup<TeamsDirectory>) {
    this.#db = db;
    this.#clock = clock;
    this.#teams = teams;
  }

  /** The team members, for the matching table's choices (none while the teams module is not on). */
  members(businessId: string) {
    const teams = this.#teams();
    return teams ? teams.members(businessId) : Promise.resolve([]);
  }

  /**
   * The names an invitation for these workers credits: each worker is remembered (a new one matched by its whole
   * name, or its first name when one member alone has it), and the matched members' names are answered.
   */
  async credit(businessId: string, provider: JobSystemProvider, workers: ReadonlyArray<{ id: string; name: string }>): Promise<string[]> {
    if (workers.length === 0) return [];
    const members = await this.members(businessId);
    const guess = (name: string) => {
      const whole = members.find((m) => same(m.name, name));
      if (whole) return whole.id;
      const first = name.trim().split(/\s+/)[0] ?? '';
      const byFirst = members.filter((m) => same(m.name.split(/\s+/)[0] ?? '', first));
      return byFirst.length === 1 ? byFirst[0]!.id : null;
    };
    const now = this.#clock.now();
    for (const w of workers) {
      await this.#db.em.execute(
        `insert into jobsystems_person (business_id, provider, external_id, name, team_member_id, seen_at) values (?, ?, ?, ?, ?, ?)
         on conflict (business_id, provider, external_id) do update set name = excluded.name, seen_at = excluded.seen_at`,
        [businessId, provider, w.id.slice(0, 100), w.name.slice(0, 120), guess(w.name), now],
        'run',
      );
    }
    const ids = workers.map((w) => w.id.slice(0, 100));
    const rows = await this.#db.em.execute<Row[]>(
      `select external_id, name, team_member_id from jobsystems_person
        where business_id = ? and provider = ? and external_id in (${ids.map(() => '?').join(', ')})`,
      [businessId, provider, ...ids],
    );
    const names = new Map(members.map((m) => [m.id, m.name]));
    return [...new Set(rows.flatMap((r) => (r.team_member_id && names.has(r.team_member_id) ? [names.get(r.team_member_id)!] : [])))];
  }

  async list(businessId: string, provider: JobSystemProvider) {
    const [rows, members] = await Promise.all([
      this.#db.em.execute<Row[]>(
        'select external_id, name, team_member_id from jobsystems_person where business_id = ? and provider = ? order by lower(name)',
        [businessId, provider],
      ),
      this.members(businessId),
    ]);
    const names = new Map(members.map((m) => [m.id, m.name]));
    return {
      people: rows.map((r) => ({
        externalId: r.external_id,
        name: r.name,
        teamMemberId: r.team_member_id && names.has(r.team_member_id) ? r.team_member_id : null,
      })),
      teamMembers: members.map((m) => ({ id: m.id, name: m.name })),
    };
  }

  /** The owner's corrections: each worker to a team member of theirs, or to no one. Unknown workers or members are refused. */
  async match(
    businessId: string,
    provider: JobSystemProvider,
    matches: ReadonlyArray<{ externalId: string; teamMemberId: string | null }>,
  ) {
    const { people, teamMembers } = await this.list(businessId, provider);
    for (const m of matches) {
      if (!people.some((p) => p.externalId === m.externalId)) return { unknownWorker: m.externalId };
      if (m.teamMemberId && !teamMembers.some((t) => t.id === m.teamMemberId)) return { unknownMember: m.teamMemberId };
    }
    for (const m of matches) {
      await this.#db.em.execute(
        'update jobsystems_person set team_member_id = ? where business_id = ? and provider = ? and external_id = ?',
        [m.teamMemberId, businessId, provider, m.externalId],
        'run',
      );
    }
    return null;
  }
}
