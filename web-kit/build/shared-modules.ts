import { createRequire } from 'node:module';
import type { Plugin } from 'vite';
import { SHARED_SUBSETS } from './shared-subsets.ts';

const require = createRequire(import.meta.url);

/**
 * The packages loaded once per page, by the specifier a front end imports. The shell's build provides them all from
 * one small ES module (a facade over the shell's own copies) and writes an import map naming it; each remote's build
 * turns its imports of these into imports from that facade, which the browser resolves through the map. One React,
 * one router, one query client, one kit (its toast store and shell context), and nothing of them inside a remote.
 */
export const SHARED_MODULES = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-router',
  '@tanstack/react-query',
  'react-hook-form',
  '@korero/web-kit',
] as const;

type SharedModule = (typeof SHARED_MODULES)[number];

/** The facade's specifier in every remote and in the import map. */
export const SHARED_FACADE = '@korero/shared';
/** The kit's names are the facade's own; every other package's carry its prefix (`react_router__Link`). */
const KIT = '@korero/web-kit' satisfies SharedModule;
const prefix = (spec: SharedModule) => `${spec.replace(/^@/, '').replaceAll(/[^A-Za-z0-9]/g, '_')}__`;

const isShared = (source: string): source is SharedModule => (SHARED_MODULES as readonly string[]).includes(source);
const packageOf = (source: string) =>
  source
    .split('/')
    .slice(0, source.startsWith('@') ? 2 : 1)
    .join('/');
const SHARED_PACKAGES = new Set(SHARED_MODULES.map(packageOf));

/**
 * The names a package is provided with. The subset packages give only those Korero uses (the facade cannot be
 * tree-shaken: any remote may ask for any of its names); React's CommonJS packages give all of theirs and `default`.
 */
function namesOf(spec: Exclude<SharedModule, typeof KIT>): string[] {
  if (spec in SHARED_SUBSETS) return [...SHARED_SUBSETS[spec as keyof typeof SHARED_SUBSETS]];
  const names = Object.keys(require(spec) as object).filter((n) => n !== 'default' && /^[A-Za-z_$][\w$]*$/.test(n));
  return spec === 'react/jsx-runtime' ? names : [...names, 'default'];
}

const VIRTUAL_FACADE = 'virtual:korero-shared';
const RESOLVED_FACADE = '\0korero-shared';

/** The facade: the kit as it is, every other package's names under its prefix. */
function facadeCode(): string {
  return SHARED_MODULES.map((spec) =>
    spec === KIT
      ? `export * from ${JSON.stringify(spec)};`
      : `export { ${namesOf(spec)
          .map((n) => `${n} as ${prefix(spec)}${n}`)
          .join(', ')} } from ${JSON.stringify(spec)};`,
  ).join('\n');
}

/** The shell's build input for the facade, beside its index.html. */
export function sharedModuleInputs(): Record<string, string> {
  return { 'shared-modules': VIRTUAL_FACADE };
}

/**
 * The shell's side: builds the facade (input from `sharedModuleInputs()`) over the same copies of the packages the
 * shell itself uses, and writes `importmap.json`, which the server puts in every app page before any script.
 */
export function provideSharedModules(base = '/'): Plugin {
  return {
    name: 'korero-provide-shared-modules',
    apply: 'build',
    resolveId: (source) => (source === VIRTUAL_FACADE ? RESOLVED_FACADE : null),
    load: (id) => (id === RESOLVED_FACADE ? facadeCode() : null),
    generateBundle(_options, bundle) {
      const facade = Object.values(bundle).find((c) => c.type === 'chunk' && c.isEntry && c.facadeModuleId === RESOLVED_FACADE);
      if (!facade) return this.error('The shared modules were not built: add sharedModuleInputs() to the build inputs.');
      const map = { imports: { [SHARED_FACADE]: `${base}${facade.fileName}` } };
      this.emitFile({ type: 'asset', fileName: 'importmap.json', source: `${JSON.stringify(map, null, 2)}\n` });
    },
  };
}

const USE_PREFIX = '\0korero-use-shared:';

/**
 * A remote's side: an import of a shared package becomes an import from the shell's facade (the page's import map
 * resolves it), so the remote carries none of them. A name a subset does not provide fails the build ("… is not
 * exported"), and so does another entry of a shared package (`react-dom/client`), which would be a second copy.
 */
export function useSharedModules(): Plugin {
  return {
    name: 'korero-use-shared-modules',
    apply: 'build',
    enforce: 'pre',
    resolveId(source) {
      if (source === SHARED_FACADE) return { id: source, external: true };
      if (isShared(source)) return `${USE_PREFIX}${source}`;
      if (SHARED_PACKAGES.has(packageOf(source))) {
        this.error(`"${source}" is part of a package every page shares; import it as one of: ${SHARED_MODULES.join(', ')}.`);
      }
      return null;
    },
    async load(id) {
      if (!id.startsWith(USE_PREFIX)) return null;
      const spec = id.slice(USE_PREFIX.length) as SharedModule;
      const from = JSON.stringify(SHARED_FACADE);
      if (spec === KIT) {
        // The kit's names, read from its source: its index re-exports its files (`export * from './ui/button.tsx'`).
        const kit = await this.resolve(KIT, undefined, { skipSelf: true });
        if (!kit) return this.error(`${KIT} cannot be found from this build`);
        const index = await this.load({ id: kit.id });
        const names = new Set<string>();
        for (const file of index.importedIds) {
          const exported = (await this.load({ id: file })).exports ?? [];
          if (exported.includes('*')) this.error(`${file} re-exports another file: name its exports, so remotes can import them`);
          for (const name of exported) names.add(name);
        }
        return `export { ${[...names].join(', ')} } from ${from};`;
      }
      return `export { ${namesOf(spec)
        .map((n) => `${prefix(spec)}${n} as ${n}`)
        .join(', ')} } from ${from};`;
    },
  };
}
