import type { Database } from '@korero/core/sdk';
import type { InviteChannel, InvitesChannels } from '../contract/index.ts';

type Row = { id: string; send_sms: boolean; send_email: boolean; send_messenger: boolean; opened_via: string | null };
const CHUNK = 1000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Each invitation's channels, the way the invitation figures count them (an invitation sent by SMS and email has both). */
export function channelsOf(row: Omit<Row, 'id'>): InviteChannel[] {
  const sent: InviteChannel[] = [];
  if (row.send_sms) sent.push('sms');
  if (row.send_email) sent.push('email');
  if (row.send_messenger) sent.push('messenger');
  if (sent.length) return sent;
  return [row.opened_via === 'qr' ? 'qr' : 'link'];
}

export class InvitationChannels implements InvitesChannels {
  readonly #db: Database;

  constructor(db: Database) {
    this.#db = db;
  }

  async of(businessId: string, inviteIds: readonly string[]): Promise<Map<string, InviteChannel[]>> {
    const ids = [...new Set(inviteIds)].filter((id) => UUID.test(id));
    const out = new Map<string, InviteChannel[]>();
    for (let i = 0; i < ids.length; i += CHUNK) {
      const rows = await this.#db.em.execute<Row[]>(
        `select id, send_sms, send_email, send_messenger, opened_via from invites_invitation
          where business_id = ? and id = any(?::uuid[])`,
        [businessId, `{${ids.slice(i, i + CHUNK).join(',')}}`],
      );
      for (const r of rows) out.set(r.id, channelsOf(r));
    }
    return out;
  }
}
