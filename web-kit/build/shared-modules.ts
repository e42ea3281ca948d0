import { createRequire } from 'node:module';
import type { Plugin, Rollup } from 'vite';
import { SHARED_SUBSETS } from './shared-subsets.ts';

const require = createRequire(import.meta.url);

/**
 * The packages loaded once per page, by the specifier a front end imports. The shell's build provides them all from
 * two small ES modules (facades over the shell's own copies) and writes an import map naming them; each remote's build
 * turns its imports of these into imports from those facades, which the browser resolves through the map. One React,
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

/** The first facade's specifier in every remote and in the import map: what a page needs to draw at all. */
export const SHARED_FACADE = '@korero/shared';
/**
 * The second facade: forms and overlays. react-hook-form, and the kit's dialogs, select and tooltip with what Radix
 * brings under them (focus traps, scroll locks, floating-ui): about a quarter of the shared code (40 of 158 KB gzip).
 * A page fetches it only when something it draws uses one of these names.
 */
export const FORMS_FACADE = '@korero/shared/forms';
/** The code behind the second facade (for the shell's chunking): the package and the kit's files it provides. */
export const FORMS_CODE = /[\\/]node_modules[\\/]react-hook-form[\\/]|[\\/]web-kit[\\/]src[\\/]ui[\\/](dialog|select|tooltip)\.tsx$/;
const FORMS_PACKAGES = new Set<SharedModule>(['react-hook-form']);
/** The kit's names are the facades' own; every other package's carry its prefix (`react_router__Link`). */
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

/** A facade's specifier for a package, or for one of the kit's files. */
const facadeOf = (spec: SharedModule, kitFile?: string): string =>
  (spec === KIT ? FORMS_CODE.test(kitFile ?? '') : FORMS_PACKAGES.has(spec)) ? FORMS_FACADE : SHARED_FACADE;

type Loader = Pick<Rollup.PluginContext, 'resolve' | 'load' | 'error'>;

/** The kit's files with the names each exports, read from its source: its index re-exports them (`export * from './ui/button.tsx'`). */
async function kitFiles(ctx: Loader): Promise<Array<{ file: string; names: readonly string[] }>> {
  const kit = await ctx.resolve(KIT, undefined, { skipSelf: true });
  if (!kit) return ctx.error(`${KIT} cannot be found from this build`);
  const index = await ctx.load({ id: kit.id });
  const files = [];
  for (const file of index.importedIds) {
    const names = (await ctx.load({ id: file })).exports ?? [];
    if (names.includes('*')) ctx.error(`${file} re-exports another file: name its exports, so remotes can import them`);
    files.push({ file, names });
  }
  return files;
}

const FACADES = { [SHARED_FACADE]: 'shared-modules', [FORMS_FACADE]: 'shared-forms' } as const;
type Facade = keyof typeof FACADES;
const VIRTUAL = 'virtual:korero-shared:';
const RESOLVED = '\0korero-shared:';

/** Whether a module id is a facade's own (virtual) module: the shell puts it in the chunk of the code it re-exports. */
export const isFacadeModule = (id: string, facade: Facade): boolean => id === `${RESOLVED}${facade}`;

/** A facade's code: the kit's files as they are, every other package's names under its prefix. */
async function facadeCode(ctx: Loader, facade: Facade): Promise<string> {
  const lines = SHARED_MODULES.filter((spec) => spec !== KIT && facadeOf(spec) === facade).map(
    (spec) =>
      `export { ${namesOf(spec as Exclude<SharedModule, typeof KIT>)
        .map((n) => `${n} as ${prefix(spec)}${n}`)
        .join(', ')} } from ${JSON.stringify(spec)};`,
  );
  for (const { file } of await kitFiles(ctx)) {
    if (facadeOf(KIT, file) === facade) lines.push(`export * from ${JSON.stringify(file)};`);
  }
  return lines.join('\n');
}

/** The shell's build inputs for the facades, beside its index.html. */
export function sharedModuleInputs(): Record<string, string> {
  return Object.fromEntries(Object.entries(FACADES).map(([facade, name]) => [name, `${VIRTUAL}${facade}`]));
}

/**
 * The shell's side: builds the facades (inputs from `sharedModuleInputs()`) over the same copies of the packages the
 * shell itself uses, and writes `importmap.json`, which the server puts in every app page before any script.
 */
export function provideSharedModules(base = '/'): Plugin {
  return {
    name: 'korero-provide-shared-modules',
    apply: 'build',
    resolveId: (source) => (source.startsWith(VIRTUAL) ? `${RESOLVED}${source.slice(VIRTUAL.length)}` : null),
    load(id) {
      return id.startsWith(RESOLVED) ? facadeCode(this, id.slice(RESOLVED.length) as Facade) : null;
    },
    generateBundle(_options, bundle) {
      const imports: Record<string, string> = {};
      for (const facade of Object.keys(FACADES)) {
        const chunk = Object.values(bundle).find((c) => c.type === 'chunk' && c.isEntry && c.facadeModuleId === `${RESOLVED}${facade}`);
        if (!chunk) return this.error('The shared modules were not built: add sharedModuleInputs() to the build inputs.');
        imports[facade] = `${base}${chunk.fileName}`;
      }
      this.emitFile({ type: 'asset', fileName: 'importmap.json', source: `${JSON.stringify({ imports }, null, 2)}\n` });
    },
  };
}

const USE_PREFIX = '\0korero-use-shared:';

/**
 * A remote's side: an import of a shared package becomes an import from the shell's facades (the page's import map
 * resolves them), so the remote carries none of them. A name a subset does not provide fails the build ("… is not
 * exported"), and so does another entry of a shared package (`react-dom/client`), which would be a second copy.
 *
 * Each importing file gets its own stand-in module, so each chunk imports what it uses from the facades itself: a
 * page's dialog asks for the second facade when that page loads, not through the remote's entry, which the dashboard
 * loads. The facades are free of side effects for the remote: a facade none of a chunk's names come from is not
 * imported at all.
 */
export function useSharedModules(): Plugin {
  return {
    name: 'korero-use-shared-modules',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source in FACADES) return { id: source, external: true, moduleSideEffects: false };
      if (isShared(source)) return `${USE_PREFIX}${source}\0${importer ?? ''}`;
      if (SHARED_PACKAGES.has(packageOf(source))) {
        this.error(`"${source}" is part of a package every page shares; import it as one of: ${SHARED_MODULES.join(', ')}.`);
      }
      return null;
    },
    async load(id) {
      if (!id.startsWith(USE_PREFIX)) return null;
      const spec = id.slice(USE_PREFIX.length).split('\0')[0] as SharedModule;
      const reexport = (names: readonly string[], facade: string, as: (n: string) => string) =>
        names.length ? `export { ${names.map((n) => `${as(n)} as ${n}`).join(', ')} } from ${JSON.stringify(facade)};` : '';
      if (spec === KIT) {
        const files = await kitFiles(this);
        return files.map(({ file, names }) => reexport(names, facadeOf(KIT, file), (n) => n)).join('\n');
      }
      return reexport(namesOf(spec), facadeOf(spec), (n) => `${prefix(spec)}${n}`);
    },
  };
}
