import { LockMode } from '@mikro-orm/core';
import type { ClockPort, Database, EventsPort, MessagingPort, RecordChainPort } from '@korero/core/sdk';
import { HttpError, notFound } from '@korero/core/sdk';
import type { LanguageChoice } from '@korero/core/contract';
import type { BusinessDirectory } from '@korero/module-business/contract';
import { privacySourceSentence } from '@korero/module-invites/contract';
import { googleReviewUrl, privateFeedbackSent, reviewSubmitted } from '../contract/index.ts';
import { newEditToken, type Capabilities } from './capabilities.ts';
import { consentMissing } from './consent.ts';
import type { ReviewDrafter } from './draft/review-drafter.ts';
import { PrivateFeedback } from './private-feedback.entity.ts';
import { PublicLink } from './public-link.entity.ts';
import type { PublicLinks } from './public-links.service.ts';
import { Review } from './review.entity.ts';
import { Submission } from './submission.entity.ts';
import type { PrivateNotices } from './private-notices.ts';

export interface SimpleReviewInput {
  satisfaction: string;
  feedback: string[];
  comments: string;
  rating: number;
  /** The business's public link key (/review?key=…). */
  key: string;
  jobId: string | null;
}

export interface FeedbackDeps {
  db: Database;
  clock: ClockPort;
  drafter: ReviewDrafter;
  messaging: MessagingPort;
  events: EventsPort;
  business: BusinessDirectory;
  links: PublicLinks;
  capabilities: Capabilities;
  /** Whether this module tells the owner about private feedback, or a follow-up's module does. */
  notices: Pick<PrivateNotices, 'ownNotice'>;
  /** The record of asking: each answer is appended with it. */
  chain: RecordChainPort;
}

/**
 * Simple-form submissions a business takes per hour, whoever sends them. Per-client limits stop one sender; this
 * stops many (a link passed around to flood a business with ratings). Counted in the database, so every process
 * shares it.
 */
export const SIMPLE_FORM_HOURLY_LIMIT = 20;
const HOUR_MS = 60 * 60 * 1000;

export const LINK_NOT_ACTIVE = 'This review link is not active. Please ask the business for their current review link.';
const BUSY = 'This business has had a lot of feedback through its review link in the last hour. Please try again later.';
const REVIEW_NOT_YOURS = 'Review not found. Open it from the page you were on when you sent it.';
const FEEDBACK_NOT_YOURS = 'Missing submission information. Please use a valid feedback link.';

/** The simple satisfaction form, private feedback, and the review preview page: each by the customer's capability. */
export class FeedbackService {
  private readonly deps: FeedbackDeps;

  constructor(deps: FeedbackDeps) {
    this.deps = deps;
  }

