import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

const require = createRequire(import.meta.url);

/**
 * What Korero's front ends use of each large shared library. The federation plugin provides a shared package whole
 * (it cannot tree-shake a singleton: any remote might ask for any export), so all of react-router (215 KB raw) came
 * with every page for the dozen names Korero uses. Every build (the shell and each remote) sees these packages as
 * just these names, so the shell provides only them and a module that imports anything else fails its own build
 * ("… is not exported"), never a page at run time. Add a name here when a module needs it.
 */
export const SHARED_SUBSETS = {
  'react-router': [
    'BrowserRouter',
    'Link',
    'MemoryRouter',
    'NavLink',
    'Navigate',
    'Outlet',
    'Route',
    'Routes',
    'useLocation',
    'useNavigate',
    'useParams',
    'useSearchParams',
  ],
  '@tanstack/react-query': ['QueryClient', 'QueryClientProvider', 'keepPreviousData', 'useMutation', 'useQuery', 'useQueryClient'],
  // appendErrors, get and set: @hookform/resolvers (zodResolver) imports them.
  'react-hook-form': ['Controller', 'appendErrors', 'get', 'set', 'useForm', 'useWatch'],
} as const satisfies Record<string, readonly string[]>;

type SubsetPackage = keyof typeof SHARED_SUBSETS;

/** The browser ES module build each package's own `exports` picks for a production bundle. */
const ENTRY: Record<SubsetPackage, string> = {
  'react-router': 'dist/production/index.js',
  '@tanstack/react-query': 'build/modern/index.js',
  'react-hook-form': 'dist/index.esm.mjs',
};

const PREFIX = '\0korero-shared-subset:';

function entryFile(name: SubsetPackage): string {
  return path.join(path.dirname(require.resolve(`${name}/package.json`)), ENTRY[name]);
}

/** Resolves each subset package to a module re-exporting only its names from the package's real file. */
export function sharedSubsets(): Plugin {
  return {
    name: 'korero-shared-subsets',
    // Before the federation plugin, so the copy it provides (and every fallback copy) is built from the subset.
    enforce: 'pre',
    apply: 'build',
    resolveId(source, importer) {
      // The subset's own import of the real file: answered here, or the federation plugin would take it for the shared
      // package and make the subset re-export itself.
      if (importer?.startsWith(PREFIX)) return source;
      // Only the federation plugin's own copy of the package (its "prebuild" module, the one the shell provides and a
      // remote falls back to) is narrowed; the modules' imports still go through the plugin's shared loading.
      return source in SHARED_SUBSETS && importer?.includes('__prebuild__') ? `${PREFIX}${source}` : null;
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const name = id.slice(PREFIX.length) as SubsetPackage;
      return `export { ${SHARED_SUBSETS[name].join(', ')} } from ${JSON.stringify(entryFile(name))};`;
    },
  };
}
