import { googleErrorOf, unreachable } from './google-error.ts';

type Json = Record<string, any>;

/** How long any one call to Google may take before Korero gives up on it (and tries again later). */
export const GOOGLE_TIMEOUT_MS = 15_000;

/**
 * Korero's calls to Google's Business Profile APIs, over fetch: the access token in the Authorization header (never
 * in a URL that could reach a log), a timeout on every call, and every failure turned into a GoogleError.
 */
export class GoogleHttp {
  readonly #timeoutMs: number;

  constructor(timeoutMs = GOOGLE_TIMEOUT_MS) {
    this.#timeoutMs = timeoutMs;
  }

  async call(method: 'GET' | 'PUT' | 'DELETE' | 'POST', url: string, accessToken: string, body?: Json): Promise<Json> {
    let res: Response;
    try {
      res = await fetch(url, {
        method,
        headers: {
          authorization: `Bearer ${accessToken}`,
          accept: 'application/json',
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(this.#timeoutMs),
      });
    } catch (error) {
      throw unreachable(error);
    }
    let answer: Json = {};
    try {
      const text = await res.text();
      answer = text ? (JSON.parse(text) as Json) : {};
    } catch (error) {
      if ((error as Error).name === 'TimeoutError' || (error as Error).name === 'AbortError') throw unreachable(error);
      answer = {};
    }
    if (!res.ok) throw googleErrorOf(res.status, answer, res.headers.get('retry-after'));
    return answer;
  }
}