  async #recentSimple(businessId: string, now: Date): Promise<number> {
    return this.deps.db.em.count(Submission, { businessId, source: 'simple', createdAt: { $gt: new Date(now.getTime() - HOUR_MS) } });
  }

  /**
   * The simple form, through a business's public link. Every customer is offered both destinations whatever they
   * chose (decisions.md: no gating), so `redirectToFeedback` is always false: the preview page offers Google and
   * private feedback side by side. The edit token in the answer is the only way back to this submission.
   */
  async submitSimple(input: SimpleReviewInput) {
    const businessId = await this.deps.links.businessFor(input.key);
    const profile = businessId ? await this.deps.business.profile(businessId) : null;
    if (!businessId || !profile) throw notFound(LINK_NOT_ACTIVE);
    const now = this.deps.clock.now();
    // Checked before drafting too, so a flood costs no drafting once the limit is reached.
    if ((await this.#recentSimple(businessId, now)) >= SIMPLE_FORM_HOURLY_LIMIT) throw new HttpError(429, BUSY);
    const draft = await this.deps.drafter.draft({
      starRating: input.rating,
      positives: input.feedback.map((text) => ({ category: 'service', text })),
      improvements: [],
      scores: {},
      jobDescription: null,
      jobLocation: null,
      businessName: profile.businessName ?? 'the team',
      teamMembers: [],
      customerWords: input.comments,
      seed: `${businessId}:${now.getTime()}`,
    });
    const edit = newEditToken(now);
    const { submission, review } = await this.deps.db.transaction(async (em) => {
      // The link row, locked: submissions for one business queue here, so the hourly count holds across processes,
      // and a link switched off or rotated meanwhile takes nothing more.
      const link = await em.findOne(PublicLink, { key: input.key, enabled: true }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!link) throw notFound(LINK_NOT_ACTIVE);
      if ((await this.#recentSimple(businessId, now)) >= SIMPLE_FORM_HOURLY_LIMIT) throw new HttpError(429, BUSY);
      const submission = em.create(Submission, {
        businessId,
        inviteId: null,
        source: 'simple',
        starRating: input.rating,
        selectedFeedback: input.feedback,
        ratingScores: {},
        reviewerText: input.comments,
        satisfaction: input.satisfaction,
        // The customer chooses on the preview page, next: until then it is neither Google nor private.
        destination: 'undecided',
        photoKeys: [],
        usedVoice: false,
        customerName: 'A customer',
        jobDescription: null,
        jobLocation: null,
        jobReference: input.jobId,
        teamMembers: [],
        consentAt: null,
        editTokenHash: edit.hash,
        editTokenExpiresAt: edit.expiresAt,
        createdAt: now,
      });
      const review = em.create(Review, {
        submissionId: submission.id,
        businessId,
        aiGeneratedText: draft,
        reviewerApprovedText: draft,
        googleReviewUrl: googleReviewUrl(profile.googlePlaceId),
        postedAt: null,
        createdAt: now,
        updatedAt: now,
      });
      await em.flush();
      // An answer through the business's public link: no invitation and no name, only the job it names (if any).
      await this.deps.chain.append(businessId, {
        kind: 'reviews.answered',
        data: { invitationId: null, submissionId: submission.id, destination: 'undecided', stars: input.rating, jobReference: input.jobId },
      });
      // What the full form announces, so a listener hears of every submission whichever form it came through.
      await this.deps.events.emit(reviewSubmitted, {
        submissionId: submission.id,
        businessId,
        inviteId: null,
        starRating: input.rating,
        destination: 'undecided',
        createdAt: now.toISOString(),
      });
      return { submission, review };
    });
    return {
      redirectToFeedback: false,
      submissionId: submission.id,
      businessName: profile.businessName,
      googlePlaceId: profile.googlePlaceId,
      data: { googlePlaceId: profile.googlePlaceId },
      review: { id: review.id },
      editToken: edit.token,
      editTokenExpiresAt: edit.expiresAt.toISOString(),
    };
  }

  /** What the simple form shows before the customer starts: whose form it is (404 when the link is off). */
  async form(
    key: string,
  ): Promise<{ businessName: string | null; logoUrl: string | null; contactSource: string; language: LanguageChoice }> {
    const businessId = await this.deps.links.businessFor(key);
    const profile = businessId ? await this.deps.business.profile(businessId) : null;
    if (!profile) throw notFound(LINK_NOT_ACTIVE);
    // Whatever this page collects, the customer types it themselves: its privacy notice says so (no IPP3A line owed).
    const contactSource = privacySourceSentence({ kind: 'review_link', label: '' }, profile.businessName, profile.language);
    // No invitation behind this form: its page is in the business's language (Settings) until the customer switches.
    return { businessName: profile.businessName, logoUrl: profile.logoUrl, contactSource, language: profile.language };
  }

  /**
   * A simple-form review goes nowhere (Google or the owner) until its customer ticks the consent box, as on the
   * invitation's page; the first time is recorded. An invitation's submission has it from its approve step.
   */
  #consent(submission: Submission, consent: boolean | undefined): void {
    if (submission.consentAt) return;
    if (consent !== true) throw consentMissing();
    submission.consentAt = this.deps.clock.now();
  }

  async privateFeedback(input: {
    details: string;
    email: string | null;
    submissionId: string;
    token: string;
    consent?: boolean | undefined;
    showOnWebsite?: boolean | undefined;
  }): Promise<void> {
    const submission = await this.deps.capabilities.submission(input.submissionId, input.token, FEEDBACK_NOT_YOURS);
    this.#consent(submission, input.consent);
    // Private feedback never goes on the business's website, whatever the form sent (showOnWebsite is ignored here).
    if (submission.destination === 'undecided') submission.destination = 'private';
    const now = this.deps.clock.now();
    // The feedback and its announcement (the followups module opens a conversation from it) are stored together.
    await this.deps.db.transaction(async (em) => {
      const feedback = em.create(PrivateFeedback, {
        submissionId: submission.id,
        businessId: submission.businessId,
        details: input.details,
        email: input.email,
        createdAt: now,
      });
      await em.flush();
      await this.deps.chain.append(submission.businessId, {
        kind: 'reviews.private_feedback',
        data: {
          submissionId: submission.id,
          invitationId: submission.inviteId ?? null,
          email: this.deps.chain.digest('email', input.email),
        },
      });
      await this.deps.events.emit(privateFeedbackSent, {
        privateFeedbackId: feedback.id,
        submissionId: submission.id,
        businessId: submission.businessId,
        inviteId: submission.inviteId ?? null,
        email: input.email,
        createdAt: now.toISOString(),
      });
    });
    const to = this.deps.notices.ownNotice() ? await this.deps.business.contactEmail(submission.businessId) : null;
    if (to) {
      await this.deps.messaging.send({
        channel: 'email',
        to,
        subject: `Private feedback from ${submission.customerName}`,
        text: [
          `${submission.customerName} sent you private feedback${aboutJob(submission)}:`,
          '',
          input.details,
          '',
          input.email ? `They left an email so you can reply: ${input.email}` : 'They did not leave an email address.',
          '',
          '— Korero',
        ].join('\n'),
        businessId: submission.businessId,
        purpose: 'private-feedback',
        transactional: true,
      });
    }
  }

  async review(id: string, token: string) {
    const { review, submission } = await this.deps.capabilities.review(id, token, REVIEW_NOT_YOURS);
    const profile = await this.deps.business.profile(review.businessId);
    return {
      id: review.id,
      reviewerApprovedText: review.reviewerApprovedText,
      aiGeneratedText: review.aiGeneratedText,
      starRating: submission.starRating,
      businessName: profile?.businessName ?? null,
      logoUrl: profile?.logoUrl ?? null,
      googleReviewUrl: googleReviewUrl(profile?.googlePlaceId),
      submissionId: review.submissionId,
    };
  }

  async edit(id: string, token: string, text: string): Promise<void> {
    const { review } = await this.deps.capabilities.review(id, token, REVIEW_NOT_YOURS);
    review.reviewerApprovedText = text;
    review.updatedAt = this.deps.clock.now();
    await this.deps.db.em.flush();
  }

  async markPosted(id: string, token: string, url: string | null, consent?: boolean, showOnWebsite?: boolean): Promise<void> {
    const { review, submission } = await this.deps.capabilities.review(id, token, REVIEW_NOT_YOURS);
    this.#consent(submission, consent);
    if (submission.destination === 'undecided') submission.destination = 'google';
    // Only a review that went to Google may be shown on the website; a submission sent privately stays private.
    if (showOnWebsite !== undefined && submission.destination === 'google') submission.showOnWebsite = showOnWebsite;
    review.postedAt = this.deps.clock.now();
    if (url) review.googleReviewUrl = url;
    await this.deps.db.em.flush();
  }

  /** The customer takes their review off the business's website, with the capability they sent it with. */
  async takeDown(submissionId: string, token: string): Promise<void> {
    const submission = await this.deps.capabilities.submission(submissionId, token, REVIEW_NOT_YOURS, { expiredToo: true });
    submission.showOnWebsite = false;
    await this.deps.db.em.flush();
  }
}

/** " about <job>" for the owner's email: the job's description, or the job number a review link carried. */
function aboutJob(submission: { jobDescription?: string | null; jobReference?: string | null }): string {
  if (submission.jobDescription) return ` about ${submission.jobDescription}`;
  return submission.jobReference ? ` about job ${submission.jobReference}` : ' through your review link';
}
