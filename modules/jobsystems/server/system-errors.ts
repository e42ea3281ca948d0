/** A job system refused or could not be reached: the message says what the owner can do. */
export class SystemError extends Error {}

/** The system no longer takes the connection (a token revoked or expired): the owner must connect again. */
export class ReconnectNeeded extends SystemError {}

/** The system's rate limit: try again after `retryAfterSeconds`. */
export class RateLimited extends SystemError {
  readonly retryAfterSeconds: number;
  constructor(system: string, retryAfterSeconds: number) {
    super(`${system} asked Korero to wait ${retryAfterSeconds} s (its rate limit).`);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** Any fetch to a system, with a time limit; a network failure is a SystemError the owner can read. */
export async function fetchSystem(system: string, url: URL, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(10_000) });
  } catch {
    throw new SystemError(`${system} could not be reached. Try again in a few minutes.`);
  }
}
