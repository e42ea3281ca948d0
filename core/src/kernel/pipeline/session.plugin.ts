import fastifySecureSession from '@fastify/secure-session';
import fp from 'fastify-plugin';

/** The owner's session cookie. */
export const SESSION_COOKIE = 'korero_session';

export interface SessionOptions {
  /** The keys the cookie is sealed with; the first seals, the rest still open older cookies. */
  keys: Buffer[];
  https: boolean;
  maxHours: number;
}

/** The signed-in owner's session, sealed in a cookie (no server-side lookup to read it). */
export const session = fp<SessionOptions>(
  async (app, { keys, https, maxHours }) => {
    await app.register(fastifySecureSession, {
      key: keys,
      cookieName: SESSION_COOKIE,
      cookie: { path: '/', httpOnly: true, sameSite: 'lax', secure: https, maxAge: maxHours * 3600 },
    });
  },
  { name: 'korero-session' },
);
