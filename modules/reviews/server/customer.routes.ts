import { z } from 'zod';
import type { AiPort, ModuleApp } from '@korero/core/sdk';
import type { CustomerReviews } from './customer.service.ts';
import type { FeedbackService } from './feedback.service.ts';
import { choicesSchema, privateFeedbackSchema, simpleReviewSchema, submitSchema, tokenParams, transcribeSchema } from './schemas.ts';

// Public routes are keyed by the customer's token or review id; per client they are limited all the same.
const limit = (max: number) => ({ access: 'public' as const, rateLimit: { max, timeWindow: '1 minute' } });

/** Everything a customer does, with no account: drafting, submitting, voice, the simple form, private feedback, preview. */
export async function customerRoutes(app: ModuleApp, deps: { customers: CustomerReviews; feedback: FeedbackService; ai: AiPort }): Promise<void> {
  const { customers, feedback, ai } = deps;

  app.get('/reviews/capabilities', { config: { access: 'public' } }, async () => ({ data: { transcription: ai.transcriber !== null, drafter: ai.drafter } }));

  app.post('/reviews/generate/:token', { schema: { params: tokenParams, body: choicesSchema }, config: limit(20) }, async (request) => ({
    data: { generatedText: await customers.generate(request.params.token, request.body) },
  }));

  // Up to three photos of up to 5 MB each arrive as data URLs: a larger body than anywhere else.
  app.post('/reviews/submit/:token', { schema: { params: tokenParams, body: submitSchema }, bodyLimit: 22 * 1024 * 1024, config: limit(10) }, async (request) => ({
    data: await customers.submit(request.params.token, request.body),
  }));

  app.post('/transcribe-audio', { schema: { body: transcribeSchema }, bodyLimit: 15 * 1024 * 1024, config: limit(10) }, async (request) => ({
    transcription: await customers.transcribe(request.body.inviteToken, request.body.audioUrl),
  }));

  app.post('/submit-review', { schema: { body: simpleReviewSchema }, config: limit(10) }, async (request) => feedback.submitSimple(request.body));

  app.post('/submit-feedback', { schema: { body: privateFeedbackSchema }, config: limit(10) }, async (request) => {
    await feedback.privateFeedback(request.body);
    return { success: true, message: 'Thank you. Your feedback has gone straight to the business owner, and only they will see it.' };
  });

  const reviewId = z.object({ id: z.string().max(64) });
  app.get('/review/:id', { schema: { params: reviewId }, config: limit(60) }, async (request) => ({ data: await feedback.review(request.params.id) }));
  app.patch(
    '/review/:id',
    {
      schema: { params: reviewId, body: z.object({ editedText: z.string().trim().min(1, 'Please write a review before submitting to Google.').max(200, 'Keep the review to 200 characters or fewer') }) },
      config: limit(30),
    },
    async (request) => {
      await feedback.edit(request.params.id, request.body.editedText);
      return { success: true };
    },
  );
  app.post(
    '/review/:id/submit',
    { schema: { params: reviewId, body: z.object({ googleReviewUrl: z.url().max(400).nullish() }).default({}) }, config: limit(30) },
    async (request) => {
      await feedback.markPosted(request.params.id, request.body.googleReviewUrl ?? null);
      return { success: true };
    },
  );
}
