import type { Database } from '@korero/core/sdk';
import { normalisePhone } from '@korero/core/sdk';
import type { AutomaticInvite, InvitesCreator } from '../contract/index.ts';
import type { InvitesService } from './invites.service.ts';

/**
 * The phone column as normalisePhone reads it, in SQL: invitations keep the number as it was typed, and a job
 * system's "021 555 0103" must find the form's "+64215550103".
 */
const phoneOf = (column: string) => {
  const p = `regexp_replace(${column}, '[[:space:]().-]', '', 'g')`;
  return `(case when ${p} ~ '^00' then '+' || substr(${p}, 3) when ${p} ~ '^0' then '+64' || substr(${p}, 2)
    when ${p} ~ '^64[0-9]{8,10}$' then '+' || ${p} else ${p} end)`;
};

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

  async lastInvited(businessId: string, contact: { phone: string | null; email: string | null }, since: Date): Promise<Date | null> {
    const phone = contact.phone ? normalisePhone(contact.phone) : null;
    const email = contact.email?.trim().toLowerCase() || null;
    if (!phone && !email) return null;
    const [row] = await this.#db.em.execute<Array<{ at: string | Date | null }>>(
      `select max(created_at) as at from invites_invitation
        where business_id = ? and created_at >= ?
          and ((?::text is not null and customer_phone is not null and ${phoneOf('customer_phone')} = ?::text)
            or (?::text is not null and lower(trim(customer_email)) = ?::text))`,
      [businessId, since, phone, phone, email, email],
    );
    return row?.at ? new Date(row.at) : null;
  }
}
