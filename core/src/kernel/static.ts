import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { sendApiNotFound } from './errors.ts';

export interface WebAssets {
  /** web-shell/dist */
  shellDir: string;
  /** Where a module's built remote lives (modules/<id>/web/dist). */
  moduleDir: (id: string) => string;
  /** Is the module switched on right now (its assets answer 404 otherwise)? */
  isEnabled: (id: string) => boolean;
}

const HASHED = /[.-][A-Za-z0-9_-]{8,}\.(js|css|woff2?|png|svg|jpg|webp)$/;

function cacheHeaders(reply: FastifyReply, file: string): void {
  const name = path.basename(file);
  if (name === 'index.html' || name === 'remoteEntry.js' || name.endsWith('.json')) {
    reply.header('cache-control', 'no-cache');
  } else if (HASHED.test(name)) {
    reply.header('cache-control', 'public, max-age=31536000, immutable');
  } else {
    reply.header('cache-control', 'public, max-age=3600');
  }
}

/**
 * The shell at "/", each enabled module's remote under "/modules/<id>/", and the shell's index.html for any other
 * page path so the browser router can draw it (its 404 page included). Unknown /api paths get JSON.
 */
export async function installWebAssets(app: FastifyInstance, assets: WebAssets | null): Promise<void> {
  const indexFile = assets ? path.join(assets.shellDir, 'index.html') : null;
  const hasShell = indexFile !== null && existsSync(indexFile);
  const indexHtml = hasShell ? readFileSync(indexFile) : null;

  if (assets && hasShell) {
    await app.register(fastifyStatic, {
      root: assets.shellDir,
      prefix: '/',
      wildcard: false,
      index: false,
      setHeaders: (res, file) => cacheHeaders(res, file),
    });
    app.get('/modules/:id/*', async (request, reply) => {
      const { id, '*': rest } = request.params as { id: string; '*': string };
      if (!/^[a-z][a-z0-9-]*$/.test(id) || !assets.isEnabled(id) || rest.includes('..')) {
        return reply.code(404).type('text/plain').send('Not found');
      }
      const root = assets.moduleDir(id);
      if (!existsSync(path.join(root, rest))) return reply.code(404).type('text/plain').send('Not found');
      return reply.sendFile(rest, root);
    });
  }

  const sendIndex = (reply: FastifyReply) =>
    reply.code(200).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(indexHtml);

  app.setNotFoundHandler((request, reply) => {
    const url = request.url;
    if (url === '/api' || url.startsWith('/api/') || url.startsWith('/api?')) return sendApiNotFound(request, reply);
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !path.extname(url.split('?')[0] ?? '');
    if (indexHtml && wantsPage) return sendIndex(reply);
    if (!indexHtml && wantsPage) {
      return reply.code(503).type('text/plain; charset=utf-8').send('The Korero web app has not been built. Run `npm start`.');
    }
    return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
  });
}
