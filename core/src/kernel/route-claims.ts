import type { ModuleManifest } from '../sdk/define-module.ts';

/**
 * Who owns which API route. A module's routes live under /api/<its id>/ (or are pages outside /api/), so modules
 * written apart never meet; the paths the spec gave before that rule stay as they were, each listed in its module's
 * manifest (`specPaths`). Two modules claiming the same method and path stop start-up, naming both.
 */
export class RouteClaims {
  readonly #owners = new Map<string, string>();

  /** Records `method url` for the module, or throws the start-up error that says what to change. */
  claim(manifest: Pick<ModuleManifest, 'id' | 'specPaths' | 'vendorWebhooks'>, method: string, url: string): void {
    const route = `${method} ${url}`;
    const owner = this.#owners.get(route);
    if (owner !== undefined && owner !== manifest.id) {
      throw new Error(`Modules "${owner}" and "${manifest.id}" both register ${route}. A route has one owner: move one of them.`);
    }
    if (!inNamespace(manifest, url)) {
      throw new Error(
        `Module "${manifest.id}" registers ${route} outside /api/${manifest.id}/. A module's API routes live under ` +
          `/api/${manifest.id}/; only the spec's existing paths, listed in its manifest's specPaths, stay where they are.`,
      );
    }
    this.#owners.set(route, manifest.id);
  }
}

function inNamespace(manifest: Pick<ModuleManifest, 'id' | 'specPaths' | 'vendorWebhooks'>, url: string): boolean {
  if (!url.startsWith('/api/')) return true;
  const own = `/api/${manifest.id}`;
  // A vendor's webhooks the manifest names (vendorWebhooks), under /api/webhooks/<vendor>.
  const vendor = /^\/api\/webhooks\/([a-z0-9-]+)(\/|$)/.exec(url)?.[1];
  if (vendor && manifest.vendorWebhooks?.includes(vendor)) return true;
  return url === own || url.startsWith(`${own}/`) || (manifest.specPaths?.includes(url) ?? false);
}
