import { randomBytes } from 'node:crypto';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { AiPort, ClockPort, Database, EventsPort, MessagingPort, RecordChainPort, StoragePort } from '@korero/core/sdk';
import { badRequest, conflict, notFound, unavailable } from '@korero/core/sdk';
import type { BusinessDirectory, PublicBusinessProfile } from '@korero/module-business/contract';
import type { InvitationSummary, InvitesCredits, InvitesDirectory } from '@korero/module-invites/contract';
import type { AlreadySubmitted } from '../contract/api.ts';
import { googleReviewUrl, reviewSubmitted } from '../contract/index.ts';
import { Draft } from './draft.entity.ts';
import { draftInput, type CustomerChoices } from './draft-input.ts';
import type { ReviewDrafter } from './draft/review-drafter.ts';
import { cleanPhotos, EXTENSIONS, type CleanPhoto } from './photos.ts';
import { Review } from './review.entity.ts';
import { Submission } from './submission.entity.ts';
import type { PrivateNotices } from './private-notices.ts';

export interface SubmitInput extends CustomerChoices {
  generatedReview: string;
  photoUrls: string[];
  reviewDestination: 'google' | 'private';
  consent: boolean;
  /** The customer used voice-to-text (absent means they typed). */
  usedVoice?: boolean;
  /** The customer ticked "The business may show my review and first name on its website" (absent: they did not). */
  showOnWebsite?: boolean;
}

export interface SubmitAnswer {
  googleReviewUrl: string | null;
  generatedText: string;
  submissionId: string;
  reviewId: string;
}

export interface CustomerDeps {
  db: Database;
  clock: ClockPort;
  storage: StoragePort;
  messaging: MessagingPort;
  /** Speech to text for the customer's own words. */
  ai: AiPort;
  drafter: ReviewDrafter;
  events: EventsPort;
  invites: InvitesDirectory;
  /** People told from teams: the draft thanks people by first name, never a team as if it were a person. */
  credits: InvitesCredits;
  business: BusinessDirectory;
  /** Whether this module tells the owner about private feedback, or a follow-up's module does. */
  notices: Pick<PrivateNotices, 'ownNotice'>;
  /** The record of asking: the customer's answer is appended with it. */
  chain: RecordChainPort;
}

/** The customer's side, by invitation token: draft, submit (once), transcribe. */
export class CustomerReviews {
  private readonly deps: CustomerDeps;

  constructor(deps: CustomerDeps) {
    this.deps = deps;
  }

  async invitation(token: string): Promise<{ invite: InvitationSummary; profile: PublicBusinessProfile }> {
    const invite = await this.deps.invites.byToken(token);
    const profile = invite ? await this.deps.business.profile(invite.businessId) : null;
    if (!invite || !profile) throw notFound('Review invitation not found or has expired.');
    return { invite, profile };
  }

  /** What an invitation already has, for a reopened link: null until the customer submits. */
  async submitted(token: string): Promise<AlreadySubmitted | null> {
    const { invite, profile } = await this.invitation(token);
    return this.submittedFor(invite, profile);
  }

  async submittedFor(invite: InvitationSummary, profile: PublicBusinessProfile): Promise<AlreadySubmitted | null> {
    // The invitation records its completion, so an unanswered one (nearly every opening) costs no lookup.
    if (!invite.completedAt) return null;
    const submission = await this.deps.db.em.findOne(Submission, { inviteId: invite.id });
    const review = submission ? await this.deps.db.em.findOne(Review, { submissionId: submission.id }) : null;
    if (!submission || !review) return null;
    return {
      submissionId: submission.id,
      reviewId: review.id,
      destination: submission.destination === 'private' ? 'private' : 'google',
      starRating: submission.starRating,
      text: review.reviewerApprovedText,
      googleReviewUrl: googleReviewUrl(profile.googlePlaceId),
      postedAt: review.postedAt?.toISOString() ?? null,
      showOnWebsite: submission.showOnWebsite,
    };
  }

