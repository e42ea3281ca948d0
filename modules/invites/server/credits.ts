import { creditedFirstNames, splitCredits } from '@korero/core/sdk';
import type { BusinessDirectory } from '@korero/module-business/contract';
import type { TeamsDirectory } from '@korero/module-teams/contract';
import type { InvitationSummary, InvitesCredits } from '../contract/index.ts';

/**
 * People and teams among the names an invitation credits. The business's teams come from the teams module when it
 * runs; without it (or for a team renamed since), a name that reads as a group ("Wellington Crew") is still a team.
 */
export class Credits implements InvitesCredits {
  readonly #teams: TeamsDirectory | null;
  readonly #business: BusinessDirectory;

  constructor(teams: TeamsDirectory | null, business: BusinessDirectory) {
    this.#teams = teams;
    this.#business = business;
  }

  async #teamNames(businessId: string): Promise<string[]> {
    return this.#teams ? (await this.#teams.teams(businessId)).map((t) => t.name) : [];
  }

  async customerNames(invitation: Pick<InvitationSummary, 'businessId' | 'teamMembers'>, businessName: string | null): Promise<string[]> {
    if (invitation.teamMembers.length === 0) return [];
    return creditedFirstNames(invitation.teamMembers, businessName ?? '', await this.#teamNames(invitation.businessId));
  }

  async memberName(businessId: string, teamMemberId: string | null): Promise<string | null> {
    if (!teamMemberId || !this.#teams) return null;
    return (await this.#teams.members(businessId)).find((m) => m.id === teamMemberId)?.name ?? null;
  }

  async sort(businessId: string, names: readonly string[]): Promise<{ people: string[]; teams: string[] }> {
    if (names.length === 0) return { people: [], teams: [] };
    const [profile, teams] = await Promise.all([this.#business.profile(businessId), this.#teamNames(businessId)]);
    return splitCredits(names, profile?.businessName ?? '', teams);
  }
}
