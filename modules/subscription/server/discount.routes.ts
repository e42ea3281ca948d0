import { z } from 'zod';
import type { AuthPort, ModuleApp } from '@korero/core/sdk';
import { badRequest, normaliseTier } from '@korero/core/sdk';
import { toValidated, type DiscountCodes } from './discount-codes.service.ts';

const validateBody = z.object({
  code: z.string({ error: 'Enter a discount code' }).trim().min(1, 'Enter a discount code').max(40, 'Invalid discount code'),
  /** The plan the code is for; the page sends tier1 (Professional). */
  targetTier: z.string().trim().max(20).default('professional'),
});

export async function discountRoutes(app: ModuleApp, deps: { auth: AuthPort; codes: DiscountCodes }): Promise<void> {
  const { auth, codes } = deps;
  // Per client, so codes cannot be guessed by trying thousands.
  const limit = { rateLimit: { max: 30, timeWindow: '10 minutes' } };

  app.post('/discount-codes/validate', { preHandler: auth.requireUser, schema: { body: validateBody }, config: limit }, async (request) => {
    const tier = normaliseTier(request.body.targetTier);
    if (!tier) throw badRequest('targetTier must be free, professional (tier1) or business', { fields: { targetTier: 'Unknown plan' } });
    return { data: toValidated(await codes.validate(request.body.code, tier)) };
  });
}
