import type { ClockPort, Database, StoragePort } from '@korero/core/sdk';
import { Draft } from './draft.entity.ts';
import { PrivateFeedback } from './private-feedback.entity.ts';
import { PublicLink } from './public-link.entity.ts';
import { Review } from './review.entity.ts';
import { Submission } from './submission.entity.ts';

/** A business's reviews in its data export, and their deletion with the account (whether or not reviews is on). */
export class ReviewsData {
  private readonly db: Database;
  private readonly storage: StoragePort;
  private readonly clock: ClockPort;

  constructor(db: Database, storage: StoragePort, clock: ClockPort) {
    this.db = db;
    this.storage = storage;
    this.clock = clock;
  }

  async exportBusiness(businessId: string) {
    const em = this.db.em;
    const [submissions, reviews, feedback, drafts, link] = await Promise.all([
      em.find(Submission, { businessId }, { orderBy: { createdAt: 'asc' } }),
      em.find(Review, { businessId }),
      em.find(PrivateFeedback, { businessId }),
      em.find(Draft, { businessId }, { orderBy: { createdAt: 'asc' } }),
      em.findOne(PublicLink, { businessId }),
    ]);
    // Photos are given as the addresses the owner downloads them from, not as bytes.
    return {
      // The customer's edit token (its hash) is theirs, not the business's data.
      submissions: submissions.map(({ photoKeys, editTokenHash: _hash, editTokenExpiresAt: _until, ...s }) => ({
        ...s,
        // Where the customer's details came from: the review link's are the customer's own (an invitation's says its own).
        contactSource: s.source === 'simple' ? { kind: 'review_link', label: '' } : null,
        photos: photoKeys.map((_k, i) => `/api/submissions/${s.id}/photos/${i + 1}`),
      })),
      reviews,
      privateFeedback: feedback,
      // The last AI draft of each invitation a customer started, answered or not.
      drafts: drafts.map(({ inviteId, text, createdAt }) => ({ invitationId: inviteId, text, createdAt })),
      // Whether the public review link is on; its key opens the form, so it stays in Settings, not in a file.
      publicLink: link ? { enabled: link.enabled, createdAt: link.createdAt, updatedAt: link.updatedAt } : null,
      exportedAt: this.clock.now().toISOString(),
    };
  }

  /** Submissions with their reviews, feedback, drafts and photos, and the public review link. */
  async deleteBusiness(businessId: string): Promise<void> {
    await this.db.transaction(async (em) => {
      await em.nativeDelete(PrivateFeedback, { businessId });
      await em.nativeDelete(Review, { businessId });
      await em.nativeDelete(Draft, { businessId });
      await em.nativeDelete(Submission, { businessId });
      await em.nativeDelete(PublicLink, { businessId });
      // Derived figures (the analytics' days), last: deleting the submissions above touched them.
      await em.execute('delete from reviews_stats_day where business_id = ?', [businessId], 'run');
    });
    await this.storage.deletePrefix(`photos/${businessId}`);
  }
}
