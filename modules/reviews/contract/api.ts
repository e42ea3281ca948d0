/**
 * The reviews module's HTTP contract: request and answer schemas (the server validates and serializes with them)
 * and their types. Zod only, so any front end may import it. The submissions list keeps the spec's JSON text for
 * its lists (teamMembers, selectedFeedback, ratingScores, photoUrls); `client.ts` parses them once.
 */
import { z } from 'zod';
import {
  languageChoice,
  calendarDate,
  cursorParam,
  isoDate,
  jsonTextAnswer,
  messageAnswer,
  pageQuery,
  paginationAnswer,
  successAnswer,
} from '@korero/core/contract';
import { SATISFACTION, SIMPLE_FEEDBACK, type ScoreName } from './feedback-items.ts';

export { messageAnswer, successAnswer };

/** At most three photos. The page fits each to 800 px as a JPEG (100–300 KB); another caller may send up to 2 MB. */
export const MAX_PHOTOS = 3;
export const PHOTO_MAX_BYTES = 2 * 1024 * 1024;
/** A data URL of `bytes` of data: the base64 text and its `data:…;base64,` prefix. */
const dataUrlLength = (bytes: number) => Math.ceil(bytes / 3) * 4 + 100;
/** POST /api/reviews/submit: three photos at their largest, and the form's words (a few KB). */
export const SUBMIT_BODY_LIMIT = MAX_PHOTOS * dataUrlLength(PHOTO_MAX_BYTES) + 64 * 1024;
/** 40 seconds of voice; the largest format a phone records in (WAV) takes up to 10 MB. */
export const AUDIO_MAX_BYTES = 10 * 1024 * 1024;
export const TRANSCRIBE_BODY_LIMIT = dataUrlLength(AUDIO_MAX_BYTES) + 4 * 1024;

/**
 * The customer's second, unticked box on the approve step (issue 37): "The business may show my review and first name on
 * its website". Only then may the business's website widget and public page show it; the customer can take it back.
 */
const showOnWebsite = z
  .boolean({ error: 'showOnWebsite must be true or false' })
  .describe('The customer agreed the business may show this review and their first name on its website');

const score = z.coerce.number().int().min(1, 'Scores run from 1 to 10').max(10, 'Scores run from 1 to 10');

export const choicesSchema = z.object({
  starRating: z.coerce
    .number({ error: 'Star rating is required' })
    .int()
    .min(1, 'Star rating is required')
    .max(5, 'Star rating is at most 5'),
  selectedFeedback: z.array(z.string().max(40)).max(40).default([]),
  /** Only the scores the customer gave: a missing or null score was never given, and is neither drafted nor stored. */
  ratingScores: z
    .object({
      overall: score.nullish(),
      quality: score.nullish(),
      timeliness: score.nullish(),
      communication: score.nullish(),
      value: score.nullish(),
    })
    .strip()
    .default({})
    .transform(
      (scores) => Object.fromEntries(Object.entries(scores).filter(([, v]) => typeof v === 'number')) as Partial<Record<ScoreName, number>>,
    ),
  reviewerText: z
    .string()
    .max(2000, 'Keep your own words under 2000 characters')
    .default('')
    .transform((s) => s.trim()),
});

export const submitSchema = choicesSchema.extend({
  generatedReview: z
    .string({ error: 'The review text is required' })
    .trim()
    .min(1, 'The review text is required')
    .max(5000, 'Keep the review under 5000 characters'),
  voiceRecordingUrl: z.string().nullish(),
  /** The customer spoke some of their words (voice-to-text); counted in the owner's analytics. */
  usedVoice: z.boolean().default(false),
  // Each photo is bounded by the route's body limit rather than here, so one over 2 MB reaches the photo check and its 413.
  photoUrls: z
    .array(z.string().max(SUBMIT_BODY_LIMIT))
    .max(MAX_PHOTOS, `You can only upload up to ${MAX_PHOTOS} photos total.`)
    .default([]),
  reviewDestination: z.enum(['google', 'private'], { error: 'Choose where the review goes: Google or private feedback' }),
  /** The customer ticked the consent box: nothing is sent or stored without it. */
  consent: z.literal(true, { error: 'Tick the box to confirm this review reflects your own honest experience.' }),
  showOnWebsite: showOnWebsite.default(false),
});

