import { forgetAccountJobs } from '../adapters/jobs/account-jobs.ts';
import { OutboxMessage } from '../adapters/messaging/outbox-message.entity.ts';
import { showableText } from '../kernel/outbox-redaction.ts';
import type { ExportCollector } from '../ports/auth.port.ts';
import { BillingError, type BillingPort } from '../ports/billing.port.ts';
import type { ClockPort } from '../ports/clock.port.ts';
import type { Database } from '../ports/database.port.ts';
import type { ChainEntry, RecordChainPort } from '../ports/record-chain.port.ts';
import { unavailable } from '../sdk/errors.ts';
import type { Activity } from './activity.ts';
import type { Leaving } from './leaving.ts';
import type { ApiKeys } from './api-keys.ts';
import { PasswordReset } from './password-reset.entity.ts';
import { resetEmailReference } from './password-reset.service.ts';
import { signUpAttemptReference } from './sign-up-attempt.ts';
import { verifyPassword } from './passwords.ts';
import { StaffInvitation } from './membership.entity.ts';
import type { Memberships } from './memberships.ts';
import type { SessionStore } from './session-store.ts';
import { nameOf } from './display-names.ts';
import { User } from './user.entity.ts';

const SOURCE = /^[a-z][a-z0-9-]{1,30}$/;

export interface AccountDataDeps {
  db: Database;
  billing: BillingPort;
  sessions: SessionStore;
  clock: ClockPort;
  keys: Pick<ApiKeys, 'list'>;
  memberships: Memberships;
  activity: Activity;
  recordChain: RecordChainPort;
  /** What a person connected to the businesses they stay out of now stops with them. */
  leaving: Pick<Leaving, 'leave'>;
  logger: { error(obj: object, msg: string): void };
}

/** What an owner can take with them, and the deletion of everything, for their one business. */
export class AccountData {
  readonly #sections = new Map<string, ExportCollector>();
  /** Every installed module's deletion, in the order modules were started (each after those it depends on). */
  readonly #deleters: Array<{ source: string; remove: (businessId: string) => Promise<void> }> = [];
  private readonly deps: AccountDataDeps;

  constructor(deps: AccountDataDeps) {
    this.deps = deps;
  }

