import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { SelectedProvider } from '../adapters/select-providers.ts';
import type { Ref } from '../ports/define-port.ts';
import type { ModuleApp } from '../sdk/define-module.ts';

export interface ProviderRouteDeps {
  publicUrl: string;
  logger: FastifyBaseLogger;
  get<T>(ref: Ref<T>): T;
}

/**
 * Mounts each chosen provider's inbound routes under /api/webhooks/<id>, each provider in its own encapsulated
 * plugin (its body parsers stay its own). Vendors call webhooks signed out, so a route not marked
 * `config: { access: 'public' }` stops start-up rather than being silently refused later.
 */
export async function registerProviderRoutes(
  app: FastifyInstance,
  selected: readonly SelectedProvider[],
  deps: ProviderRouteDeps,
): Promise<void> {
  for (const { provider, settings } of selected) {
    if (!provider.routes) continue;
    const routes = provider.routes;
    await app.register(
      (async (scope: ModuleApp) => {
        scope.addHook('onRoute', (route) => {
          if ((route.config as { access?: string } | undefined)?.access !== 'public') {
            throw new Error(
              `Provider "${provider.id}": ${String(route.method)} ${route.url} must carry config: { access: 'public' } (vendors call webhooks signed out).`,
            );
          }
        });
        await routes(scope, { settings, publicUrl: deps.publicUrl, logger: deps.logger.child({ provider: provider.id }), get: deps.get });
      }) as never,
      { prefix: `/api/webhooks/${provider.id}` },
    );
  }
}