export const tokenParams = z.object({ token: z.string().max(64) });

export const transcribeSchema = z.object({
  audioUrl: z
    .string({ error: 'Record something first' })
    .min(1, 'Record something first')
    .max(dataUrlLength(AUDIO_MAX_BYTES), 'The recording is too long. Keep it under 40 seconds.'),
  inviteToken: z.string({ error: 'inviteToken is required' }).max(64),
});

/** A customer's capability: an invitation token (22 characters) or an edit token (43). Missing reads as wrong: 404. */
export const capability = z.string().max(64).default('');

export const simpleReviewSchema = z.object({
  satisfaction: z.enum(SATISFACTION, { error: 'Please select your satisfaction level' }),
  feedback: z.array(z.enum(SIMPLE_FEEDBACK)).max(6).default([]),
  comments: z
    .string()
    .max(2000)
    .default('')
    .transform((s) => s.trim()),
  rating: z.coerce.number().int().min(1, 'Please select a rating from 1 to 5').max(5, 'Please select a rating from 1 to 5'),
  /** The business's public link key; a business id alone (the spec's clientId) no longer posts anything. */
  key: capability,
  clientId: z.string().max(64).nullish(),
  jobId: z
    .string()
    .max(100)
    .nullish()
    .transform((v) => v || null),
});

export const privateFeedbackSchema = z.object({
  details: z
    .string({ error: 'Please provide at least 10 characters of feedback' })
    .trim()
    .min(10, 'Please provide at least 10 characters of feedback')
    .max(5000),
  email: z
    .string()
    .trim()
    .max(254)
    .nullish()
    .transform((v) => v || null)
    .refine((v) => v === null || z.email().safeParse(v).success, 'Please enter a valid email'),
  /** The customer ticked the consent box (needed once, before a simple-form review first goes anywhere). */
  consent: z.boolean().optional(),
  /** The simple form's approve step sends its choice; left out (feedback added later), the earlier choice stands. */
  showOnWebsite: showOnWebsite.optional(),
  submissionId: z
    .string({ error: 'Missing submission information. Please use a valid feedback link.' })
    .min(1, 'Missing submission information. Please use a valid feedback link.')
    .max(64),
  token: capability,
});

export const reviewIdParams = z.object({ id: z.string().max(64) });

export const editReviewSchema = z.object({
  editedText: z
    .string()
    .trim()
    .min(1, 'Please write a review before submitting to Google.')
    .max(200, 'Keep the review to 200 characters or fewer'),
  token: capability,
});

export const markPostedSchema = z
  .object({
    googleReviewUrl: z
      .url({ protocol: /^https$/, error: 'googleReviewUrl must be an https:// address' })
      .max(400)
      .nullish(),
    /** As for private feedback: the consent box, ticked on the preview before a simple-form review first goes anywhere. */
    consent: z.boolean().optional(),
    /** As for private feedback: the simple form's approve step sends it; left out, the earlier choice stands. */
    showOnWebsite: showOnWebsite.optional(),
    token: capability,
  })
  .default({ token: '' });

/**
 * POST /api/reviews/take-down/{submissionId}: the customer takes their review off the business's website (showOnWebsite
 * false), with the capability they submitted it with. An expired edit token still works: this only takes away.
 */
export const takeDownBody = z.object({ token: capability });

export const publicLinkSchema = z.object({ enabled: z.boolean({ error: 'enabled must be true or false' }) });

/**
 * GET /api/submissions: a page of the owner's submissions, newest first, narrowed by any of: star ratings (e.g.
 * "1,2"), where the customer sent it, a team member credited, New Zealand calendar dates (inclusive) and words
 * found in the customer's name, the job, their words, the review or their private feedback.
 */
export const submissionsQuery = pageQuery
  .extend({
    rating: z
      .string()
      .regex(/^[1-5](,[1-5])*$/, 'rating must be one or more star ratings from 1 to 5, separated by commas')
      .transform((v) => [...new Set(v.split(',').map(Number))])
      .optional(),
    destination: z.enum(['google', 'private', 'undecided'], { error: 'destination must be google, private or undecided' }).optional(),
    member: z.string().trim().min(1, 'member must name a team member').max(120, 'member must be at most 120 characters').optional(),
    from: calendarDate('from').optional(),
    to: calendarDate('to').optional(),
    q: z.string().trim().max(100, 'search must be at most 100 characters').optional(),
    /** The page after the one whose `pagination.nextCursor` this is (keyset, decision 0032); `page` then only labels it. */
    cursor: cursorParam.optional(),
  })
  .refine((v) => !v.from || !v.to || v.from <= v.to, { message: 'from must be on or before to', path: ['from'] });
