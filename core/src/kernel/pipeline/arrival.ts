import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/**
 * One step of what every request goes through as it arrives (its id header, the security headers, the draining mark,
 * the session's reply): synchronous, and returning an error to refuse the request there. The pipeline's plugins each
 * give theirs, and one onRequest hook runs them all (issue 46, item 9): Fastify's hook runner costs the same for a
 * hook whatever it does, and five of them on every request were a measurable part of the 401 path.
 */
export type ArrivalStep = (request: FastifyRequest, reply: FastifyReply) => Error | undefined;

/** Where the pipeline's plugins put their steps; `install` adds the one hook that runs them, in the order given. */
export class Arrival {
  readonly #steps: ArrivalStep[] = [];

  add(step: ArrivalStep): void {
    this.#steps.push(step);
  }

  /**
   * The hook. `around` runs the rest of the request (the remaining hooks, the route) inside whatever it sets up: the
   * request's lazy database context (decision 0005), so every later hook and the handler share it.
   */
  install(app: FastifyInstance, around: (next: () => void) => void): void {
    const steps = this.#steps;
    app.addHook('onRequest', (request, reply, done) => {
      let refusal: Error | undefined;
      for (let i = 0; i < steps.length && !refusal; i++) refusal = steps[i]!(request, reply);
      around(() => done(refusal));
    });
  }
}

/**
 * The arrival hook as a named plugin, registered once every plugin that gives a step has: later plugins (the access
 * check) depend on it, since their hooks must run inside the request's database context.
 */
export const arrivalHook = fp<{ arrival: Arrival; around: (next: () => void) => void }>(
  async (app, { arrival, around }) => {
    arrival.install(app, around);
  },
  { name: 'korero-arrival', dependencies: ['korero-request-log', 'korero-draining', 'korero-security', 'korero-session'] },
);
