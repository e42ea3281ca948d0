/**
 * Which errors mean "the database cannot be reached right now" rather than a fault in Korero: the server restarting
 * or shutting down, a dropped or refused connection, a connection or query that timed out. The error handler answers
 * these with 503 and the health check reports the database as down.
 */

/** What a client sees when its request needed the database and could not get it. */
export const DATABASE_UNAVAILABLE_MESSAGE = "Korero can't reach its database right now. Try again in a minute.";

const SQLSTATES = new Set([
  '57P01', // admin_shutdown: the server is stopping
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: the server is starting up or in recovery
  '57014', // query_canceled: statement_timeout fired
  '25P03', // idle_in_transaction_session_timeout ended the session
  '53300', // too_many_connections
  '53400', // configuration_limit_exceeded
]);

const SOCKET_CODES = new Set([
  'ECONNRESET',
  'ECONNREFUSED',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

// node-postgres and pg-pool give these no code; their messages are stable across versions.
const MESSAGES = [
  'timeout exceeded when trying to connect', // pg-pool: no connection free or opened within connectionTimeoutMillis
  'Connection terminated', // the server or the network closed the connection (also "…unexpectedly", "…due to connection timeout")
  'Query read timeout', // pg: no answer within query_timeout
  'is not queryable', // pg: a client whose connection already failed
  'Cannot use a pool after calling end on the pool', // during shutdown
];

function matches(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, name, message } = error as { code?: unknown; name?: unknown; message?: unknown };
  if (typeof code === 'string' && (SQLSTATES.has(code) || SOCKET_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code))) return true;
  if (name === 'ConnectionException') return true;
  return typeof message === 'string' && MESSAGES.some((m) => message.includes(m));
}

/** True when `error`, or an error it wraps (`cause`, an AggregateError's `errors`), says the database is out of reach. */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (depth > 4 || typeof error !== 'object' || error === null) return false;
  if (matches(error)) return true;
  const { cause, errors } = error as { cause?: unknown; errors?: unknown };
  if (isDatabaseUnavailable(cause, depth + 1)) return true;
  return Array.isArray(errors) && errors.some((e) => isDatabaseUnavailable(e, depth + 1));
}
