/**
 * What Korero's front ends use of each large shared library. A shared package's facade cannot be tree-shaken (any
 * remote might ask for any export), so providing all of react-router (215 KB raw) would bring it to every page for
 * the dozen names Korero uses. The shell provides just these names, and a remote that imports anything else fails
 * its own build, never a page at run time. Add a name here when a module needs it.
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