  async generate(token: string, choices: CustomerChoices): Promise<string> {
    const { invite, profile } = await this.invitation(token);
    // The invitation records its completion, so drafting (the busiest public call) needs no submissions lookup.
    if (invite.completedAt) throw conflict('This invitation already has a review. Thank you!');
    // A fresh seed each time, so "Edit & Regenerate" words it differently.
    const people = await this.deps.credits.customerNames(invite, profile.businessName);
    const input = draftInput(profile, { ...invite, teamMembers: people }, choices, `${invite.token}:${randomBytes(6).toString('hex')}`);
    const text = await this.deps.drafter.draft(input);
    // One statement, not the ORM's upsert (which reads the row back into its identity map): this is the busiest write
    // a customer makes, once per draft.
    await this.deps.db.em.execute(
      `insert into reviews_draft (invite_id, business_id, text, created_at) values (?, ?, ?, ?)
       on conflict (invite_id) do update set text = excluded.text, created_at = excluded.created_at`,
      [invite.id, invite.businessId, text, this.deps.clock.now()],
      'run',
    );
    // Only the first draft marks the invitation started; the link's read says whether it is.
    if (!invite.startedAt) await this.deps.invites.markStarted(invite.id);
    return text;
  }

  /** Stores the submission once per invitation; asking again answers with the first. */
  async submit(token: string, input: SubmitInput): Promise<SubmitAnswer> {
    const { invite, profile } = await this.invitation(token);
    const existing = await this.#existing(invite.id);
    if (existing) return existing;
    // Resolves the ticked items first: an unknown id is refused before anything is stored (or decoded).
    draftInput(profile, invite, input, 'check');
    const photos = await cleanPhotos(input.photoUrls);

    const now = this.deps.clock.now();
    const { db, storage } = this.deps;
    const submissionId = crypto.randomUUID();
    const keys = await this.#storePhotos(invite.businessId, submissionId, photos);
    const draft = await db.em.findOne(Draft, { inviteId: invite.id });
    const url = googleReviewUrl(profile.googlePlaceId);
    let reviewId: string;
    try {
      // Everything the submission means is written in one transaction: the invitation marked answered, the owner's
      // private-feedback email queued, and reviews.submitted. Either all of it is stored or none of it is.
      reviewId = await db.transaction(async (em) => {
        em.create(Submission, {
          id: submissionId,
          businessId: invite.businessId,
          inviteId: invite.id,
          source: 'invite',
          starRating: input.starRating,
          selectedFeedback: [...new Set(input.selectedFeedback)],
          ratingScores: input.ratingScores,
          reviewerText: input.reviewerText,
          satisfaction: null,
          destination: input.reviewDestination,
          photoKeys: keys,
          usedVoice: input.usedVoice ?? false,
          customerName: invite.customerName,
          jobDescription: invite.jobDescription,
          jobLocation: invite.jobLocation,
          jobReference: null,
          teamMembers: invite.teamMembers,
          consentAt: now,
          // Only a review for Google may appear on the business's website: private feedback stays private (issue 44).
          showOnWebsite: input.reviewDestination === 'google' && (input.showOnWebsite ?? false),
          createdAt: now,
        });
        const review = em.create(Review, {
          submissionId,
          businessId: invite.businessId,
          aiGeneratedText: draft?.text ?? input.generatedReview,
          reviewerApprovedText: input.generatedReview,
          googleReviewUrl: input.reviewDestination === 'google' ? url : null,
          postedAt: input.reviewDestination === 'google' ? now : null,
          createdAt: now,
          updatedAt: now,
        });
        await em.flush();
        await this.deps.chain.append(invite.businessId, {
          kind: 'reviews.answered',
          data: {
            invitationId: invite.id,
            submissionId,
            destination: input.reviewDestination,
            stars: input.starRating,
            customer: this.deps.chain.person(invite.customerName),
          },
        });
        await this.deps.invites.markCompleted(invite.id, now);
        if (input.reviewDestination === 'private' && this.deps.notices.ownNotice()) await this.#tellOwner(invite, profile, input);
        await this.deps.events.emit(reviewSubmitted, {
          submissionId,
          businessId: invite.businessId,
          inviteId: invite.id,
          starRating: input.starRating,
          destination: input.reviewDestination,
          createdAt: now.toISOString(),
        });
        return review.id;
      });
    } catch (error) {
      // Nothing was stored (two submissions raced and the other won, or the write failed): drop this one's files.
      await Promise.all(keys.map((k) => storage.delete(k)));
      if (error instanceof UniqueConstraintViolationException) {
        db.em.clear();
        const first = await this.#existing(invite.id);
        if (first) return first;
      }
      throw error;
    }
    return { googleReviewUrl: url, generatedText: input.generatedReview, submissionId, reviewId };
  }

