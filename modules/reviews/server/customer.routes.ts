import type { AiPort, ModuleApp } from '@korero/core/sdk';
import type { CustomerReviews } from './customer.service.ts';
import type { ReviewDrafter } from './draft/review-drafter.ts';
import type { FeedbackService } from './feedback.service.ts';
import {
  alreadySubmittedAnswer,
  capabilitiesAnswer,
  choicesSchema,
  editReviewSchema,
  formAnswer,
  formQuery,
  generatedAnswer,
  markPostedSchema,
  messageAnswer,
  previewAnswer,
  previewQuery,
  privateFeedbackSchema,
  reviewIdParams,
  simpleReviewSchema,
  simpleSubmittedAnswer,
  submitSchema,
  SUBMIT_BODY_LIMIT,
  submissionIdParams,
  takeDownBody,
  submittedAnswer,
  successAnswer,
  tokenParams,
  TRANSCRIBE_BODY_LIMIT,
  transcribeSchema,
  transcriptionAnswer,
} from '../contract/api.ts';

// Reachable signed out (the kernel's marker), and limited per client all the same. Every write carries the
// customer's capability: the invitation token, the public link's key, or the edit token of their own submission.
const open = (max: number) => ({ access: 'public' as const, rateLimit: { max, timeWindow: '1 minute' } });

/** Everything a customer does, with no account: drafting, submitting, voice, the simple form, private feedback, preview. */
export async function customerRoutes(
  app: ModuleApp,
  deps: { customers: CustomerReviews; feedback: FeedbackService; ai: AiPort; drafter: ReviewDrafter },
): Promise<void> {
  const { customers, feedback, ai, drafter } = deps;

  app.get(
    '/reviews/capabilities',
    {
      schema: {
        summary: 'Get what the review page can do here',
        operationId: 'getReviewCapabilities',
        response: { 200: capabilitiesAnswer },
      },
      config: open(120),
    },
    async () => ({
      data: { transcription: ai.transcriber !== null, drafter: drafter.name },
    }),
  );

  app.post(
    '/reviews/generate/:token',
    {
      schema: {
        summary: "Draft a review from the customer's choices",
        operationId: 'draftReview',
        params: tokenParams,
        body: choicesSchema,
        response: { 200: generatedAnswer },
      },
      config: open(20),
    },
    async (request) => ({
      data: { generatedText: await customers.generate(request.params.token, request.body) },
    }),
  );

  app.get(
    '/reviews/submitted/:token',
    {
      schema: {
        summary: 'Get the review already submitted with an invitation',
        operationId: 'getSubmittedReview',
        params: tokenParams,
        response: { 200: alreadySubmittedAnswer },
      },
      config: open(120),
    },
    async (request) => ({ data: await customers.submitted(request.params.token) }),
  );

  // Up to three photos arrive as data URLs: a larger body than anywhere else, sized to them.
  app.post(
    '/reviews/submit/:token',
    {
      schema: {
        summary: "Submit a customer's review",
        operationId: 'submitReview',
        params: tokenParams,
        body: submitSchema,
        response: { 200: submittedAnswer },
      },
      bodyLimit: SUBMIT_BODY_LIMIT,
      config: open(10),
    },
    async (request) => ({
      data: await customers.submit(request.params.token, request.body),
    }),
  );

  app.post(
    '/transcribe-audio',
    {
      schema: {
        summary: 'Turn a voice recording into text',
        operationId: 'transcribeAudio',
        body: transcribeSchema,
        response: { 200: transcriptionAnswer },
      },
      bodyLimit: TRANSCRIBE_BODY_LIMIT,
      config: open(10),
    },
    async (request) => ({
      transcription: await customers.transcribe(request.body.inviteToken, request.body.audioUrl),
    }),
  );

  // The simple form's public link: whose form it is, then the form itself (limited per business as well).
  app.get(
    '/reviews/form',
    {
      schema: {
        summary: 'Get the simple review form of a public link',
        operationId: 'getReviewForm',
        querystring: formQuery,
        response: { 200: formAnswer },
      },
      config: open(60),
    },
    async (request) => ({
      data: await feedback.form(request.query.key),
    }),
  );
  app.post(
    '/submit-review',
    {
      schema: {
        summary: 'Submit the simple review form',
        operationId: 'submitSimpleReview',
        body: simpleReviewSchema,
        response: { 200: simpleSubmittedAnswer },
      },
      config: open(10),
    },
    async (request) => feedback.submitSimple(request.body),
  );

  app.post(
    '/submit-feedback',
    {
      schema: {
        summary: 'Send private feedback to the business',
        operationId: 'submitPrivateFeedback',
        body: privateFeedbackSchema,
        response: { 200: messageAnswer },
      },
      config: open(10),
    },
    async (request) => {
      await feedback.privateFeedback(request.body);
      return { success: true, message: 'Thank you. Your feedback has gone straight to the business owner, and only they will see it.' };
    },
  );

  // The preview shows what the customer wrote (private feedback included), so reading needs the capability too.
  app.get(
    '/review/:id',
    {
      schema: {
        summary: 'Get a submitted review for its preview',
        operationId: 'getReviewPreview',
        params: reviewIdParams,
        querystring: previewQuery,
        response: { 200: previewAnswer },
      },
      config: open(60),
    },
    async (request) => ({
      data: await feedback.review(request.params.id, request.query.token),
    }),
  );
  app.patch(
    '/review/:id',
    {
      schema: {
        summary: 'Edit the review text before posting it',
        operationId: 'editReview',
        params: reviewIdParams,
        body: editReviewSchema,
        response: { 200: successAnswer },
      },
      config: open(30),
    },
    async (request) => {
      await feedback.edit(request.params.id, request.body.token, request.body.editedText);
      return { success: true };
    },
  );
  app.post(
    '/review/:id/submit',
    {
      schema: {
        summary: 'Record that the review was posted to Google',
        operationId: 'markReviewPosted',
        params: reviewIdParams,
        body: markPostedSchema,
        response: { 200: successAnswer },
      },
      config: open(30),
    },
    async (request) => {
      const { token, googleReviewUrl, consent, showOnWebsite } = request.body;
      await feedback.markPosted(request.params.id, token, googleReviewUrl ?? null, consent, showOnWebsite);
      return { success: true };
    },
  );

  // The customer's way back (issue 37): their review off the business's website, whenever they ask.
  app.post(
    '/reviews/take-down/:id',
    {
      schema: {
        summary: "Take the customer's review off the business's website",
        operationId: 'takeDownReviewFromWebsite',
        params: submissionIdParams,
        body: takeDownBody,
        response: { 200: successAnswer },
      },
      config: open(30),
    },
    async (request) => {
      await feedback.takeDown(request.params.id, request.body.token);
      return { success: true };
    },
  );
}
