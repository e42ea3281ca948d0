import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import type { Arrival } from './arrival.ts';
import { appendCookie, readCookie, serializeCookie, type CookieOptions } from './cookies.ts';
import { openSealed, seal } from './sealed-cookie.ts';

/** The owner's session cookie. */
export const SESSION_COOKIE = 'korero_session';

/** What the session cookie holds. */
export interface SessionData {
  /** The session token; its hash is the core_session row id. */
  sid?: string;
}

/** The request's cookie session: read when first asked for, written into the answer as soon as it changes. */
export interface CookieSession {
  get<K extends keyof SessionData>(key: K): SessionData[K] | undefined;
  set<K extends keyof SessionData>(key: K, value: NonNullable<SessionData[K]>): void;
  /** Ends it: the answer clears the cookie. */
  delete(): void;
}

declare module 'fastify' {
  interface FastifyRequest {
    readonly session: CookieSession;
  }
}

export interface SessionOptions {
  /** The keys the cookie is sealed with; the first seals, the rest still open older cookies. */
  keys: Buffer[];
  https: boolean;
  maxHours: number;
  arrival: Arrival;
}

// Made once: carriesSession runs on every signed-in route's request.
const SESSION_PAIR = `${SESSION_COOKIE}=`;

/** Whether the request sends a session cookie at all: without one it is signed out, with nothing to open or look up. */
export const carriesSession = (request: { headers: { cookie?: string | undefined } }): boolean =>
  request.headers.cookie?.includes(SESSION_PAIR) === true;

const kReply = Symbol('korero.reply');
const kSession = Symbol('korero.session');
type Carrier = { [kReply]?: FastifyReply; [kSession]?: CookieSession };

/**
 * The signed-in owner's session, sealed in a cookie (no server-side lookup to read it; the same sealed format as
 * @fastify/secure-session, which it replaces, so cookies already issued stay valid). It costs a request nothing
 * until something reads it: a signed-out request (most of them: pages, customers, the 401s) parses no cookie and
 * allocates no session, and no onSend hook runs on any answer (issue 46, item 9). The cookie's own age limit is the
 * session's longest life (SESSION_MAX_HOURS), where the plugin's fixed 24 hours signed people out a day after they
 * signed in however active they were.
 */
export const session = fp<SessionOptions>(
  async (app, { keys, https, maxHours, arrival }) => {
    const maxAgeSeconds = maxHours * 3600;
    const cookie: CookieOptions = { path: '/', httpOnly: true, sameSite: 'Lax', secure: https, maxAge: maxAgeSeconds };
    app.decorateRequest(kReply, undefined);
    app.decorateRequest(kSession, undefined);
    // The reply, so a change to the session can write its cookie at once rather than in an onSend hook.
    arrival.add((request, reply) => {
      (request as Carrier)[kReply] = reply;
      return undefined;
    });
    app.decorateRequest('session', {
      getter(this: Carrier & { headers: { cookie?: string | undefined } }): CookieSession {
        const existing = this[kSession];
        if (existing) return existing;
        const sealed = readCookie(this.headers.cookie, SESSION_COOKIE);
        const opened = sealed ? openSealed(sealed, keys, maxAgeSeconds) : null;
        const data: SessionData = opened?.data ?? {};
        const reply = this[kReply];
        const write = (value: string, options: CookieOptions) => {
          if (reply && !reply.sent) appendCookie(reply, SESSION_COOKIE, serializeCookie(SESSION_COOKIE, value, options));
        };
        const made: CookieSession = {
          get: (key) => data[key],
          set: (key, value) => {
            data[key] = value;
            write(seal(data, keys[0]!), cookie);
          },
          delete: () => {
            for (const key of Object.keys(data)) delete data[key as keyof SessionData];
            write('', { ...cookie, maxAge: 0, expires: new Date(0) });
          },
        };
        // A cookie opened with an older key is sealed again with the current one.
        if (opened?.rotated) write(seal(data, keys[0]!), cookie);
        this[kSession] = made;
        return made;
      },
    });
  },
  { name: 'korero-session' },
);
