import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../sdk/errors.ts';
import { findUnstorableText, NOT_ALLOWED, wellFormed } from '../sdk/unstorable-text.ts';

/**
 * Once for every route, before validation: a NUL character in the body or query is a 400 naming the field (in
 * the path, like any malformed id, a 404), and lone surrogates become U+FFFD, so no text reaches the database
 * that it would refuse with a 500.
 */
export function installInputGuard(app: FastifyInstance): void {
  // A callback hook, not async: it runs before every route, and a promise each is measurable.
  app.addHook('preValidation', (request, _reply, done) => {
    try {
      guard(request);
      done();
    } catch (error) {
      done(error as HttpError);
    }
  });
}

function guard(request: FastifyRequest): void {
  for (const [part, value] of [
    ['params', request.params],
    ['query', request.query],
    ['body', request.body],
  ] as const) {
    if (typeof value === 'string') {
      if (value.includes('\u0000')) throw new HttpError(400, `The request body ${NOT_ALLOWED}.`, { fields: { body: NOT_ALLOWED } });
      request.body = wellFormed(value);
      continue;
    }
    const found = findUnstorableText(value, '');
    if (!found) continue;
    if (part === 'params') throw new HttpError(404, 'Not found.');
    const field = found.field || part;
    throw new HttpError(400, `${field} ${NOT_ALLOWED}.`, { fields: { [field]: NOT_ALLOWED } });
  }
}
