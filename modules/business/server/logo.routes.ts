import { z } from 'zod';
import type { AuthPort, ModuleApp, StoragePort } from '@korero/core/sdk';
import { LOGO_MAX_BYTES, type LogoService } from './logo.service.ts';

/** Upload tickets and the upload itself (under /api). */
export async function logoUploadRoutes(app: ModuleApp, deps: { auth: AuthPort; logos: LogoService }): Promise<void> {
  // Raw image bytes, only in this plugin: everywhere else Korero takes JSON.
  app.addContentTypeParser(['image/jpeg', 'image/png', 'application/octet-stream'], { parseAs: 'buffer', bodyLimit: LOGO_MAX_BYTES }, (_request, body, done) =>
    done(null, body),
  );

  app.post('/logos/upload', { preHandler: deps.auth.requireUser, config: { rateLimit: { max: 30, timeWindow: '1 hour' } } }, async (request) =>
    deps.logos.ticket(deps.auth.user(request).businessId),
  );

  app.put(
    '/uploads/logo/:token',
    { schema: { params: z.object({ token: z.string().min(20).max(64) }) }, bodyLimit: LOGO_MAX_BYTES, config: { access: 'public', rateLimit: { max: 30, timeWindow: '1 hour' } } },
    async (request, reply) => {
      if (!Buffer.isBuffer(request.body)) {
        return reply.code(415).send({ error: 'Send the image bytes with Content-Type image/jpeg or image/png.' });
      }
      await deps.logos.receive(request.params.token, request.body);
      return { success: true };
    },
  );
}

/** GET /public-objects/logos/{file}: logos are the only public objects. */
export async function publicObjectRoutes(app: ModuleApp, deps: { storage: StoragePort }): Promise<void> {
  app.get('/public-objects/logos/:file', { config: { access: 'public' }, schema: { params: z.object({ file: z.string().regex(/^[0-9a-f-]{36}$/) }) } }, async (request, reply) => {
    const object = await deps.storage.get(`logos/${request.params.file}`);
    if (!object) return reply.code(404).type('text/plain').send('Not found');
    return reply
      .type(object.contentType)
      .header('content-length', object.size)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('content-disposition', 'inline')
      .send(object.body);
  });
}
