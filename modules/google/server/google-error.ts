import { HttpError } from '@korero/core/sdk';

/**
 * What went wrong talking to Google, sorted by what Korero does about it:
 * - `reconnect`: the owner's grant is gone (revoked, expired, 401 / invalid_grant): scheduled syncs stop until they
 *   connect again.
 * - `refused`: Google refused (403 and other 4xx: location not verified, API not enabled, …): shown as "Google said: …".
 * - `backoff`: over quota (429): wait as long as Google's Retry-After says (`retryAfterSeconds`), else two minutes
 *   (the sync keeps it in `backoff_until`), then try again.
 * - `unavailable`: Google's fault or the network's (5xx, timeouts, no answer): the sync tries again in five minutes.
 */
export type GoogleErrorKind = 'reconnect' | 'refused' | 'backoff' | 'unavailable';

export class GoogleError extends Error {
  override readonly name = 'GoogleError';
  readonly kind: GoogleErrorKind;
  readonly status: number;
  /** For `backoff`: how long Google asked Korero to wait (Retry-After), in seconds, when it said. */
  readonly retryAfterSeconds: number | null;

  constructor(kind: GoogleErrorKind, message: string, status: number, retryAfterSeconds: number | null = null) {
    super(message);
    this.kind = kind;
    this.status = status;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

const RECONNECT = "Google no longer accepts Korero's access (it was revoked or has expired): connect Google again in Settings.";

/** Google's message from an error answer (its APIs' `{ error: { message } }`, or OAuth's `{ error, error_description }`). */
function googleMessage(body: unknown): string | null {
  const b = body as { error?: unknown; error_description?: unknown } | null;
  if (!b || typeof b !== 'object') return null;
  if (typeof b.error_description === 'string') return b.error_description;
  if (b.error && typeof b.error === 'object' && typeof (b.error as { message?: unknown }).message === 'string')
    return (b.error as { message: string }).message;
  if (typeof b.error === 'string') return b.error;
  return null;
}

/** Sorts an HTTP answer from Google (status and parsed body) into a GoogleError. */
export function googleErrorOf(status: number, body: unknown, retryAfter: string | null = null): GoogleError {
  const said = googleMessage(body)?.slice(0, 300) ?? null;
  const oauthError = (body as { error?: unknown } | null)?.error;
  if (status === 401 || oauthError === 'invalid_grant') return new GoogleError('reconnect', RECONNECT, status);
  if (status === 429) {
    const seconds = retryAfter && /^\d+$/.test(retryAfter) ? Number(retryAfter) : null;
    return new GoogleError('backoff', `Google said: ${said ?? 'too many requests'}. Korero will try again shortly.`, status, seconds);
  }
  if (status >= 500 || status === 0)
    return new GoogleError(
      'unavailable',
      `Google could not answer just now${said ? ` (${said})` : ''}. Korero will try again shortly.`,
      status,
    );
  return new GoogleError('refused', `Google said: ${said ?? `HTTP ${status}`}`, status);
}

/** A failure of the network or a timeout: Google could not be reached. */
export function unreachable(error: unknown): GoogleError {
  const reason = (error as Error)?.name === 'TimeoutError' ? 'it did not answer in time' : 'it could not be reached';
  return new GoogleError('unavailable', `Google could not answer just now (${reason}). Korero will try again shortly.`, 0);
}

/** Google's refusal as an answer the owner can act on: a revoked grant is 409 (reconnect), the rest 502 ("Google said: …"). */
export function httpErrorOf(error: GoogleError): HttpError {
  if (error.kind === 'reconnect') return new HttpError(409, error.message);
  if (error.kind === 'backoff') return new HttpError(429, 'Google is limiting requests just now: try again in a minute.');
  if (error.kind === 'unavailable') return new HttpError(503, error.message);
  return new HttpError(502, error.message);
}
