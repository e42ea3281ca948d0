import type { ClockPort, Database, MessagingPort } from '@korero/core/sdk';
import { normalisePhone } from '@korero/core/sdk';
import type { BusinessDirectory } from '@korero/module-business/contract';
import type { InvitesDirectory } from '@korero/module-invites/contract';
import type { ReviewsSubmissions } from '@korero/module-reviews/contract';
import { privateFeedbackNotice } from './private-notice.ts';
import { addCustomerMessage, at, customerWrote } from './rows.ts';

/** The stars at or below which every answer opens a follow-up, wherever the customer sent it. */
export const LOW_RATING = 3;

export interface OpeningDeps {
  db: Database;
  clock: ClockPort;
  reviews: ReviewsSubmissions;
  invites: InvitesDirectory;
  messaging: MessagingPort;
  business: BusinessDirectory;
  publicUrl: string;
}

/**
 * Opens follow-ups from the reviews module's events. The rule: a submission gets one follow-up when it went to the
 * owner privately (destination "private", or private feedback sent afterwards) or when it gave 3★ or less, wherever
 * it went. A 5★ review for Google gets none. Both events may come more than once and in either order: the follow-up
 * is keyed by its submission, and each of the customer's words by its own id, so every delivery ends the same.
 */
export class Openings {
  private readonly deps: OpeningDeps;

  constructor(deps: OpeningDeps) {
    this.deps = deps;
  }

  async fromSubmission(input: { businessId: string; submissionId: string; inviteId: string | null; at: string }): Promise<void> {
    const { db, reviews, invites, clock } = this.deps;
    const submission = await reviews.one(input.businessId, input.submissionId);
    // Deleted by the owner before this delivery: nothing to follow up.
    if (!submission) return;
    const eligible = submission.destination === 'private' || submission.privateFeedback.length > 0 || submission.starRating <= LOW_RATING;
    if (!eligible) return;

    const [invitation] = input.inviteId ? await invites.contacts(input.businessId, [input.inviteId]) : [];
    const feedbackEmail = [...submission.privateFeedback].reverse().find((f) => f.email)?.email ?? null;
    const email = invitation?.email ?? feedbackEmail;
    const phone = invitation?.phone ? (normalisePhone(invitation.phone) ?? invitation.phone) : null;

    // What the customer told the owner privately opens the conversation, in their words.
    const openings: Array<{ key: string; body: string; createdAt: Date }> = [];
    const privateText = submission.review?.reviewerApprovedText.trim() || submission.reviewerText.trim();
    if (submission.destination === 'private' && submission.source === 'invite' && privateText)
      openings.push({ key: `submission:${submission.id}`, body: privateText, createdAt: new Date(submission.timestamp) });
    for (const feedback of submission.privateFeedback)
      openings.push({ key: `feedback:${feedback.id}`, body: feedback.details, createdAt: new Date(feedback.createdAt) });

    const openedAt = new Date(input.at);
    const now = clock.now();
    // Whom to tell, read only when there are private words to tell of (a 3★ review for Google opens a follow-up silently).
    const to = openings.length ? await this.deps.business.contactEmail(input.businessId) : null;
    const businessName = to ? (await this.deps.business.profile(input.businessId))?.businessName?.trim() || null : null;
    await db.transaction(async (em) => {
      await em.execute(
        `insert into followups_follow_up (id, business_id, submission_id, invite_id, customer_name, star_rating, status, customer_email,
           customer_phone, waiting_since, created_at, updated_at)
         values (?, ?, ?, ?, ?, ?, 'open', ?, ?, ?, ?, ?) on conflict (submission_id) do nothing`,
        [
          crypto.randomUUID(),
          input.businessId,
          submission.id,
          input.inviteId,
          submission.customerName.slice(0, 120),
          submission.starRating,
          email,
          phone,
          openedAt,
          openedAt,
          now,
        ],
        'run',
      );
      const [row] = await em.execute<Array<{ id: string; customer_email: string | null; created_at: Date | string }>>(
        'select id, customer_email, created_at from followups_follow_up where submission_id = ? and business_id = ? for update',
        [submission.id, input.businessId],
      );
      if (!row) return;
      // An address left with later private feedback is a way to answer the customer.
      if (!row.customer_email && email)
        await em.execute('update followups_follow_up set customer_email = ? where id = ?', [email, row.id], 'run');
      const opened = at(row.created_at)!;
      for (const opening of openings) {
        const added = await addCustomerMessage(em, {
          followUpId: row.id,
          businessId: input.businessId,
          channel: 'feedback',
          body: opening.body,
          key: opening.key,
          createdAt: opening.createdAt,
        });
        if (!added) continue;
        // Words from before the follow-up opened are its opening; later ones are the customer writing again.
        await customerWrote(em, row.id, opening.createdAt < opened ? opened : opening.createdAt, now);
        // The owner hears of each of the customer's private words once, with the way to answer (the reviews module left
        // this notice to this one): in this transaction, so it goes exactly when the words are stored.
        if (to)
          await this.deps.messaging.send(
            privateFeedbackNotice({
              to,
              businessId: input.businessId,
              businessName,
              followUpId: row.id,
              key: opening.key,
              submission,
              words: opening.body,
              contact: { email: row.customer_email ?? email, phone },
              link: `${this.deps.publicUrl}/follow-ups/${row.id}`,
            }),
          );
      }
    });
  }

  /** The owner deleted the submission: its follow-up and everything in it go too. */
  async forget(businessId: string, submissionId: string): Promise<void> {
    await this.deps.db.transaction(async (em) => {
      const rows = await em.execute<Array<{ id: string }>>(
        'select id from followups_follow_up where submission_id = ? and business_id = ?',
        [submissionId, businessId],
      );
      for (const { id } of rows) {
        for (const table of ['followups_message', 'followups_note', 'followups_link'])
          await em.execute(`delete from ${table} where follow_up_id = ?`, [id], 'run');
        await em.execute('delete from followups_follow_up where id = ?', [id], 'run');
      }
    });
  }
}
