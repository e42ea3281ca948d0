import { badRequest, creditedFirstNames } from '@korero/core/sdk';
import type { PublicBusinessProfile } from '@korero/module-business/contract';
import { feedbackItems, type FeedbackItem } from '../contract/index.ts';
import type { ReviewDraftInput } from './draft/review-draft-input.ts';

export interface CustomerChoices {
  starRating: number;
  selectedFeedback: string[];
  ratingScores: Partial<Record<'overall' | 'quality' | 'timeliness' | 'communication' | 'value', number>>;
  reviewerText: string;
}

/** The ticked items, in the business's words; an id the form never offered is a bad request. */
export function resolveFeedback(profile: PublicBusinessProfile, ids: string[]): FeedbackItem[] {
  const items = new Map(feedbackItems(profile.criteria).map((item) => [item.id, item]));
  const unknown = ids.filter((id) => !items.has(id));
  if (unknown.length) throw badRequest(`selectedFeedback: unknown item${unknown.length > 1 ? 's' : ''} ${unknown.slice(0, 3).join(', ')}`);
  return [...new Set(ids)].map((id) => items.get(id)!);
}

/** Exactly what the customer gave, for the drafter; nothing from anywhere else. */
export function draftInput(
  profile: PublicBusinessProfile,
  job: { jobDescription: string | null; jobLocation: string | null; teamMembers: string[] },
  choices: CustomerChoices,
  seed: string,
): ReviewDraftInput {
  const chosen = resolveFeedback(profile, choices.selectedFeedback);
  return {
    starRating: choices.starRating,
    positives: chosen.filter((i) => i.kind === 'positive').map((i) => ({ category: i.category, text: i.text })),
    improvements: chosen.filter((i) => i.kind === 'improvement').map((i) => ({ category: i.category, text: i.text })),
    scores: choices.ratingScores,
    jobDescription: job.jobDescription,
    jobLocation: job.jobLocation,
    businessName: profile.businessName ?? 'the team',
    // The invitation's list holds whole teams ("Wellington crew") beside people: only people are credited.
    teamMembers: creditedFirstNames(job.teamMembers, profile.businessName ?? ''),
    customerWords: choices.reviewerText,
    seed,
  };
}
