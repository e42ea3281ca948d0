import type { ClockPort, Database, MessageChannel, MessagingPort, SessionUser } from '@korero/core/sdk';
import { badRequest, deliveryOf, forbidden, isUuid, notFound } from '@korero/core/sdk';
import type { BusinessDirectory } from '@korero/module-business/contract';
import type { InvitesDirectory } from '@korero/module-invites/contract';
import { smsLength } from '@korero/core/contract';
import { translator } from '@korero/core/i18n';
import {
  EMAIL_BODY_MAX,
  FOLLOW_UP_PAGE_PATH,
  FOLLOW_UP_SHORT_PATH,
  SMS_WORDS_MAX,
  smsReplyText,
  type FollowUpAssignee,
  type FollowUpChangeInput,
  type FollowUpCounts,
  type FollowUpDetail,
  type FollowUpStatus,
  type FollowUpNote,
  type FollowUpSummary,
  type ReplyChannel,
  type SubmissionFollowUp,
} from '../contract/api.ts';
import { type Assignee, type AssigneeColumns, assigneeOf, type Assignees, columnsOf, isAssignedTo, visibleTo } from './assignees.ts';
import { assignedEmail } from './assigned-email.ts';
import { honestyProblem } from './honesty.ts';
import { followUpLanguage, smsGreeting } from './language.ts';
import { catalogues } from '../locales/index.ts';
import type { SmsAllowance } from './sms-allowance.ts';
import { at, iso, newToken, type FollowUpRow, type MessageRow, type NoteRow } from './rows.ts';

export interface OwnerDeps {
  db: Database;
  clock: ClockPort;
  messaging: MessagingPort;
  business: BusinessDirectory;
  invites: InvitesDirectory;
  assignees: Assignees;
  sms: SmsAllowance;
  publicUrl: string;
}

const NOT_FOUND = 'Follow-up not found.';
const CHANNEL_WORDS: Record<ReplyChannel, { address: string; other: ReplyChannel; plural: string }> = {
  email: { address: 'an email address', other: 'sms', plural: 'emails' },
  sms: { address: 'a mobile number', other: 'email', plural: 'texts' },
};

/** An assignee as the API answers it. */
const assigneeAnswer = (a: Assignee): FollowUpAssignee => ({ id: a.id, name: a.name, kind: a.kind, signsIn: a.person !== null });

/** Where the outbox keeps a business message under (the message's own id). */
export const messageReference = (id: string) => `followup-message:${id}`;

/** The owner's side: the list, one conversation, replies, notes, assigning and resolving. Every read is the business's own. */
export class OwnerFollowUps {
  private readonly deps: OwnerDeps;

  constructor(deps: OwnerDeps) {
    this.deps = deps;
  }

