import type { ModuleApp } from '@korero/core/sdk';
import { badRequest, normaliseTier } from '@korero/core/sdk';
import { validateCodeBody as validateBody, validatedDiscountDataAnswer } from '../contract/api.ts';
import { toValidated, type DiscountCodes } from './discount-codes.service.ts';

export async function discountRoutes(app: ModuleApp, deps: { codes: DiscountCodes }): Promise<void> {
  const { codes } = deps;
  // Per client, so codes cannot be guessed by trying thousands.
  const limit = { capability: 'billing' as const, rateLimit: { max: 30, timeWindow: '10 minutes' } };

  app.post(
    '/discount-codes/validate',
    {
      schema: {
        summary: 'Check a discount code',
        operationId: 'validateDiscountCode',
        body: validateBody,
        response: { 200: validatedDiscountDataAnswer },
      },
      config: limit,
    },
    async (request) => {
      const tier = normaliseTier(request.body.targetTier);
      if (!tier) throw badRequest('targetTier must be free, professional (tier1) or business', { fields: { targetTier: 'Unknown plan' } });
      return { data: toValidated(await codes.validate(request.body.code, tier)) };
    },
  );
}
