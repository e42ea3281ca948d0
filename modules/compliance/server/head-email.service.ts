import type { AuthPort, ClockPort, Database, MessagingPort, RecordChainPort } from '@korero/core/sdk';
import { compliancePage } from '../contract/pages.ts';
import type { LedgerStatus } from '../contract/record-of-asking.ts';

interface HeadEmailDeps {
  db: Database;
  clock: ClockPort;
  auth: AuthPort;
  messaging: MessagingPort;
  chain: RecordChainPort;
  publicUrl: string;
}

/**
 * The record of asking's outside witness (issue 47): each week the chain's head goes to the owner in one line, so a
 * rewritten chain would no longer end in a hash their mailbox holds. On unless the owner turns it off; the chain
 * records each change.
 */
export class HeadEmail {
  readonly #d: HeadEmailDeps;

  constructor(deps: HeadEmailDeps) {
    this.#d = deps;
  }

  async isOn(businessId: string): Promise<boolean> {
    const [row] = await this.#d.db.em.execute<Array<{ weekly: boolean }>>(
      'select weekly from compliance_head_email where business_id = ?',
      [businessId],
    );
    return row?.weekly ?? true;
  }

  async status(businessId: string): Promise<LedgerStatus> {
    return { head: await this.#d.chain.head(businessId), weeklyHeadEmail: await this.isOn(businessId) };
  }

  /** Turns the weekly email on or off; a change (not a repeat) is appended to the chain with who made it. */
  async set(businessId: string, weekly: boolean, by: string): Promise<void> {
    if ((await this.isOn(businessId)) === weekly) return;
    await this.#d.db.transaction(async (em) => {
      await em.execute(
        `insert into compliance_head_email (business_id, weekly, changed_at) values (?, ?, ?)
         on conflict (business_id) do update set weekly = excluded.weekly, changed_at = excluded.changed_at`,
        [businessId, weekly, this.#d.clock.now()],
        'run',
      );
      await this.#d.chain.append(businessId, { kind: weekly ? 'compliance.head_email_on' : 'compliance.head_email_off', data: { by } });
    });
  }

  /** This week's email to one business's owner (a scheduled job's work: the queue sends it once per business and week). */
  async send(businessId: string): Promise<void> {
    if (!(await this.isOn(businessId))) return;
    const head = await this.#d.chain.head(businessId);
    const owner = await this.#d.auth.ownerOf(businessId);
    if (!head || !owner?.email) return;
    await this.#d.messaging.send({
      channel: 'email',
      to: owner.email,
      subject: 'Your record of asking this week',
      text: [
        `Record of asking: entry ${head.seq} of ${head.at.slice(0, 10)}, hash ${head.hash}.`,
        '',
        `Keep this email: it lets you show the record was not changed later. Check the record or turn this email off: ${this.#d.publicUrl}${compliancePage('/compliance/record')}`,
      ].join('\n'),
      businessId,
      purpose: 'compliance-ledger-head',
    });
  }
}
