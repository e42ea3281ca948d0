/**
 * Development only (`npm run dev`, see scripts/dev.ts): the open page reloads after a change. createKernel loads this
 * file only when asked to (KernelOptions.devReload, which serve.ts sets only with NODE_ENV=development and
 * KORERO_DEV_RELOAD=1), so `npm start` never serves it.
 *
 * Each page gets a small script that listens to GET /api/dev/reload (server-sent events). A new server process (a
 * server change) is seen as a new boot id when the stream reconnects; a rebuilt remote (a web change) is announced by
 * scripts/dev.ts over the process's IPC channel and sent as `reload`.
 */
import { randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import fp from 'fastify-plugin';

const SCRIPT = `(() => {
  let boot = null;
  const events = new EventSource('/api/dev/reload');
  events.addEventListener('hello', (e) => {
    if (boot !== null && boot !== e.data) location.reload();
    boot = e.data;
  });
  events.addEventListener('reload', () => location.reload());
})();
`;
const SCRIPT_TAG = '<script src="/api/dev/reload.js"></script>';

export const devReload = fp<{ stopping: AbortSignal }>(
  async (app, { stopping }) => {
    const boot = randomUUID();
    const pages = new Set<ServerResponse>();
    const announce = (message: unknown) => {
      if (message !== 'korero:reload') return;
      for (const page of pages) page.write('event: reload\ndata: \n\n');
    };
    process.on('message', announce);

    app.get('/api/dev/reload.js', { config: { access: 'public' } }, async (_request, reply) =>
      reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-store').send(SCRIPT),
    );
    app.get('/api/dev/reload', { config: { access: 'public' } }, (request, reply) => {
      reply.hijack();
      const page = reply.raw;
      page.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store', connection: 'keep-alive' });
      // Reconnect a quarter second after the server goes (the browser's default wait is about three).
      page.write(`retry: 250\nevent: hello\ndata: ${boot}\n\n`);
      pages.add(page);
      request.raw.on('close', () => pages.delete(page));
    });
    // Every page, as sent, carries the listening script (HTML only; files and the API are left alone).
    app.addHook('onSend', (_request, reply, payload, done) => {
      const type = reply.getHeader('content-type');
      if (typeof type !== 'string' || !type.startsWith('text/html') || (typeof payload !== 'string' && !Buffer.isBuffer(payload))) {
        return done(null, payload);
      }
      done(
        null,
        payload.toString().replace('</head>', () => `  ${SCRIPT_TAG}\n  </head>`),
      );
    });
    // Open streams would hold the server's close until its grace period ends: a restart ends them at once.
    const endStreams = () => {
      process.off('message', announce);
      for (const page of pages) page.end();
      pages.clear();
    };
    stopping.addEventListener('abort', endStreams, { once: true });
    app.addHook('preClose', (done) => {
      endStreams();
      done();
    });
  },
  { name: 'korero-dev-reload' },
);
