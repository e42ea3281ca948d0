import { creditedFirstNames, splitCredits, type ServiceLookup } from '@korero/core/sdk';
import type { BusinessDirectory } from '@korero/module-business/contract';
import type { TeamsDirectory } from '@korero/module-teams/contract';
import type { InvitationSummary, InvitesCredits } from '../contract/index.ts';

/**
 * People and teams among the names an invitation credits. The business's teams come from the teams module while it is
 * on; without it (or for a team renamed since), a name that reads as a group ("Wellington Crew") is still a team.
 */
export class Credits implements InvitesCredits {
  readonly #teams: ServiceLookup<TeamsDirectory>;
  readonly #business: BusinessDirectory;

  constructor(teams: ServiceLookup<TeamsDirectory>, business: BusinessDirectory) {
    this.#teams = teams;
    this.#business = business;
  }

  async #teamNames(businessId: string): Promise<string[]> {
    const teams = this.#teams();
    return teams ? (await teams.teams(businessId)).map((t) => t.name) : [];
  }

  async customerNames(invitation: Pick<InvitationSummary, 'businessId' | 'teamMembers'>, businessName: string | null): Promise<string[]> {
    if (invitation.teamMembers.length === 0) return [];
    return creditedFirstNames(invitation.teamMembers, businessName ?? '', await this.#teamNames(invitation.businessId));
  }

  async memberName(businessId: string, teamMemberId: string | null): Promise<string | null> {
    const teams = this.#teams();
    if (!teamMemberId || !teams) return null;
    return (await teams.members(businessId)).find((m) => m.id === teamMemberId)?.name ?? null;
  }

  async sort(businessId: string, names: readonly string[]): Promise<{ people: string[]; teams: string[] }> {
    if (names.length === 0) return { people: [], teams: [] };
    const [profile, teams] = await Promise.all([this.#business.profile(businessId), this.#teamNames(businessId)]);
    return splitCredits(names, profile?.businessName ?? '', teams);
  }
}
