import type { Database } from '@korero/core/sdk';
import type { AutomaticInvite, InvitesCreator } from '../contract/index.ts';
import { lastInvitedAt } from './contact-history.ts';
import type { InvitesService } from './invites.service.ts';

/** Invitations a module makes by itself (a job system's connection, issue 45), and who was asked when. */
export class AutomaticInvites implements InvitesCreator {
  readonly #db: Database;
  readonly #invites: InvitesService;

  constructor(db: Database, invites: InvitesService) {
    this.#db = db;
    this.#invites = invites;
  }

  async create(businessId: string, input: AutomaticInvite): Promise<{ inviteId: string }> {
    const { invitation } = await this.#invites.createAutomatic(businessId, input);
    return { inviteId: invitation.id };
  }

  lastInvited(businessId: string, contact: { phone: string | null; email: string | null }, since: Date): Promise<Date | null> {
    return lastInvitedAt(this.#db, businessId, contact, since);
  }
}
