import { z } from 'zod';
import { messageAnswer } from '../contract/answers.ts';
import { resetTokenAnswer } from '../contract/kernel.ts';
import type { ModuleApp } from '../sdk/define-module.ts';
import { badRequest } from '../sdk/errors.ts';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from './passwords.ts';
import { MESSAGES, type PasswordResets } from './password-reset.service.ts';

const forgotBody = z.object({
  email: z
    .string({ error: 'Email is required' })
    .trim()
    .toLowerCase()
    .min(1, 'Email is required')
    .max(254, 'Email must be at most 254 characters')
    .pipe(z.email('Please enter a valid email address')),
});

const token = z.string({ error: 'Reset token is required' }).trim().min(1, 'Reset token is required').max(200, 'Reset token is not valid');

const resetBody = z.object({
  token,
  newPassword: z
    .string({ error: 'New password is required' })
    .min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters long`)
    .max(MAX_PASSWORD_LENGTH, `Password must be at most ${MAX_PASSWORD_LENGTH} characters long`),
});

// Per client. Per address, the service limits forgot-password quietly on top.
const FORGOT_LIMIT = { max: 5, timeWindow: '15 minutes' };
const CHECK_LIMIT = { max: 30, timeWindow: '15 minutes' };
const RESET_LIMIT = { max: 10, timeWindow: '15 minutes' };

/** POST /api/auth/forgot-password, /api/auth/validate-reset-token and /api/auth/reset-password (spec §7). */
export async function passwordResetRoutes(app: ModuleApp, deps: { resets: PasswordResets }): Promise<void> {
  const { resets } = deps;
  const tags = ['identity'];

  app.post(
    '/auth/forgot-password',
    {
      schema: {
        summary: 'Email a password-reset link',
        operationId: 'requestPasswordReset',
        tags,
        body: forgotBody,
        response: { 200: messageAnswer },
      },
      config: { access: 'public', rateLimit: FORGOT_LIMIT },
    },
    async (request) => {
      await resets.request(request.body.email);
      return { success: true, message: MESSAGES.requested };
    },
  );

  // A link that does not work is an answer, not an error: { valid: false, message } with 200.
  app.post(
    '/auth/validate-reset-token',
    {
      schema: {
        summary: 'Check a password-reset link',
        operationId: 'validateResetToken',
        tags,
        body: z.object({ token }),
        response: { 200: resetTokenAnswer },
      },
      config: { access: 'public', rateLimit: CHECK_LIMIT },
    },
    async (request) => {
      const state = await resets.check(request.body.token);
      return state.valid ? { valid: true, message: MESSAGES.valid } : { valid: false, message: state.message };
    },
  );

  app.post(
    '/auth/reset-password',
    {
      schema: {
        summary: 'Set a new password with a reset link',
        operationId: 'resetPassword',
        tags,
        body: resetBody,
        response: { 200: messageAnswer },
      },
      config: { access: 'public', rateLimit: RESET_LIMIT },
    },
    async (request) => {
      const problem = await resets.reset(request.body.token, request.body.newPassword);
      // success and message as well as error, for clients written against the spec's { success, message }.
      if (problem) throw badRequest(problem, { success: false, message: problem });
      return { success: true, message: MESSAGES.reset };
    },
  );
}
