import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Env } from '@korero/config/env';
import { redactUrl } from '../logging.ts';
import type { Arrival } from './arrival.ts';

export interface RequestLogOptions {
  logLevel: Env['LOG_LEVEL'];
  /** Each answer, once sent (the request counters). */
  answered: (request: FastifyRequest, status: number, ms: number) => void;
  arrival: Arrival;
}

/**
 * The request id on every answer (x-request-id, the id genReqId gave it) and one log line per request: every request
 * at info and below, only server errors above. At debug and below, a line as each request is received too (before
 * its answer, and whether or not one is ever sent), which says in order what the process took, e.g. around a SIGTERM.
 */
export const requestLog = fp<RequestLogOptions>(
  async (app, { logLevel, answered, arrival }) => {
    // The request line's fields are fixed and none is secret (the URL is redacted by redactUrl), so it skips the
    // logger's redaction pass, which scans every field of every line and cost four times the rest of writing it.
    const requestLines = app.log.child({}, { redact: { paths: [] } });
    const logReceipt = ['trace', 'debug'].includes(logLevel);
    // Callback hooks, not async: these run on every request, and a promise per request is measurable.
    arrival.add((request, reply) => {
      reply.header('x-request-id', request.id);
      if (logReceipt) requestLines.debug({ reqId: request.id, method: request.method, url: redactUrl(request.url) }, 'request received');
      return undefined;
    });
    const logEveryRequest = ['trace', 'debug', 'info'].includes(logLevel);
    app.addHook('onResponse', (request, reply, done) => {
      answered(request, reply.statusCode, reply.elapsedTime);
      const level = reply.statusCode >= 500 ? 'error' : 'info';
      if (level === 'error' || logEveryRequest) {
        requestLines[level](
          {
            reqId: request.id,
            method: request.method,
            url: redactUrl(request.url),
            status: reply.statusCode,
            ms: Math.round(reply.elapsedTime),
          },
          'request',
        );
      }
      done();
    });
  },
  { name: 'korero-request-log' },
);
