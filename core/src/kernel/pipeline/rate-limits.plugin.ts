import fastifyRateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { sharedRateLimitStore } from '../rate-limit-store.ts';
import type { SharedAttempts } from '../shared-attempts.ts';

export interface RateLimitsOptions {
  attempts: SharedAttempts;
}

/** The limits routes declare (`config.rateLimit`), counted in the shared attempts table so they hold across processes. */
export const rateLimits = fp<RateLimitsOptions>(
  async (app, { attempts }) => {
    await app.register(fastifyRateLimit, {
      global: false,
      store: sharedRateLimitStore(attempts),
      errorResponseBuilder: (_request, context) => ({ statusCode: 429, message: `Too many attempts. Try again in ${context.after}.` }),
    });
  },
  { name: 'korero-rate-limits' },
);
