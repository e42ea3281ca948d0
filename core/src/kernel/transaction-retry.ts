/**
 * A transaction PostgreSQL chose to roll back because it met another: a deadlock (40P01, found after
 * deadlock_timeout) or a serialization failure (40001). Nothing of it was stored, and PostgreSQL's documented remedy
 * is to run it again; the other transaction went through. Korero runs it again a few times before answering.
 */
const CONFLICTS = new Set(['40P01', '40001']);

/** How many times a transaction runs in all before its conflict reaches the caller (and the client gets 503). */
export const TRANSACTION_ATTEMPTS = 3;

/** True when `error`, or an error it wraps, is a deadlock or serialization failure. */
export function isTransactionConflict(error: unknown, depth = 0): boolean {
  if (depth > 4 || typeof error !== 'object' || error === null) return false;
  const { code, cause } = error as { code?: unknown; cause?: unknown };
  if (typeof code === 'string' && CONFLICTS.has(code)) return true;
  return isTransactionConflict(cause, depth + 1);
}

/**
 * Runs `run` (one whole transaction) again when it ends in a conflict, after a short random pause so that the two
 * that met do not meet again. Any other error, or the last attempt's conflict, is thrown as it is.
 */
export async function retryOnConflict<T>(
  run: () => Promise<T>,
  onRetry: (error: unknown, attempt: number) => void,
  attempts = TRANSACTION_ATTEMPTS,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= attempts || !isTransactionConflict(error)) throw error;
      onRetry(error, attempt);
      await new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 20 * attempt));
    }
  }
}
