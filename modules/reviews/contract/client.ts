/**
 * The reviews API for front ends: the owner's screens and the customer's pages. Query keys and typed calls; the
 * submissions list's JSON-text fields are parsed here, once.
 */
import { apiRequest, parseJsonText, parseTextList } from '@korero/web-kit';
import type { LanguageChoice } from '@korero/core/contract';
import type {
  ActivityItem,
  AlreadySubmitted,
  Choices,
  Preview,
  PrivateFeedbackInput,
  PublicLink,
  SimpleReviewInput,
  SimpleSubmitted,
  SubmissionAnswer,
  Submitted,
  SubmitInput,
} from './api.ts';
import type { ScoreName } from './feedback-items.ts';

export const SUBMISSIONS_KEY = ['/api/submissions'] as const;
export const MEMBERS_KEY = ['/api/submissions/members'] as const;
export const ACTIVITY_KEY = ['/api/reviews/activity'] as const;
export const PUBLIC_LINK_KEY = ['/api/reviews/public-link'] as const;

type Data<T> = { data: T };

/** A submission with its lists as lists. */
export interface Submission extends Omit<SubmissionAnswer, 'teamMembers' | 'selectedFeedback' | 'ratingScores' | 'photoUrls'> {
  teamMembers: string[];
  selectedFeedback: string[];
  ratingScores: Partial<Record<ScoreName, number>>;
  photoUrls: string[];
}

export const readSubmission = (answer: SubmissionAnswer): Submission => ({
  ...answer,
  teamMembers: parseTextList(answer.teamMembers),
  selectedFeedback: parseTextList(answer.selectedFeedback),
  ratingScores: parseJsonText<Partial<Record<ScoreName, number>>>(
    answer.ratingScores,
    {},
    (v) => typeof v === 'object' && !Array.isArray(v),
  ),
  photoUrls: parseTextList(answer.photoUrls),
});

const path = (id: string) => encodeURIComponent(id);

/** The owner's calls. */
export const reviewsClient = {
  /** A page of submissions; `filters` are GET /api/submissions' query (page, limit, rating, destination, member, from, to, q, cursor). */
  submissions: async (filters: Record<string, string>) => {
    const answer = await apiRequest<{
      data: SubmissionAnswer[];
      pagination: { page: number; limit: number; totalCount: number; totalPages: number; nextCursor: string | null; totalCapped: boolean };
    }>('GET', `${SUBMISSIONS_KEY[0]}?${new URLSearchParams(filters)}`);
    return { ...answer, data: answer.data.map(readSubmission) };
  },
  creditedMembers: () => apiRequest<Data<string[]>>('GET', MEMBERS_KEY[0]),
  deleteSubmission: (id: string) => apiRequest<{ success: boolean }>('DELETE', `/api/submissions/${path(id)}`),
  activity: (limit: number) => apiRequest<Data<ActivityItem[]>>('GET', `${ACTIVITY_KEY[0]}?limit=${limit}`),
  publicLink: () => apiRequest<Data<PublicLink>>('GET', PUBLIC_LINK_KEY[0]),
  setPublicLink: (enabled: boolean) => apiRequest<Data<PublicLink>>('PUT', PUBLIC_LINK_KEY[0], { enabled }),
  rotatePublicLink: () => apiRequest<Data<PublicLink>>('POST', '/api/reviews/public-link/rotate'),
};

/** The customer's calls: each carries their capability (invitation token, public link key or edit token). */
export const customerClient = {
  capabilities: () => apiRequest<Data<{ transcription: boolean; drafter: string }>>('GET', '/api/reviews/capabilities'),
  generate: (token: string, choices: Choices) =>
    apiRequest<Data<{ generatedText: string }>>('POST', `/api/reviews/generate/${path(token)}`, choices),
  submitted: (token: string) => apiRequest<Data<AlreadySubmitted | null>>('GET', `/api/reviews/submitted/${path(token)}`),
  submit: (token: string, input: SubmitInput) => apiRequest<Data<Submitted>>('POST', `/api/reviews/submit/${path(token)}`, input),
  transcribe: (inviteToken: string, audioUrl: string) =>
    apiRequest<{ transcription: string }>('POST', '/api/transcribe-audio', { audioUrl, inviteToken }),
  form: (key: string) =>
    apiRequest<Data<{ businessName: string | null; logoUrl: string | null; contactSource: string; language: LanguageChoice }>>(
      'GET',
      `/api/reviews/form?${new URLSearchParams({ key })}`,
    ),
  submitSimple: (input: SimpleReviewInput) => apiRequest<SimpleSubmitted>('POST', '/api/submit-review', input),
  privateFeedback: (input: PrivateFeedbackInput) =>
    apiRequest<{ success: boolean; message: string }>('POST', '/api/submit-feedback', input),
  preview: (id: string, token: string) => apiRequest<Data<Preview>>('GET', `/api/review/${path(id)}?${new URLSearchParams({ token })}`),
  edit: (id: string, token: string, editedText: string) =>
    apiRequest<{ success: boolean }>('PATCH', `/api/review/${path(id)}`, { editedText, token }),
  markPosted: (id: string, token: string, googleReviewUrl: string | null, consent?: boolean, showOnWebsite?: boolean) =>
    apiRequest<{ success: boolean }>('POST', `/api/review/${path(id)}/submit`, { googleReviewUrl, token, consent, showOnWebsite }),
  /** Takes the customer's review off the business's website (the widget and its public page). */
  takeDown: (submissionId: string, token: string) =>
    apiRequest<{ success: boolean }>('POST', `/api/reviews/take-down/${path(submissionId)}`, { token }),
};
