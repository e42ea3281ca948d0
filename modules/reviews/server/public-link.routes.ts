import type { AuthPort, ModuleApp } from '@korero/core/sdk';
import type { PublicLinks } from './public-links.service.ts';
import { publicLinkAnswer, publicLinkSchema } from '../contract/api.ts';

/** The owner's control over their public review link (Settings): see it, switch it on or off, rotate it. */
export async function publicLinkRoutes(app: ModuleApp, deps: { auth: AuthPort; links: PublicLinks }): Promise<void> {
  const { auth, links } = deps;

  app.get(
    '/reviews/public-link',
    { schema: { summary: 'Get the public review link', operationId: 'getPublicLink', response: { 200: publicLinkAnswer } } },
    async (request) => ({
      data: await links.view(auth.user(request).businessId),
    }),
  );

  app.put(
    '/reviews/public-link',
    {
      schema: {
        summary: 'Switch the public review link on or off',
        operationId: 'updatePublicLink',
        body: publicLinkSchema,
        response: { 200: publicLinkAnswer },
      },
    },
    async (request) => ({
      data: await links.setEnabled(auth.user(request).businessId, request.body.enabled),
    }),
  );

  app.post(
    '/reviews/public-link/rotate',
    { schema: { summary: "Replace the public review link's key", operationId: 'rotatePublicLink', response: { 200: publicLinkAnswer } } },
    async (request) => ({
      data: await links.rotate(auth.user(request).businessId),
    }),
  );
}
