import type { FastifyInstance } from 'fastify';
import { optOutRoutes } from '../adapters/messaging/opt-out.routes.ts';
import type { UnsubscribeLinks } from '../adapters/messaging/unsubscribe-links.ts';
import type { SelectedProvider } from '../adapters/select-providers.ts';
import type { MessagingPort } from '../ports/messaging.port.ts';
import type { ModuleApp } from '../sdk/define-module.ts';
import { registerProviderRoutes, type ProviderRouteDeps } from './provider-routes.ts';

export interface InboundDeps extends ProviderRouteDeps {
  messaging: MessagingPort;
  links: UnsubscribeLinks;
  providers: readonly SelectedProvider[];
}

/** What reaches Korero from outside its own pages: the email unsubscribe pages, and each chosen provider's webhooks. */
export async function mountInboundRoutes(app: FastifyInstance, deps: InboundDeps): Promise<void> {
  await app.register((async (scope: ModuleApp) => optOutRoutes(scope, { messaging: deps.messaging, links: deps.links })) as never);
  await registerProviderRoutes(app, deps.providers, deps);
}
