import { isWebModule, type NavEntry, type ShellLink, type WebModule } from '@korero/web-kit';

export interface EnabledModule {
  name: string;
  title: string;
  remoteEntry: string | null;
  nav: NavEntry[];
  /** The manifest's links in the shell's signed-out places. */
  links: ShellLink[];
  /** Its front end's page paths (react-router patterns) and the slots it fills: which pages need its remote. */
  pages: string[];
  slots: string[];
  /** Those of its pages still drawn while the site is closed for maintenance (absent from an older server's list). */
  openInMaintenance?: string[];
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
    m.nav.every((n) => typeof n?.to === 'string' && typeof n?.label === 'string') &&
    Array.isArray(m.links) &&
    m.links.every((l) => typeof l?.slot === 'string' && typeof l?.to === 'string') &&
    Array.isArray(m.pages) &&
    m.pages.every((p) => typeof p === 'string') &&
    Array.isArray(m.slots) &&
    m.slots.every((p) => typeof p === 'string') &&
    (m.openInMaintenance === undefined || (Array.isArray(m.openInMaintenance) && m.openInMaintenance.every((p) => typeof p === 'string')))
  );
}

/** GET /api/modules: the modules on, and the page paths of installed modules that are off (no module named). */
export interface ModuleList {
  enabled: EnabledModule[];
  offPages: string[];
}

export interface LoadedModules {
  enabled: EnabledModule[];
  /** Pages of installed modules that are switched off: "not available on this site" rather than "not found". */
  offPages: string[];
  /** The front ends loaded so far, in the order the server listed them. */
  webModules: WebModule[];
  /** Modules whose front end could not be loaded; the rest of the shell works without them. */
  failed: Array<{ name: string; title: string; reason: string }>;
  /** Some front ends asked for are still on their way. */
  pending: boolean;
}

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

const isModuleList = (body: { data?: unknown; offPages?: unknown } | null): body is { data: EnabledModule[]; offPages?: string[] } =>
  Array.isArray(body?.data) &&
  body.data.every(isEnabledModule) &&
  (body.offPages === undefined || (Array.isArray(body.offPages) && body.offPages.every((p) => typeof p === 'string')));

const asList = (body: { data: EnabledModule[]; offPages?: string[] }): ModuleList => ({
  enabled: body.data,
  offPages: body.offPages ?? [],
});

/** The list the server put in the page (core/src/kernel/static.ts), if it did and it reads right. */
function listInPage(): ModuleList | null {
  const text = typeof document === 'undefined' ? null : document.getElementById('korero-modules')?.textContent;
  if (!text) return null;
  try {
    const body = JSON.parse(text) as { data?: unknown };
    return isModuleList(body) ? asList(body) : null;
  } catch {
    return null;
  }
}

/**
 * Which modules are on: from the page itself when the server put the list there, else asked for. Throws a message
 * for the start-up error page when it cannot.
 */
export async function listModules(fetchImpl: typeof fetch = fetch): Promise<ModuleList> {
  const inPage = listInPage();
  if (inPage) return inPage;
  const response = await fetchImpl('/api/modules', { credentials: 'include' });
  if (!response.ok) throw new Error(`Korero could not list its modules (HTTP ${response.status}).`);
  const body = (await response.json()) as { data?: unknown };
  if (!isModuleList(body)) throw new Error('Korero answered the module list in a shape this page does not understand.');
  return asList(body);
}

type RemoteResult = { ok: true; name: string; module: WebModule } | { ok: false; name: string; title: string; reason: string };

/**
 * A remote is one ES module whose default export is its web module; the page's import map (written by the server from
 * the shell's build) resolves its imports of the shared packages to the shell's own copies.
 */
const importRemote = (entry: string): Promise<{ default?: unknown }> => import(/* @vite-ignore */ entry);

async function loadOne(m: EnabledModule & { remoteEntry: string }): Promise<RemoteResult> {
  try {
    const candidate = (await withTimeout(importRemote(m.remoteEntry), 15_000, `Loading ${m.title}`)).default;
    if (!isWebModule(candidate)) throw new Error('its front end does not export a web module');
    if (candidate.id !== m.name) throw new Error(`its front end calls itself "${candidate.id}"`);
    return { ok: true, name: m.name, module: candidate };
  } catch (error) {
    console.error(`Korero: the ${m.title} module's front end could not be loaded`, error);
    return { ok: false, name: m.name, title: m.title, reason: error instanceof Error ? error.message : String(error) };
  }
}

/** How long the first remote of a batch to arrive waits for the others before the page draws it. */
const BATCH_WAIT_MS = 150;

export interface WebModuleStore {
  get(): LoadedModules;
  /** Calls `listener` on each change, and at once if the store has changed since `seen` (a snapshot the caller drew). */
  subscribe(listener: () => void, seen?: LoadedModules): () => void;
  /** Starts loading these modules' front ends (each once; names already asked for, or without one, are skipped). */
  need(names: Iterable<string>): void;
}

/**
 * Knows the enabled modules' remotes; `need()` then imports a module's entry when a page asks for it, while the
 * page is already drawn. Each arrival updates the store; a remote that fails to load, or exports something that is not
 * a web module, becomes a notice, never a blank page.
 */
export function loadWebModules({ enabled, offPages }: ModuleList): WebModuleStore {
  const withRemote = enabled.filter((m): m is EnabledModule & { remoteEntry: string } => typeof m.remoteEntry === 'string');
  const results = new Map<string, RemoteResult>();
  const asked = new Set<string>();
  const listeners = new Set<() => void>();
  let snapshot: LoadedModules = { enabled, offPages, webModules: [], failed: [], pending: false };

  const publish = () => {
    const ordered = withRemote.flatMap((m) => {
      const r = results.get(m.name);
      return r ? [r] : [];
    });
    snapshot = {
      enabled,
      offPages,
      webModules: ordered.flatMap((r) => (r.ok ? [r.module] : [])),
      failed: ordered.flatMap((r) => (r.ok ? [] : [{ name: r.name, title: r.title, reason: r.reason }])),
      pending: results.size < asked.size,
    };
    for (const listener of listeners) listener();
  };

  return {
    get: () => snapshot,
    subscribe(listener, seen) {
      listeners.add(listener);
      if (seen !== undefined && seen !== snapshot) listener();
      return () => listeners.delete(listener);
    },
    need(names) {
      const wanted = new Set(names);
      const fresh = withRemote.filter((m) => wanted.has(m.name) && !asked.has(m.name));
      if (fresh.length === 0) return;
      // Each publish draws the whole app again, so the modules asked for together arrive together: once all have
      // loaded, or BATCH_WAIT_MS after the first did, so that one slow remote does not hold the others back.
      let timer: ReturnType<typeof setTimeout> | undefined;
      const flush = () => {
        clearTimeout(timer);
        publish();
      };
      const arrivals = fresh.map((m) => {
        asked.add(m.name);
        return loadOne(m).then((result) => {
          results.set(result.name, result);
          timer ??= setTimeout(flush, BATCH_WAIT_MS);
        });
      });
      void Promise.all(arrivals).then(flush);
      publish();
    },
  };
}
