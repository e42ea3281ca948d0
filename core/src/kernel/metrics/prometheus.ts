import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { MetricsPort } from '../../ports/metrics.port.ts';
import { contentAnswer, errorAnswer } from '../../contract/answers.ts';
import { BUCKETS_MS } from './request-minutes.ts';

/** This process's request counters in the Prometheus format (each process is scraped on its own, as Prometheus expects). */
export class PrometheusMetrics {
  readonly registry = new Registry();
  readonly #requests: Counter<'method' | 'status'>;
  readonly #duration: Histogram;

  constructor(metrics: MetricsPort) {
    this.#requests = new Counter({
      name: 'korero_http_requests_total',
      help: 'API requests answered, by method and status class (2xx, 4xx, 5xx).',
      labelNames: ['method', 'status'],
      registers: [this.registry],
    });
    this.#duration = new Histogram({
      name: 'korero_http_request_duration_seconds',
      help: 'API response time.',
      buckets: BUCKETS_MS.map((ms) => ms / 1000),
      registers: [this.registry],
    });
    // Read from the database when scraped: the queue and the outbox are shared by every process.
    const figure = (name: string, help: string, read: (f: Awaited<ReturnType<MetricsPort['system']>>) => number | null) =>
      new Gauge({
        name,
        help,
        registers: [this.registry],
        async collect() {
          this.set(read(await metrics.system()) ?? 0);
        },
      });
    figure('korero_jobs_due', 'Background jobs due to run now (the backlog).', (f) => f.jobsDue);
    figure('korero_messages_failed_last_hour', 'Messages that failed for good in the last hour.', (f) => f.messagesFailedLastHour);
    figure('korero_active_sessions', 'Signed-in sessions that are neither expired nor idle.', (f) => f.activeSessions);
    collectDefaultMetrics({ register: this.registry, prefix: 'korero_' });
  }

  record(method: string, status: number, ms: number): void {
    this.#requests.inc({ method, status: `${Math.floor(status / 100)}xx` });
    this.#duration.observe(ms / 1000);
  }
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * GET /metrics for a Prometheus scraper: only with METRICS_TOKEN set (else 404, as if it did not exist), and only
 * with that token as a bearer (else 401). Compared in constant time.
 */
export async function metricsRoute(app: FastifyInstance, token: string | undefined, prometheus: PrometheusMetrics | null): Promise<void> {
  const schema = {
    tags: ['metrics'],
    summary: 'Get request counters and system figures in the Prometheus text format (needs METRICS_TOKEN)',
    operationId: 'getMetrics',
    response: { 200: contentAnswer('text/plain', 'Prometheus exposition'), 401: errorAnswer, 404: errorAnswer },
  };
  app.get('/metrics', { schema, config: { access: 'public' }, logLevel: 'warn' }, async (request, reply) => {
    if (!token || !prometheus) return reply.code(404).send({ error: 'Not found.' });
    const given = /^Bearer (.+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? '';
    if (!timingSafeEqual(digest(given), digest(token))) {
      return reply.code(401).header('www-authenticate', 'Bearer').send({ error: 'Send the metrics token as a bearer token.' });
    }
    return reply.header('content-type', prometheus.registry.contentType).send(await prometheus.registry.metrics());
  });
}
