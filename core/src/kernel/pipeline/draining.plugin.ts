import fp from 'fastify-plugin';
import type { Arrival } from './arrival.ts';

export interface DrainingOptions {
  /** Aborted when the kernel starts to close. */
  stopping: AbortSignal;
  arrival: Arrival;
}

/**
 * While shutting down, every answer closes its connection: a keep-alive client cannot hold the process open. Marked
 * when the request arrives, not as the answer goes: an onSend hook on every answer cost the 401 path a few per cent of
 * its throughput (issue 46, item 9), and a request under way when the process was told to stop ends its connection on
 * the next one, which arrives to this mark.
 */
export const draining = fp<DrainingOptions>(
  async (_app, { stopping, arrival }) => {
    arrival.add((_request, reply) => {
      if (stopping.aborted) reply.header('connection', 'close');
      return undefined;
    });
  },
  { name: 'korero-draining' },
);