  async transcribe(token: string, dataUrl: string): Promise<string> {
    await this.invitation(token);
    if (!this.deps.ai.transcriber) throw unavailable("Voice-to-text isn't available right now. Type your words instead.");
    const match = /^data:(audio\/[\w.+-]+)(?:;[\w=.-]+)*;base64,([A-Za-z0-9+/=\s]+)$/.exec(dataUrl);
    if (!match) throw badRequest('audioUrl must be an audio recording (a data URL).');
    const audio = Buffer.from(match[2]!, 'base64');
    if (audio.length > 10 * 1024 * 1024) throw badRequest('The recording is too long. Keep it under 40 seconds.');
    const extension = match[1]!.includes('mp4') ? 'mp4' : match[1]!.includes('wav') ? 'wav' : match[1]!.includes('ogg') ? 'ogg' : 'webm';
    try {
      // The recording exists only in this request's memory: nothing is kept once it is transcribed.
      return await this.deps.ai.transcribe({ audio, contentType: match[1]!, fileName: `recording.${extension}` });
    } catch {
      throw unavailable('Failed to transcribe audio. Please try again.');
    }
  }

  async #existing(inviteId: string): Promise<SubmitAnswer | null> {
    const submission = await this.deps.db.em.findOne(Submission, { inviteId });
    if (!submission) return null;
    const review = await this.deps.db.em.findOne(Review, { submissionId: submission.id });
    const profile = await this.deps.business.profile(submission.businessId);
    return {
      googleReviewUrl: googleReviewUrl(profile?.googlePlaceId),
      generatedText: review?.reviewerApprovedText ?? '',
      submissionId: submission.id,
      reviewId: review?.id ?? '',
    };
  }

  async #storePhotos(businessId: string, submissionId: string, photos: CleanPhoto[]): Promise<string[]> {
    const keys: string[] = [];
    for (const [i, photo] of photos.entries()) {
      const key = `photos/${businessId}/${submissionId}/${i + 1}.${EXTENSIONS[photo.type]}`;
      await this.deps.storage.put(key, photo.bytes, photo.type);
      keys.push(key);
    }
    return keys;
  }

  async #tellOwner(invite: InvitationSummary, profile: PublicBusinessProfile, input: SubmitInput): Promise<void> {
    const to = await this.deps.business.contactEmail(invite.businessId);
    if (!to) return;
    await this.deps.messaging.send({
      channel: 'email',
      to,
      subject: `Private feedback from ${invite.customerName} (${input.starRating}★)`,
      text: [
        `${invite.customerName} sent you private feedback (job: ${invite.jobDescription}, ${invite.jobLocation}).`,
        '',
        `Rating: ${'★'.repeat(input.starRating)}${'☆'.repeat(5 - input.starRating)}`,
        '',
        input.generatedReview,
        '',
        'Only you can see this. Reply to them directly if you would like to put things right.',
        `— Korero, for ${profile.businessName ?? 'your business'}`,
      ].join('\n'),
      businessId: invite.businessId,
      purpose: 'private-feedback',
      transactional: true,
    });
  }
}
