import fp from 'fastify-plugin';

export interface DrainingOptions {
  /** Aborted when the kernel starts to close. */
  stopping: AbortSignal;
}

/** While shutting down, every answer closes its connection: a keep-alive client cannot hold the process open. */
export const draining = fp<DrainingOptions>(
  async (app, { stopping }) => {
    app.addHook('onSend', (_request, reply, payload, done) => {
      if (stopping.aborted) reply.header('connection', 'close');
      done(null, payload);
    });
  },
  { name: 'korero-draining' },
);