  /** One follow-up the person may see: the business's, and for a technician only one assigned to them (else 404). */
  async #row(user: SessionUser, id: string): Promise<FollowUpRow> {
    const mine = visibleTo(user);
    const [row] = isUuid(id)
      ? await this.deps.db.em.execute<FollowUpRow[]>(`select * from followups_follow_up where id = ? and business_id = ?${mine.sql}`, [
          id,
          user.businessId,
          ...mine.params,
        ])
      : [];
    if (!row) throw notFound(NOT_FOUND);
    return row;
  }

  #summary(row: FollowUpRow, choices: readonly Assignee[], user: SessionUser): FollowUpSummary {
    const assignee = assigneeOf(row, choices);
    return {
      id: row.id,
      submissionId: row.submission_id,
      customerName: row.customer_name,
      starRating: Number(row.star_rating),
      status: row.status,
      outcome: row.status === 'resolved' ? row.outcome : null,
      // A member since removed from the team, or a person from the business, reads as unassigned.
      assignee: assignee ? assigneeAnswer(assignee) : null,
      assignedToYou: assignee !== null && isAssignedTo(row, user),
      lastMessageAt: iso(row.last_message_at),
      waitingSince: row.status === 'resolved' ? null : iso(row.waiting_since),
      stopped: row.stopped_at !== null,
      createdAt: iso(row.created_at)!,
    };
  }

  /** Whom follow-ups can be assigned to (the picker). */
  async assigneeChoices(businessId: string): Promise<FollowUpAssignee[]> {
    return (await this.deps.assignees.of(businessId)).map(assigneeAnswer);
  }

  async list(
    user: SessionUser,
    query: { page: number; limit: number; sort: 'newest' | 'oldest-waiting'; status?: FollowUpStatus | undefined },
  ) {
    const mine = visibleTo(user);
    const where = `business_id = ?${query.status ? ' and status = ?' : ''}${mine.sql}`;
    const params: unknown[] = [user.businessId, ...(query.status ? [query.status] : []), ...mine.params];
    const order =
      query.sort === 'oldest-waiting'
        ? `case when status = 'resolved' then 1 else 0 end, waiting_since asc, created_at asc, id`
        : 'created_at desc, id desc';
    const rows = await this.deps.db.em.execute<FollowUpRow[]>(
      `select * from followups_follow_up where ${where} order by ${order} limit ? offset ?`,
      [...params, query.limit, (query.page - 1) * query.limit],
    );
    const [count] = await this.deps.db.em.execute<Array<{ n: string | number }>>(
      `select count(*) as n from followups_follow_up where ${where}`,
      params,
    );
    const choices = await this.deps.assignees.of(user.businessId);
    return { data: rows.map((r) => this.#summary(r, choices, user)), total: Number(count?.n ?? 0) };
  }

  /** The follow-ups of these submissions of the business, with their state (the Reviews screen's cards). */
  async ofSubmissions(businessId: string, submissionIds: string[]): Promise<SubmissionFollowUp[]> {
    if (submissionIds.length === 0) return [];
    const rows = await this.deps.db.em.execute<
      Array<{ id: string; submission_id: string; status: string; waiting_since: Date | string | null }>
    >(`select id, submission_id, status, waiting_since from followups_follow_up where business_id = ? and submission_id = any(?::uuid[])`, [
      businessId,
      `{${submissionIds.join(',')}}`,
    ]);
    return rows.map((r) => ({
      submissionId: r.submission_id,
      id: r.id,
      status: r.status as SubmissionFollowUp['status'],
      waitingSince: r.status === 'resolved' ? null : (at(r.waiting_since)?.toISOString() ?? null),
    }));
  }

  /** By status: the business's, or for a technician (`user`) those assigned to them. */
  async counts(businessId: string, user?: SessionUser): Promise<FollowUpCounts> {
    const mine = user ? visibleTo(user) : { sql: '', params: [] };
    const rows = await this.deps.db.em.execute<Array<{ status: string; n: string | number }>>(
      `select status, count(*) as n from followups_follow_up where business_id = ?${mine.sql} group by status`,
      [businessId, ...mine.params],
    );
    const of = (status: string) => Number(rows.find((r) => r.status === status)?.n ?? 0);
    return { open: of('open'), waiting: of('waiting'), resolved: of('resolved') };
  }

  async #channel(row: FollowUpRow, channel: ReplyChannel): Promise<{ available: boolean; reason: string | null; address: string | null }> {
    const address = channel === 'email' ? row.customer_email : row.customer_phone;
    const words = CHANNEL_WORDS[channel];
    if (!address) return { available: false, reason: `${row.customer_name} did not give ${words.address}.`, address };
    if (row.stopped_at)
      return { available: false, reason: `${row.customer_name} stopped this conversation: Korero sends nothing more on it.`, address };
    if (await this.deps.messaging.isOptedOut(channel as MessageChannel, address))
      return { available: false, reason: `${row.customer_name} has opted out of ${words.plural} from Korero.`, address };
    return { available: true, reason: null, address };
  }

  async detail(user: SessionUser, id: string): Promise<FollowUpDetail> {
    const row = await this.#row(user, id);
    const { db, messaging } = this.deps;
    const messages = await db.em.execute<MessageRow[]>(
      `select id, follow_up_id, sender, channel, body, created_at from followups_message where follow_up_id = ? order by created_at, case when channel = 'feedback' then 0 else 1 end, id`,
      [row.id],
    );
    const notes = await db.em.execute<NoteRow[]>(
      'select id, body, author_name, created_at from followups_note where follow_up_id = ? order by created_at, id',
      [row.id],
    );
    const sent = messages.filter((m) => m.sender === 'business');
    const records = new Map(
      (sent.length ? await messaging.byReferences(sent.map((m) => messageReference(m.id))) : []).map((r) => [r.reference, r]),
    );
    const providers = messaging.providers();
    const [email, sms] = [await this.#channel(row, 'email'), await this.#channel(row, 'sms')];
    return {
      ...this.#summary(row, await this.deps.assignees.of(user.businessId), user),
      contact: { email: row.customer_email, phone: row.customer_phone },
      channels: { email: { available: email.available, reason: email.reason }, sms: { available: sms.available, reason: sms.reason } },
      smsGreeting: smsGreeting(translator(catalogues, await followUpLanguage(this.deps, row))),
      firstAnsweredAt: iso(row.first_answered_at),
      resolvedAt: row.status === 'resolved' ? iso(row.resolved_at) : null,
      messages: messages.map((m) => {
        const record = m.sender === 'business' ? records.get(messageReference(m.id)) : undefined;
        const delivery = record ? deliveryOf(record, providers) : null;
        return {
          id: m.id,
          from: m.sender,
          body: m.body,
          channel: m.channel,
          status: m.sender === 'customer' ? ('received' as const) : (delivery?.delivery ?? 'sending'),
          reason: delivery?.reason ?? null,
          createdAt: iso(m.created_at)!,
        };
      }),
      notes: notes.map((n) => ({ id: n.id, body: n.body, author: n.author_name, createdAt: iso(n.created_at)! })),
    };
  }

  /** Sends a reply by email or SMS through the outbox, with a fresh link to the customer's page. */
  async reply(user: SessionUser, id: string, input: { channel: ReplyChannel; body: string }) {
    const { db, clock, messaging, business, publicUrl, sms } = this.deps;
    const row = await this.#row(user, id);
    const body = input.body.trim();
    if (!body) throw badRequest('Write a message to send.', { fields: { body: 'Write a message to send' } });
    const words = CHANNEL_WORDS[input.channel];
    const address = input.channel === 'email' ? row.customer_email : row.customer_phone;
    if (!address)
      throw badRequest(`${row.customer_name} did not give ${words.address}: reply by ${words.other === 'sms' ? 'SMS' : 'email'} instead.`, {
        fields: { channel: `No ${input.channel === 'email' ? 'email address' : 'mobile number'} was given` },
      });
    if (input.channel === 'email' && body.length > EMAIL_BODY_MAX)
      throw badRequest(`An email reply is at most ${EMAIL_BODY_MAX} characters (this one is ${body.length}).`, {
        fields: { body: `At most ${EMAIL_BODY_MAX} characters` },
      });
    if (input.channel === 'sms' && body.length > SMS_WORDS_MAX)
      throw badRequest(
        `A reply by text is at most ${SMS_WORDS_MAX} characters of your words (this one is ${body.length}): shorten it, or send it by email.`,
        {
          fields: { body: `At most ${SMS_WORDS_MAX} characters` },
        },
      );
    const problem = honestyProblem(body);
    if (problem) throw badRequest(problem, { fields: { body: problem } });
    const channel = await this.#channel(row, input.channel);
    if (!channel.available) throw forbidden(channel.reason!);

    const profile = await business.profile(user.businessId);
    // Korero's words round the owner's in the customer's language (issue 48); the owner's words stay as written.
    const korero = translator(catalogues, await followUpLanguage(this.deps, row, profile));
    const businessName = profile?.businessName?.trim() || korero.t('business.yourProvider');
    // A text carries a short link of its own (96 bits, as an invitation's /r/ code); an email the long one.
    const { token, hash } = newToken(input.channel === 'sms' ? 12 : 32);
    const link = input.channel === 'sms' ? `${publicUrl}${FOLLOW_UP_SHORT_PATH}${token}` : `${publicUrl}${FOLLOW_UP_PAGE_PATH}${token}`;
    // A text names the business as its texts do: the owner's plain-letters name when they gave one (160 a part).
    const smsName =
      input.channel === 'sms' && profile?.businessName?.trim() ? (await business.smsSettings(user.businessId)).businessName : businessName;
    const text =
      input.channel === 'sms'
        ? smsReplyText(smsName, body, link, smsGreeting(korero))
        : [
            body,
            '',
            `— ${businessName}`,
            // In both, the te reo lines first, then the English, each whole.
            ...korero.languages.flatMap((language) => [
              '',
              korero.in(language, 'email.readAndAnswer', { link }),
              korero.in(language, 'email.noReplies', { business: businessName }),
            ]),
          ].join('\n');
    const segments = input.channel === 'sms' ? smsLength(text).segments : null;
    const now = clock.now();
    const messageId = crypto.randomUUID();
    const record = await db.transaction(async (em) => {
      // A text counts against the plan's monthly SMS allowance, as invitation texts do (checked in the transaction).
      if (segments !== null) await sms.check(row.business_id, segments);
      await em.execute(
        'insert into followups_link (token_hash, follow_up_id, business_id, created_at) values (?, ?, ?, ?)',
        [hash, row.id, row.business_id, now],
        'run',
      );
      await em.execute(
        `insert into followups_message (id, follow_up_id, business_id, sender, channel, body, author_id, source_key, sms_segments, created_at)
         values (?, ?, ?, 'business', ?, ?, ?, null, ?, ?)`,
        [messageId, row.id, row.business_id, input.channel, body, user.id, segments, now],
        'run',
      );
      // The business answered: it now waits for the customer (a resolved one stays resolved).
      await em.execute(
        `update followups_follow_up set status = case when status = 'resolved' then status else 'waiting' end,
           waiting_since = case when status = 'resolved' then waiting_since else ? end,
           first_answered_at = coalesce(first_answered_at, ?), last_message_at = ?, updated_at = ? where id = ?`,
        [now, now, now, now, row.id],
        'run',
      );
      return messaging.send({
        channel: input.channel,
        to: address,
        ...(input.channel === 'email' ? { subject: korero.t('email.subject', { business: businessName }) } : {}),
        text,
        businessId: row.business_id,
        purpose: 'follow-up',
        reference: messageReference(messageId),
      });
    });
    const delivery = deliveryOf(record, messaging.providers());
    return {
      id: messageId,
      from: 'business' as const,
      body,
      channel: input.channel,
      status: delivery.delivery,
      reason: delivery.reason,
      createdAt: now.toISOString(),
    };
  }

  async change(user: SessionUser, id: string, input: FollowUpChangeInput): Promise<FollowUpDetail> {
    const { businessId } = user;
    const row = await this.#row(user, id);
    const now = this.deps.clock.now();
    let status = input.status ?? (input.outcome ? 'resolved' : row.status);
    if (input.outcome && input.status && input.status !== 'resolved')
      throw badRequest('An outcome is only for a resolved follow-up: send status "resolved" with it, or no outcome.');
    const outcome = status === 'resolved' ? (input.outcome ?? row.outcome) : null;
    if (status === 'resolved' && !outcome)
      throw badRequest('Choose how it ended to resolve it: fixed, refunded, explained or no-response.', {
        fields: { outcome: 'Choose an outcome' },
      });
    let assignee: AssigneeColumns = { assignee_id: row.assignee_id, assignee_account_id: row.assignee_account_id };
    let assigned: Assignee | null = null;
    if (input.assigneeId !== undefined) {
      if (user.role === 'technician') throw forbidden('Only an owner or a manager assigns follow-ups: ask one of them to hand it on.');
      if (input.assigneeId !== null) {
        assigned = (await this.deps.assignees.of(businessId)).find((a) => a.id === input.assigneeId) ?? null;
        if (!assigned)
          throw badRequest('Choose one of your team members or someone who signs in to this business.', {
            fields: { assigneeId: 'Not a team member or a person of this business' },
          });
      }
      assignee = columnsOf(assigned);
    }
    const waitingSince = status === row.status ? row.waiting_since : status === 'resolved' ? row.waiting_since : now;
    const resolvedAt = status === 'resolved' ? (row.status === 'resolved' ? row.resolved_at : now) : null;
    status = status as FollowUpRow['status'];
    await this.deps.db.em.execute(
      'update followups_follow_up set status = ?, outcome = ?, assignee_id = ?, assignee_account_id = ?, waiting_since = ?, resolved_at = ?, updated_at = ? where id = ? and business_id = ?',
      [status, outcome, assignee.assignee_id, assignee.assignee_account_id, waitingSince, resolvedAt, now, row.id, businessId],
      'run',
    );
    const changedHands =
      assigned?.person &&
      assigned.person.accountId !== user.id &&
      (assignee.assignee_id !== row.assignee_id || assignee.assignee_account_id !== row.assignee_account_id);
    if (changedHands) await this.#tellAssignee(user, row, assigned!);
    return this.detail(user, row.id);
  }

  /** Emails the person a follow-up was just assigned to (not when they assigned it to themselves). */
  async #tellAssignee(user: SessionUser, row: FollowUpRow, assigned: Assignee): Promise<void> {
    const { messaging, business, publicUrl, clock } = this.deps;
    const profile = await business.profile(row.business_id);
    const mail = assignedEmail({
      by: user.username,
      businessName: profile?.businessName?.trim() || 'your business',
      customerName: row.customer_name,
      link: `${publicUrl}/follow-ups/${row.id}`,
    });
    await messaging.send({
      channel: 'email',
      to: assigned.person!.email,
      ...mail,
      businessId: row.business_id,
      purpose: 'follow-up-assigned',
      reference: `followup-assigned:${row.id}:${clock.now().getTime()}`,
      transactional: true,
    });
  }

  async note(user: SessionUser, id: string, body: string): Promise<FollowUpNote> {
    const row = await this.#row(user, id);
    const now = this.deps.clock.now();
    const noteId = crypto.randomUUID();
    await this.deps.db.em.execute(
      'insert into followups_note (id, follow_up_id, business_id, body, author_id, author_name, created_at) values (?, ?, ?, ?, ?, ?, ?)',
      [noteId, row.id, row.business_id, body, user.id, user.username.slice(0, 120), now],
      'run',
    );
    return { id: noteId, body, author: user.username, createdAt: now.toISOString() };
  }
}
