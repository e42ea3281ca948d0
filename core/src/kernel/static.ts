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
  const name = path.basename(file).replace(/\.(br|gz)$/, '');
  if (name === 'index.html' || name === 'remoteEntry.js' || name.endsWith('.json')) {
    reply.header('cache-control', 'no-cache');
  } else if (HASHED.test(name)) {
    reply.header('cache-control', 'public, max-age=31536000, immutable');
  } else {
    reply.header('cache-control', 'public, max-age=3600');
  }
}

const notFoundText = (reply: FastifyReply) => reply.code(404).type('text/plain; charset=utf-8').send('Not found');

/**
 * The shell at "/", each module's remote under "/modules/<id>/" (404 while the module is off), and the shell's
 * index.html for any other page path so the browser router can draw it, its 404 page included. Unknown /api paths
 * get JSON. Files are sent pre-compressed (brotli or gzip, made at build time) when the browser accepts it.
 */
export async function installWebAssets(app: FastifyInstance, assets: WebAssets | null, moduleIds: string[]): Promise<void> {
  const indexFile = assets ? path.join(assets.shellDir, 'index.html') : null;
  const indexHtml = indexFile && existsSync(indexFile) ? readFileSync(indexFile) : null;

  if (assets && indexHtml) {
    await app.register(fastifyStatic, {
      root: assets.shellDir,
      prefix: '/',
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders: (res, file) => cacheHeaders(res, file),
    });
    for (const id of moduleIds) {
      const root = assets.moduleDir(id);
      if (!existsSync(root)) continue;
      await app.register(async (scope) => {
        scope.addHook('onRequest', async (_request, reply) => {
          if (!assets.isEnabled(id)) return notFoundText(reply);
        });
        await scope.register(fastifyStatic, {
          root,
          prefix: `/modules/${id}/`,
          decorateReply: false,
          index: false,
          preCompressed: true,
          setHeaders: (res, file) => cacheHeaders(res, file),
        });
      });
    }
  }

  const sendIndex = (reply: FastifyReply) =>
    reply.code(200).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(indexHtml);

  app.setNotFoundHandler((request, reply) => {
    const url = request.url;
    if (url === '/api' || url.startsWith('/api/') || url.startsWith('/api?')) return sendApiNotFound(request, reply);
    // Files (anything with an extension, module assets, stored objects) are never answered with the app's page.
    const isFile = Boolean(path.extname(url.split('?')[0] ?? '')) || url.startsWith('/modules/') || url.startsWith('/public-objects/');
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !isFile;
    if (indexHtml && wantsPage) return sendIndex(reply);
    if (!indexHtml && wantsPage) {
      return reply.code(503).type('text/plain; charset=utf-8').send('The Korero web app has not been built. Run `npm start`.');
    }
    return notFoundText(reply);
  });
}
