import { loadRemote, registerRemotes } from '@module-federation/runtime';
import { isWebModule, type NavEntry, type WebModule } from '@korero/web-kit';

export interface EnabledModule {
  name: string;
  title: string;
  remoteEntry: string | null;
  nav: NavEntry[];
}

// Checked by hand rather than with zod: the shell is on every page's first load, and this is its only schema.
function isEnabledModule(value: unknown): value is EnabledModule {
  const m = value as Partial<EnabledModule> | null;
  return (
    typeof m === 'object' &&
    m !== null &&
    typeof m.name === 'string' &&
    /^[a-z][a-z0-9-]*$/.test(m.name) &&
    typeof m.title === 'string' &&
    (m.remoteEntry === null || (typeof m.remoteEntry === 'string' && m.remoteEntry.startsWith('/'))) &&
    Array.isArray(m.nav) &&
    m.nav.every((n) => typeof n?.to === 'string' && typeof n?.label === 'string')
  );
}

export interface LoadedModules {
  enabled: EnabledModule[];
  webModules: WebModule[];
  /** Modules whose front end could not be loaded; the rest of the shell works without them. */
  failed: Array<{ name: string; title: string; reason: string }>;
}

const remoteName = (id: string) => `korero_${id.replaceAll('-', '_')}`;

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms / 1000} s`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/**
 * Asks the server which modules are on, registers their remotes and loads each one's `./module` on its own: a
 * remote that fails to load, or exports something that is not a web module, becomes a notice, never a blank page.
 */
export async function loadWebModules(fetchImpl: typeof fetch = fetch): Promise<LoadedModules> {
  const response = await fetchImpl('/api/modules', { credentials: 'include' });
  if (!response.ok) throw new Error(`Korero could not list its modules (HTTP ${response.status}).`);
  const body = (await response.json()) as { data?: unknown };
  if (!Array.isArray(body.data) || !body.data.every(isEnabledModule)) throw new Error('Korero answered the module list in a shape this page does not understand.');
  const enabled = body.data;
  const withRemote = enabled.filter((m): m is EnabledModule & { remoteEntry: string } => typeof m.remoteEntry === 'string');

  registerRemotes(withRemote.map((m) => ({ name: remoteName(m.name), entry: m.remoteEntry, type: 'module' })));

  const results = await Promise.all(
    withRemote.map(async (m) => {
      try {
        const loaded = await withTimeout(loadRemote<{ default?: unknown }>(`${remoteName(m.name)}/module`), 15_000, `Loading ${m.title}`);
        const candidate = loaded?.default ?? loaded;
        if (!isWebModule(candidate)) throw new Error('its front end does not export a web module');
        if (candidate.id !== m.name) throw new Error(`its front end calls itself "${candidate.id}"`);
        return { ok: true as const, module: candidate };
      } catch (error) {
        console.error(`Korero: the ${m.title} module's front end could not be loaded`, error);
        return { ok: false as const, name: m.name, title: m.title, reason: error instanceof Error ? error.message : String(error) };
      }
    }),
  );

  return {
    enabled,
    webModules: results.flatMap((r) => (r.ok ? [r.module] : [])),
    failed: results.flatMap((r) => (r.ok ? [] : [{ name: r.name, title: r.title, reason: r.reason }])),
  };
}
