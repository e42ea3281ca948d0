import type { Database, EventsPort, StoragePort, StoredObject } from '@korero/core/sdk';
import { isUuid, notFound, pagination } from '@korero/core/sdk';
import type { BusinessDirectory, StatsContribution } from '@korero/module-business/contract';
import type { Destination } from '../contract/api.ts';
import { feedbackItems, submissionDeleted } from '../contract/index.ts';
import { PrivateFeedback } from './private-feedback.entity.ts';
import { Review } from './review.entity.ts';
import { Submission } from './submission.entity.ts';
import { Draft } from './draft.entity.ts';

/** The owner's side: their submissions with reviews, feedback and photos; deletion; activity and stats. */
export class OwnerReviews {
  private readonly db: Database;
  private readonly storage: StoragePort;
  private readonly events: EventsPort;
  private readonly business: BusinessDirectory;

  constructor(db: Database, storage: StoragePort, events: EventsPort, business: BusinessDirectory) {
    this.db = db;
    this.storage = storage;
    this.events = events;
    this.business = business;
  }

  async #owned(businessId: string, id: string): Promise<Submission> {
    const submission = isUuid(id) ? await this.db.em.findOne(Submission, { id, businessId }) : null;
    if (!submission) throw notFound('Submission not found.');
    return submission;
  }

  async list(businessId: string, page: number, limit: number) {
    const em = this.db.em;
    const [rows, total] = await em.findAndCount(
      Submission,
      { businessId },
      { orderBy: { createdAt: 'desc', id: 'desc' }, limit, offset: (page - 1) * limit },
    );
    const ids = rows.map((r) => r.id);
    const [reviews, feedback, profile] = await Promise.all([
      em.find(Review, { submissionId: { $in: ids } }),
      em.find(PrivateFeedback, { submissionId: { $in: ids } }, { orderBy: { createdAt: 'asc' } }),
      this.business.profile(businessId),
    ]);
    const labels = new Map(profile ? feedbackItems(profile.criteria).map((i) => [i.id, i]) : []);
    return {
      data: rows.map((s) => {
        const review = reviews.find((r) => r.submissionId === s.id);
        const photoUrls = s.photoKeys.map((_k, i) => `/api/submissions/${s.id}/photos/${i + 1}`);
        return {
          id: s.id,
          starRating: s.starRating,
          timestamp: s.createdAt.toISOString(),
          customerName: s.customerName,
          jobDescription: s.jobDescription ?? null,
          jobLocation: s.jobLocation ?? null,
          teamMembers: JSON.stringify(s.teamMembers),
          selectedFeedback: JSON.stringify(s.selectedFeedback),
          /** The ticked items as the customer saw them (ids above are for machines). */
          feedbackLabels: s.selectedFeedback.map((id) => labels.get(id) ?? { id, text: id, kind: 'positive' as const, category: 'other' }),
          ratingScores: JSON.stringify(s.ratingScores),
          reviewerText: s.reviewerText,
          photoUrls: JSON.stringify(photoUrls),
          satisfaction: s.satisfaction ?? null,
          destination: s.destination as Destination,
          review: review
            ? {
                id: review.id,
                aiGeneratedText: review.aiGeneratedText,
                reviewerApprovedText: review.reviewerApprovedText,
                googleReviewUrl: review.googleReviewUrl ?? null,
                postedAt: review.postedAt?.toISOString() ?? null,
              }
            : null,
          privateFeedback: feedback
            .filter((f) => f.submissionId === s.id)
            .map((f) => ({ id: f.id, details: f.details, email: f.email ?? null, createdAt: f.createdAt.toISOString() })),
        };
      }),
      pagination: pagination(page, limit, total),
    };
  }

  /** Deletes the submission with its review record, private feedback and photos. */
  async delete(businessId: string, id: string): Promise<void> {
    const submission = await this.#owned(businessId, id);
    await this.db.transaction(async (em) => {
      await em.nativeDelete(PrivateFeedback, { submissionId: id });
      await em.nativeDelete(Review, { submissionId: id });
      if (submission.inviteId) await em.nativeDelete(Draft, { inviteId: submission.inviteId });
      await em.nativeDelete(Submission, { id });
      await this.events.emit(submissionDeleted, { submissionId: id, businessId });
    });
    await this.storage.deletePrefix(`photos/${businessId}/${id}`);
  }

  async photo(businessId: string, id: string, index: number): Promise<StoredObject & { name: string }> {
    const submission = await this.#owned(businessId, id);
    const key = submission.photoKeys[index - 1];
    const object = key ? await this.storage.get(key) : null;
    if (!key || !object) throw notFound('Photo not found.');
    return { ...object, name: `${submission.customerName.replace(/[^\w-]+/g, '-')}-photo-${index}.${key.split('.').pop()}` };
  }

  async reviews(businessId: string) {
    const rows = await this.db.em.find(Review, { businessId }, { orderBy: { createdAt: 'desc' }, limit: 200 });
    return rows.map((r) => ({
      id: r.id,
      submissionId: r.submissionId,
      aiGeneratedText: r.aiGeneratedText,
      reviewerApprovedText: r.reviewerApprovedText,
      googleReviewUrl: r.googleReviewUrl ?? null,
      postedAt: r.postedAt?.toISOString() ?? null,
      createdAt: r.createdAt.toISOString(),
    }));
  }

  async activity(businessId: string, limit: number) {
    const rows = await this.db.em.find(
      Submission,
      { businessId },
      { orderBy: { createdAt: 'desc' }, limit, fields: ['id', 'starRating', 'customerName', 'jobDescription', 'destination', 'createdAt'] },
    );
    return rows.map((s) => ({
      id: s.id,
      starRating: s.starRating,
      customerName: s.customerName,
      jobDescription: s.jobDescription ?? null,
      destination: s.destination as Destination,
      createdAt: s.createdAt.toISOString(),
    }));
  }

  /** Invitation responses and public-link submissions, counted apart: only the first answer invitations. */
  async stats(businessId: string): Promise<StatsContribution> {
    const rows = await this.db.em.execute<Array<{ source: string; n: string | number; total: string | number | null }>>(
      'select source, count(*) as n, sum(star_rating) as total from reviews_submission where business_id = ? group by source',
      [businessId],
    );
    const bySource = (source: string) => rows.find((r) => r.source === source);
    const invited = bySource('invite');
    const simple = bySource('simple');
    const n = Number(invited?.n ?? 0);
    return {
      reviewsGenerated: n,
      ratingSum: Number(invited?.total ?? 0),
      ratingCount: n,
      publicLinkSubmissions: Number(simple?.n ?? 0),
      publicLinkRatingSum: Number(simple?.total ?? 0),
    };
  }
}
