import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { OpenedDatabase } from '../kernel/database.ts';
import { appendCookie, readCookie, serializeCookie } from '../kernel/pipeline/cookies.ts';
import type { ClockPort } from '../ports/clock.port.ts';

/** The cookie that carries who is signing in between the password and the second step. */
export const PENDING_COOKIE = 'korero_sign_in';
// Long enough to find the phone and type a code, short enough that a left-open tab is not half signed in.
const PENDING_MINUTES = 5;

/** The pending sign-in's token from the request's cookies, if it carries one. */
export const pendingToken = (request: FastifyRequest): string | null => readCookie(request.headers.cookie, PENDING_COOKIE);

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * A sign-in whose password was right and whose second step is still to come. The cookie holds a random token, this
 * table its hash, the person and (for a passkey) the challenge asked; it ends when the second step succeeds.
 */
export class PendingSignIns {
  private readonly db: OpenedDatabase;
  private readonly clock: ClockPort;
  private readonly https: boolean;

  constructor(db: OpenedDatabase, clock: ClockPort, https: boolean) {
    this.db = db;
    this.clock = clock;
    this.https = https;
  }

  async start(reply: FastifyReply, userId: string): Promise<void> {
    const token = randomBytes(32).toString('base64url');
    const now = this.clock.now();
    // Old ones of the person go: only the newest password sign-in may finish.
    await this.db.direct(`delete from core_sign_in_pending where user_id = ? or expires_at < ?`, [userId, now], 'run');
    await this.db.direct(
      `insert into core_sign_in_pending (id, user_id, expires_at) values (?, ?, ?)`,
      [hashToken(token), userId, new Date(now.getTime() + PENDING_MINUTES * 60_000)],
      'run',
    );
    appendCookie(
      reply,
      PENDING_COOKIE,
      serializeCookie(PENDING_COOKIE, token, {
        path: '/api/login',
        httpOnly: true,
        sameSite: 'Strict',
        secure: this.https,
        maxAge: PENDING_MINUTES * 60,
      }),
    );
  }

  /** The person signing in on this request, with the passkey challenge if one was asked; null when none or expired. */
  async of(request: FastifyRequest): Promise<{ userId: string; challenge: string | null } | null> {
    const token = pendingToken(request);
    if (!token) return null;
    const rows = await this.db.direct<Array<{ user_id: string; challenge: string | null }>>(
      `select user_id, challenge from core_sign_in_pending where id = ? and expires_at > ?`,
      [hashToken(token), this.clock.now()],
    );
    return rows[0] ? { userId: rows[0].user_id, challenge: rows[0].challenge } : null;
  }

  async setChallenge(request: FastifyRequest, challenge: string): Promise<void> {
    const token = pendingToken(request);
    if (token) await this.db.direct(`update core_sign_in_pending set challenge = ? where id = ?`, [challenge, hashToken(token)], 'run');
  }

  async end(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const token = pendingToken(request);
    if (token) await this.db.direct(`delete from core_sign_in_pending where id = ?`, [hashToken(token)], 'run');
    appendCookie(
      reply,
      PENDING_COOKIE,
      serializeCookie(PENDING_COOKIE, '', {
        path: '/api/login',
        httpOnly: true,
        sameSite: 'Strict',
        secure: this.https,
        maxAge: 0,
        expires: new Date(0),
      }),
    );
  }
}