export type SubmissionsQuery = z.output<typeof submissionsQuery>;

/** The names a filter by team member can offer: everyone credited on at least one submission. */
export const creditedMembersAnswer = z.strictObject({ data: z.array(z.string()) });

export const submissionIdParams = z.object({ id: z.string().max(64) });
export const photoParams = z.object({ id: z.string().max(64), index: z.coerce.number().int().min(1).max(3) });
export const photoQuery = z.object({ download: z.string().optional() });
export const activityQuery = z.object({ limit: z.coerce.number().int().min(1).max(50).default(10) });
export const formQuery = z.object({ key: capability });
export const previewQuery = z.object({ token: capability });

export type Choices = z.input<typeof choicesSchema>;
export type SubmitInput = z.input<typeof submitSchema>;
export type SimpleReviewInput = z.input<typeof simpleReviewSchema>;
export type PrivateFeedbackInput = z.input<typeof privateFeedbackSchema>;

// ---- answers: the customer's

export const capabilitiesAnswer = z.strictObject({ data: z.strictObject({ transcription: z.boolean(), drafter: z.string() }) });
export const generatedAnswer = z.strictObject({ data: z.strictObject({ generatedText: z.string() }) });
export const submittedAnswer = z.strictObject({
  data: z.strictObject({
    googleReviewUrl: z.string().nullable(),
    generatedText: z.string(),
    submissionId: z.string(),
    reviewId: z.string(),
  }),
});
export type Submitted = z.infer<typeof submittedAnswer>['data'];
/**
 * GET /api/reviews/submitted/{token}: the review an invitation already has (null while it has none), so a reopened
 * link says at once that it was shared and offers what is left to do. The invitation token is the capability.
 */
export const alreadySubmitted = z.strictObject({
  submissionId: z.string(),
  reviewId: z.string(),
  destination: z.enum(['google', 'private']),
  starRating: z.number().int(),
  text: z.string().describe('The text the customer approved'),
  googleReviewUrl: z.string().nullable(),
  postedAt: isoDate.nullable().describe('When they went to post it on Google'),
  showOnWebsite: z.boolean().describe('The business may show it on its website (the customer can take it down)'),
});
export type AlreadySubmitted = z.infer<typeof alreadySubmitted>;
export const alreadySubmittedAnswer = z.strictObject({ data: alreadySubmitted.nullable() });
export const transcriptionAnswer = z.strictObject({ transcription: z.string() });
export const formAnswer = z.strictObject({
  data: z.strictObject({
    businessName: z.string().nullable(),
    logoUrl: z.string().nullable(),
    contactSource: z.string().describe("The privacy notice's sentence on where the details came from: the customer, on this form"),
    language: languageChoice.describe("The business's language for its customers: 'en', 'mi' or 'both' (te reo first)"),
  }),
});

/** POST /api/submit-review: the spec's fields, and the edit token the browser keeps for its own submission. */
export const simpleSubmittedAnswer = z.strictObject({
  redirectToFeedback: z.boolean(),
  submissionId: z.string(),
  businessName: z.string().nullable(),
  googlePlaceId: z.string().nullable(),
  data: z.strictObject({ googlePlaceId: z.string().nullable() }),
  review: z.strictObject({ id: z.string() }),
  editToken: z.string(),
  editTokenExpiresAt: isoDate,
});
export type SimpleSubmitted = z.infer<typeof simpleSubmittedAnswer>;

export const previewAnswer = z.strictObject({
  data: z.strictObject({
    id: z.string(),
    reviewerApprovedText: z.string(),
    aiGeneratedText: z.string(),
    starRating: z.number().int(),
    businessName: z.string().nullable(),
    logoUrl: z.string().nullable().describe("The business's logo, when its plan shows one"),
    googleReviewUrl: z.string().nullable(),
    submissionId: z.string(),
  }),
});
export type Preview = z.infer<typeof previewAnswer>['data'];

