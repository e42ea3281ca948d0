import type { AuthPort, ModuleApp, StoragePort } from '@korero/core/sdk';
import { contentAnswer, errorAnswer } from '@korero/core/contract';
import { logoFileParams, successAnswer, uploadTicketAnswer, uploadTokenParams } from '../contract/api.ts';
import { LOGO_MAX_BYTES, type LogoService } from './logo.service.ts';

/** Upload tickets and the upload itself (under /api). */
export async function logoUploadRoutes(app: ModuleApp, deps: { auth: AuthPort; logos: LogoService }): Promise<void> {
  // Raw image bytes, only in this plugin: everywhere else Korero takes JSON.
  app.addContentTypeParser(
    ['image/png', 'image/jpeg', 'image/webp', 'application/octet-stream'],
    { parseAs: 'buffer', bodyLimit: LOGO_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );

  app.post(
    '/logos/upload',
    {
      schema: { summary: 'Get an address to upload a logo to', operationId: 'createLogoUpload', response: { 200: uploadTicketAnswer } },
      config: { rateLimit: { max: 30, timeWindow: '1 hour' } },
    },
    async (request) => deps.logos.ticket(deps.auth.user(request).businessId),
  );

  app.put(
    '/uploads/logo/:token',
    {
      schema: { summary: 'Upload a logo', params: uploadTokenParams, response: { 200: successAnswer, 415: errorAnswer } },
      bodyLimit: LOGO_MAX_BYTES,
      config: { access: 'public', rateLimit: { max: 30, timeWindow: '1 hour' } },
    },
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
  app.get(
    '/public-objects/logos/:file',
    {
      config: { access: 'public' },
      schema: {
        summary: "Get a business's logo",
        operationId: 'getLogo',
        params: logoFileParams,
        response: { 200: contentAnswer('image/jpeg', 'The logo (JPEG or PNG)'), 404: contentAnswer('text/plain', 'Not found') },
      },
    },
    async (request, reply) => {
      const object = await deps.storage.get(`logos/${request.params.file}`);
      if (!object) return reply.code(404).type('text/plain').send('Not found');
      return reply
        .type(object.contentType)
        .header('content-length', object.size)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('content-disposition', 'inline')
        .send(object.body);
    },
  );
}