  contribute(source: string, collect: ExportCollector): void {
    if (!SOURCE.test(source)) throw new Error(`Export source "${source}" must be a module id (lower-case letters, digits and dashes).`);
    if (this.#sections.has(source)) throw new Error(`"${source}" already contributes to the data export.`);
    this.#sections.set(source, collect);
  }

  onDelete(source: string, remove: (businessId: string) => Promise<void>): void {
    if (this.#deleters.some((d) => d.source === source)) throw new Error(`"${source}" already deletes its part of an account.`);
    this.#deleters.push({ source, remove });
  }

  /**
   * The whole export of a business, asked for by one of its owners: the account asking (no password) and its
   * memberships, the business's people, its plan, its API keys (no key), the messages sent for it (links' secrets
   * hidden), and each module's section.
   */
  async export(businessId: string, accountId: string) {
    const { db, billing, clock, memberships } = this.deps;
    const user = await db.em.findOneOrFail(User, { id: accountId });
    const { businessId: _id, ...plan } = await billing.account(businessId);
    const messages = await db.em.find(OutboxMessage, { businessId }, { orderBy: { createdAt: 'asc' } });
    const people = await memberships.ofBusiness(businessId);
    const names = new Map((await db.em.find(User, { id: { $in: people.map((m) => m.accountId) } })).map((u) => [u.id, u]));
    const modules: Record<string, unknown> = {};
    for (const source of [...this.#sections.keys()].sort()) {
      try {
        modules[source] = (await this.#sections.get(source)!(businessId)) ?? null;
      } catch (error) {
        // A partial file would look complete to its reader: refuse instead.
        this.deps.logger.error({ err: error, source }, 'a data export section failed');
        throw unavailable(
          'Part of your data could not be gathered just now. Try again in a minute; if it keeps happening, contact support.',
        );
      }
    }
    return {
      format: 'korero-account-export',
      version: 1,
      exportedAt: clock.now().toISOString(),
      account: {
        id: user.id,
        username: user.username,
        displayName: user.displayName ?? null,
        email: user.email,
        isAdmin: user.isAdmin,
        createdAt: user.createdAt.toISOString(),
        lastLoginAt: user.lastLoginAt?.toISOString() ?? null,
      },
      businessId,
      // The businesses the account belongs to, and the people of this one.
      memberships: (await memberships.ofAccount(accountId)).map((m) => ({
        businessId: m.businessId,
        role: m.role,
        createdAt: m.createdAt.toISOString(),
        lastSeenAt: m.lastSeenAt?.toISOString() ?? null,
      })),
      staff: people.map((m) => ({
        id: m.id,
        name: names.has(m.accountId) ? nameOf(names.get(m.accountId)!) : null,
        email: names.get(m.accountId)?.email ?? null,
        role: m.role,
        teamMemberId: m.teamMemberId,
        createdAt: m.createdAt.toISOString(),
        lastSeenAt: m.lastSeenAt?.toISOString() ?? null,
      })),
      // Who did what in the business (its activity list), by account id (the people are listed above).
      activity: await this.deps.activity.exportBusiness(businessId),
      // The record of asking, oldest first (scripts/verify-ledger.mjs checks these entries as JSON lines).
      recordOfAsking: await this.#chainOf(businessId),
      subscription: plan,
      // The keys' names and what they may do; a key itself is shown once and kept only as a hash.
      apiKeys: (await this.deps.keys.list(businessId)).map((key) => ({
        ...key,
        createdAt: key.createdAt.toISOString(),
        lastUsedAt: key.lastUsedAt?.toISOString() ?? null,
        revokedAt: key.revokedAt?.toISOString() ?? null,
      })),
      messages: messages.map((m) => ({
        id: m.id,
        channel: m.channel,
        to: m.recipient,
        subject: m.subject ?? null,
        // The links in a message are the customer's (review, unsubscribe): the export keeps where they pointed, not
        // their secrets, as the administrators' outbox does.
        text: showableText({ text: m.bodyText, transactional: m.transactional }),
        purpose: m.purpose,
        status: m.status,
        createdAt: m.createdAt.toISOString(),
        sentAt: m.sentAt?.toISOString() ?? null,
      })),
      modules,
    };
  }

  async #chainOf(businessId: string): Promise<ChainEntry[]> {
    const entries: ChainEntry[] = [];
    for await (const entry of this.deps.recordChain.entries(businessId)) entries.push(entry);
    return entries;
  }

  async passwordMatches(accountId: string, password: string): Promise<boolean> {
    const row = await this.deps.db.em.findOne(User, { id: accountId }, { populate: ['passwordHash'] });
    return verifyPassword(row?.passwordHash ?? null, password);
  }

  /**
   * Deletes a person's account, with every business they alone own (their own business, and any they started that
   * no other owner shares); the businesses they belong to otherwise stay, without them.
   * The paid plans end first: when the payment provider cannot be reached nothing is deleted, so nobody keeps paying
   * for a business that is gone. Sessions end next, so nothing new is written while modules delete; the account row
   * goes last, so a failure part-way leaves an account its owner can sign in to and delete again.
   */
  async delete(accountId: string): Promise<void> {
    const { db, billing, sessions } = this.deps;
    const businesses = await this.deps.memberships.ownedAlone(accountId);
    try {
      for (const businessId of businesses) await billing.remove(businessId);
    } catch (error) {
      if (error instanceof BillingError && error.code === 'provider') {
        throw unavailable(
          'We could not reach the payment provider to end your subscription, so nothing has been deleted. Please try again in a few minutes.',
        );
      }
      throw error;
    }
    await sessions.endAll(accountId);
    for (const businessId of businesses) await sessions.endBusiness(businessId);
    // Every installed module, switched on or not, must have removed its part before the account goes: otherwise its
    // data would outlive the account. Called directly, not through events: this must finish before the next step.
    let failures = 0;
    for (const businessId of businesses) failures += await this.#deleteModulesData(businessId);
    if (failures > 0) {
      throw unavailable(
        'Part of your data could not be deleted just now, so your account is still here. Sign in again and retry in a few minutes; if it keeps happening, contact support.',
      );
    }
    await db.transaction(async (em) => {
      await em.nativeDelete(PasswordReset, { userId: accountId });
      await forgetAccountJobs(em, accountId);
      for (const businessId of businesses) {
        if (businessId !== accountId) await forgetAccountJobs(em, businessId);
        // The business's people, pending invitations and API keys go with it.
        await em.execute('delete from core_membership where business_id = ?', [businessId], 'run');
        await em.nativeDelete(StaffInvitation, { businessId });
        await em.execute('delete from core_api_key where business_id = ?', [businessId], 'run');
        await em.execute('delete from core_activity where business_id = ?', [businessId], 'run');
        // The record of asking stays whole (it holds customers' details only as keyed digests) and says so.
        await this.deps.recordChain.append(businessId, {
          kind: 'account.deleted',
          data: { detailsDeleted: true, note: "The business's account and its customers' details were deleted." },
        });
        await em.execute('delete from core_sms_usage_month where business_id = ?', [businessId], 'run');
        await em.execute('delete from core_business_security where business_id = ?', [businessId], 'run');
      }
      // Messages sent for the businesses (customers' numbers and addresses), and the person's reset emails.
      await em.nativeDelete(OutboxMessage, {
        $or: [
          ...(businesses.length ? [{ businessId: { $in: businesses } }] : []),
          { reference: { $in: [resetEmailReference(accountId), signUpAttemptReference(accountId)] } },
        ],
      });
      // Their memberships elsewhere go with the account (on delete cascade); those businesses stay, without the API
      // keys and webhooks this person made for them.
      const elsewhere = await em.execute<Array<{ business_id: string }>>(
        'select business_id from core_membership where account_id = ? and not (business_id = any(?::uuid[]))',
        [accountId, `{${businesses.join(',')}}`],
      );
      for (const { business_id } of elsewhere) await this.deps.leaving.leave(business_id, accountId, async () => true);
      await em.nativeDelete(User, { id: accountId });
    });
  }

  /** Dependents first (reviews before the invitations they answer), every one tried; answers how many failed. */
  async #deleteModulesData(accountId: string): Promise<number> {
    let failures = 0;
    for (const { source, remove } of [...this.#deleters].reverse()) {
      try {
        await this.deps.db.withContext(() => remove(accountId));
      } catch (error) {
        failures++;
        this.deps.logger.error({ err: error, source }, "a module could not delete an account's data");
      }
    }
    return failures;
  }
}
