import { BillingError, HttpError } from '@korero/core/sdk';

const STATUS: Record<BillingError['code'], number> = {
  signature: 400,
  not_configured: 404,
  checkout_not_found: 404,
  checkout_expired: 409,
  not_paid: 409,
  no_subscription: 409,
  provider: 503,
  payments_off: 409,
  tier_full: 409,
};

/** A billing failure as an HTTP answer a person can act on; anything else is rethrown (a bug: a logged 500). */
function asHttpError(error: unknown): unknown {
  if (!(error instanceof BillingError)) return error;
  return new HttpError(STATUS[error.code], error.message, { code: error.code });
}

/** Runs a billing call, translating its failures. */
export async function billingCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw asHttpError(error);
  }
}
