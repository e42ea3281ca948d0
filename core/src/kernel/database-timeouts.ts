/**
 * Time limits on PostgreSQL, so that a database that stops answering costs a request a few seconds and a 503, not a
 * hang. (PGlite runs in the process and needs none of them.)
 */

export interface DatabaseTimeouts {
  /** Opening a connection, and waiting for a free one when all are busy (pg-pool's connectionTimeoutMillis). */
  connectMs: number;
  /** One statement on the server (statement_timeout); the client gives up on an unanswered one shortly after. */
  statementMs: number;
  /** A session left idle inside an open transaction is ended by the server, releasing its locks. */
  idleInTransactionMs: number;
}

/** With these, a request that cannot get the database answers 503 within 5 s (see the README). */
export const DEFAULT_DATABASE_TIMEOUTS: DatabaseTimeouts = { connectMs: 2000, statementMs: 3000, idleInTransactionMs: 10_000 };

/** How much longer than statement_timeout the client waits: the server's own cancellation (57014) comes first. */
const CLIENT_GRACE_MS = 500;

interface PgClientLike {
  query: (...args: unknown[]) => unknown;
  connection?: { stream?: { destroy(): void } };
}

interface PgPoolLike {
  on(event: 'connect', listener: (client: PgClientLike) => void): unknown;
}

/**
 * When a query outlives query_timeout, node-postgres rejects it but keeps the connection, with the query still
 * outstanding; the statements queued behind it (the transaction's ROLLBACK) are then dropped unsent, and the connection
 * could go back to the pool inside an open transaction. Closing the connection instead makes it fail cleanly: the
 * server rolls the transaction back and the pool replaces the connection.
 */
function dropConnectionOnReadTimeout(client: PgClientLike): void {
  const query = client.query.bind(client);
  client.query = (...args: unknown[]) => {
    const result = query(...args);
    if (result instanceof Promise) {
      result.catch((error: unknown) => {
        if ((error as Error | undefined)?.message === 'Query read timeout') client.connection?.stream?.destroy();
      });
    }
    return result;
  };
}

/** node-postgres pool options (MikroORM passes `driverOptions` to `new Pool`). */
export function postgresDriverOptions(timeouts: DatabaseTimeouts): Record<string, unknown> {
  return {
    connectionTimeoutMillis: timeouts.connectMs,
    statement_timeout: timeouts.statementMs,
    query_timeout: timeouts.statementMs + CLIENT_GRACE_MS,
    idle_in_transaction_session_timeout: timeouts.idleInTransactionMs,
    // Notices a peer that vanished without closing the connection (a host gone, a NAT entry dropped).
    keepAlive: true,
    onPoolCreated: (pool: PgPoolLike) => pool.on('connect', dropConnectionOnReadTimeout),
  };
}