// ---- answers: the owner's

/**
 * Where the customer chose to send it. A simple-form customer chooses on the preview page after sending their rating,
 * so theirs is "undecided" until they post on Google or send private feedback (the first choice is kept).
 */
export const destinationAnswer = z.enum(['google', 'private', 'undecided']);
export type Destination = z.infer<typeof destinationAnswer>;

export const feedbackLabelAnswer = z.strictObject({
  id: z.string(),
  text: z.string(),
  kind: z.enum(['positive', 'improvement']),
  category: z.string(),
});
export type FeedbackLabel = z.infer<typeof feedbackLabelAnswer>;

export const submissionAnswer = z
  .strictObject({
    id: z.string(),
    starRating: z.number().int(),
    timestamp: isoDate,
    customerName: z.string(),
    /** "invite" (answered an invitation) or "simple" (the satisfaction form through the business's review link). */
    source: z.enum(['invite', 'simple']),
    jobDescription: z.string().nullable(),
    jobLocation: z.string().nullable(),
    /** The jobId a review link carried (the owner's own job number), if any. */
    jobReference: z.string().nullable(),
    teamMembers: jsonTextAnswer('the list of team members credited'),
    selectedFeedback: jsonTextAnswer('the ids of the ticked feedback items'),
    feedbackLabels: z.array(feedbackLabelAnswer).describe('The ticked items as the customer saw them'),
    ratingScores: jsonTextAnswer('the 1–10 scores by name'),
    reviewerText: z.string(),
    photoUrls: jsonTextAnswer('the addresses of the photos'),
    satisfaction: z.string().nullable(),
    destination: destinationAnswer,
    review: z
      .strictObject({
        id: z.string(),
        aiGeneratedText: z.string(),
        reviewerApprovedText: z.string(),
        googleReviewUrl: z.string().nullable(),
        postedAt: isoDate.nullable(),
      })
      .nullable(),
    privateFeedback: z.array(z.strictObject({ id: z.string(), details: z.string(), email: z.string().nullable(), createdAt: isoDate })),
    /** The Google review this submission became, when the google module matched one (never guessed); else null. */
    googleReview: z
      .strictObject({ id: z.string(), matchedAt: isoDate, removedAt: isoDate.nullable().describe('When Google stopped showing it') })
      .nullable(),
    /** The customer agreed it may appear on the business's website (the showcase widget and public page). */
    showOnWebsite: z.boolean(),
  })
  .meta({ id: 'Submission' });
export type SubmissionAnswer = z.infer<typeof submissionAnswer>;
/**
 * The page counts, and the way on: `nextCursor` asks for the next page by position (as fast at the end as at the
 * start), null on the last. `totalCapped`: more matched than were counted, and totalCount is a floor (decision 0032).
 */
export const keysetPaginationAnswer = paginationAnswer.extend({ nextCursor: z.string().nullable(), totalCapped: z.boolean() });
export const submissionsAnswer = z.strictObject({ data: z.array(submissionAnswer), pagination: keysetPaginationAnswer });
/** GET /api/submissions/{id}: one submission (a technician's only when it credits them). */
export const submissionDataAnswer = z.strictObject({ data: submissionAnswer });

export const reviewRecordsAnswer = z.strictObject({
  data: z.array(
    z.strictObject({
      id: z.string(),
      submissionId: z.string(),
      aiGeneratedText: z.string(),
      reviewerApprovedText: z.string(),
      googleReviewUrl: z.string().nullable(),
      postedAt: isoDate.nullable(),
      createdAt: isoDate,
    }),
  ),
});

export const activityAnswer = z.strictObject({
  data: z.array(
    z.strictObject({
      id: z.string(),
      starRating: z.number().int(),
      customerName: z.string(),
      jobDescription: z.string().nullable(),
      destination: destinationAnswer,
      createdAt: isoDate,
    }),
  ),
});
export type ActivityItem = z.infer<typeof activityAnswer>['data'][number];

export const publicLinkAnswer = z.strictObject({
  data: z.strictObject({
    enabled: z.boolean(),
    key: z.string(),
    url: z.string().describe('The simple form, opened with this key'),
    updatedAt: isoDate,
  }),
});
export type PublicLink = z.infer<typeof publicLinkAnswer>['data'];
