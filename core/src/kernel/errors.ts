import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError } from '../sdk/errors.ts';
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from './database-errors.ts';
import { isTransactionConflict } from './transaction-retry.ts';

interface ValidationItem {
  instancePath: string;
  message?: string;
  keyword: string;
}

/** "body/customerName" → "customerName"; a missing field reads "customerName is required". */
export function describeValidation(
  items: ValidationItem[],
  context: string | undefined,
): { error: string; fields: Record<string, string> } {
  const fields: Record<string, string> = {};
  const parts: string[] = [];
  for (const item of items.slice(0, 5)) {
    const path = item.instancePath.replace(/^\//, '').replaceAll('/', '.');
    let message = item.message ?? 'is not valid';
    if (item.keyword === 'invalid_type' && /received undefined$/.test(message)) message = 'is required';
    const field = path || (context === 'querystring' ? 'query' : (context ?? 'body'));
    fields[field] ??= message;
    parts.push(path ? `${path}: ${message}` : message);
  }
  return { error: parts.slice(0, 3).join('; '), fields };
}

function send(reply: FastifyReply, status: number, body: Record<string, unknown>): FastifyReply {
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

/**
 * One place that turns anything thrown into `{ "error": "…" }` with a fitting status. A client's mistake is never
 * a 500, and no stack trace or internal message ever reaches the client.
 */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof HttpError) {
      // A 429 that knows its window says when to come back, in the header clients read.
      const retry = error.details?.retryAfterSeconds;
      if (typeof retry === 'number') reply.header('retry-after', String(retry));
      return send(reply, error.statusCode, { error: error.message, ...error.details });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      // A malformed id in the path cannot name anything that exists.
      if (error.validationContext === 'params') return send(reply, 404, { error: 'Not found.' });
      return send(reply, 400, describeValidation(error.validation as ValidationItem[], error.validationContext));
    }
    const status = error.statusCode ?? 500;
    switch (error.code) {
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
        return send(reply, 400, { error: 'The request body is not valid JSON.' });
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return send(reply, 415, { error: 'Send the request body as JSON (Content-Type: application/json).' });
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        return send(reply, 413, { error: 'The request is too large.' });
      case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
        return send(reply, 400, { error: 'The request body does not match its Content-Length.' });
    }
    if (status === 429) {
      return send(reply, 429, { error: error.message || 'Too many requests. Wait a little and try again.' });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, 'database unavailable');
      return send(reply.header('retry-after', '60'), 503, { error: DATABASE_UNAVAILABLE_MESSAGE });
    }
    if (isTransactionConflict(error)) {
      // Run three times and met another transaction each time: nothing was stored, and a moment later it goes through.
      request.log.warn({ code: (error as { code?: string }).code }, 'transaction conflicted on every attempt');
      return send(reply.header('retry-after', '1'), 503, {
        error: 'Korero was busy saving something else just then and saved nothing. Try again.',
      });
    }
    if (status >= 400 && status < 500) {
      request.log.info({ code: error.code, status }, 'client error');
      return send(reply, status, { error: clientMessage(error) });
    }
    if (isUnstorableText(error)) {
      // A backstop: the input guard already refuses NUL characters before validation.
      request.log.info({ code: (error as { code?: string }).code }, 'text the database cannot store');
      return send(reply, 400, { error: "The request contains a character that isn't allowed." });
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(reply, 500, { error: 'Something went wrong on our side. Please try again; if it keeps happening, contact support.' });
  });
}

/** JSON for an unknown API path. */
export function sendApiNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const path = request.url.split('?')[0];
  return send(reply, 404, { error: `No API route matches ${request.method} ${path}.` });
}

function clientMessage(error: FastifyError): string {
  // Fastify's own 4xx messages are written for developers but safe to show; strip the error code prefix.
  return (error.message || 'The request could not be handled.').replace(/^FST_[A-Z_]+:\s*/, '');
}

/** 22021: invalid byte sequence (a NUL in text); 22P05: a character or escape jsonb cannot hold. */
function isUnstorableText(error: unknown): boolean {
  const code = (error as { code?: string }).code;
  return code === '22021' || code === '22P05';
}
