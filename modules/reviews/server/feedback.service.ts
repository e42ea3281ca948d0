import type { AiPort, ClockPort, Database, MessagingPort } from '@korero/core/sdk';
import { isUuid, notFound } from '@korero/core/sdk';
import type { BusinessDirectory } from '@korero/module-business/contract';
import { googleReviewUrl } from '../contract/index.ts';
import { PrivateFeedback } from './private-feedback.entity.ts';
import { Review } from './review.entity.ts';
import { Submission } from './submission.entity.ts';

export interface SimpleReviewInput {
  satisfaction: string;
  feedback: string[];
  comments: string;
  rating: number;
  clientId: string;
  jobId: string | null;
}

export interface FeedbackDeps {
  db: Database;
  clock: ClockPort;
  ai: AiPort;
  messaging: MessagingPort;
  business: BusinessDirectory;
}

/** The simple satisfaction form, private feedback, and the review preview page (by review id). */
export class FeedbackService {
  private readonly deps: FeedbackDeps;

  constructor(deps: FeedbackDeps) {
    this.deps = deps;
  }

  /**
   * The simple form. Every customer is offered both destinations whatever they chose (decisions.md: no gating), so
   * `redirectToFeedback` is always false: the preview page offers Google and private feedback side by side.
   */
  async submitSimple(input: SimpleReviewInput) {
    const profile = isUuid(input.clientId) ? await this.deps.business.profile(input.clientId) : null;
    if (!profile) throw notFound('Missing client information. Please use a valid review link.');
    const now = this.deps.clock.now();
    const draft = await this.deps.ai.draftReview({
      starRating: input.rating,
      positives: input.feedback.map((text) => ({ category: 'service', text })),
      improvements: [],
      scores: {},
      jobDescription: null,
      jobLocation: null,
      businessName: profile.businessName ?? 'the team',
      teamMembers: [],
      customerWords: input.comments,
      seed: `${input.clientId}:${now.getTime()}`,
    });
    const { submission, review } = await this.deps.db.transaction(async (em) => {
      const submission = em.create(Submission, {
        businessId: profile.businessId,
        inviteId: null,
        source: 'simple',
        starRating: input.rating,
        selectedFeedback: input.feedback,
        ratingScores: {},
        reviewerText: input.comments,
        satisfaction: input.satisfaction,
        destination: 'google',
        photoKeys: [],
        customerName: 'A customer',
        jobDescription: input.jobId,
        jobLocation: null,
        teamMembers: [],
        consentAt: null,
        createdAt: now,
      });
      const review = em.create(Review, {
        submissionId: submission.id,
        businessId: profile.businessId,
        aiGeneratedText: draft,
        reviewerApprovedText: draft,
        googleReviewUrl: googleReviewUrl(profile.googlePlaceId),
        postedAt: null,
        createdAt: now,
        updatedAt: now,
      });
      await em.flush();
      return { submission, review };
    });
    return {
      redirectToFeedback: false,
      submissionId: submission.id,
      businessName: profile.businessName,
      googlePlaceId: profile.googlePlaceId,
      data: { googlePlaceId: profile.googlePlaceId },
      review: { id: review.id },
    };
  }

  async privateFeedback(input: { details: string; email: string | null; submissionId: string }): Promise<void> {
    const submission = isUuid(input.submissionId) ? await this.deps.db.em.findOne(Submission, { id: input.submissionId }) : null;
    if (!submission) throw notFound('Missing submission information. Please use a valid feedback link.');
    this.deps.db.em.create(PrivateFeedback, {
      submissionId: submission.id,
      businessId: submission.businessId,
      details: input.details,
      email: input.email,
      createdAt: this.deps.clock.now(),
    });
    await this.deps.db.em.flush();
    const to = await this.deps.business.contactEmail(submission.businessId);
    if (to) {
      await this.deps.messaging.send({
        channel: 'email',
        to,
        subject: `Private feedback from ${submission.customerName}`,
        text: [
          `${submission.customerName} sent you private feedback${submission.jobDescription ? ` about ${submission.jobDescription}` : ''}:`,
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

  async #review(id: string): Promise<Review> {
    const review = isUuid(id) ? await this.deps.db.em.findOne(Review, { id }) : null;
    if (!review) throw notFound('Review not found.');
    return review;
  }

  async review(id: string) {
    const review = await this.#review(id);
    const profile = await this.deps.business.profile(review.businessId);
    return {
      id: review.id,
      reviewerApprovedText: review.reviewerApprovedText,
      aiGeneratedText: review.aiGeneratedText,
      businessName: profile?.businessName ?? null,
      googleReviewUrl: googleReviewUrl(profile?.googlePlaceId),
      submissionId: review.submissionId,
    };
  }

  async edit(id: string, text: string): Promise<void> {
    const review = await this.#review(id);
    review.reviewerApprovedText = text;
    review.updatedAt = this.deps.clock.now();
    await this.deps.db.em.flush();
  }

  async markPosted(id: string, url: string | null): Promise<void> {
    const review = await this.#review(id);
    review.postedAt = this.deps.clock.now();
    if (url) review.googleReviewUrl = url;
    await this.deps.db.em.flush();
  }
}
