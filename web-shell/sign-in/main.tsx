import { lazy, StrictMode, Suspense, useMemo } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { createQueryClient, seedFromPage, ShellProvider, useToastRaised, type ShellModuleInfo } from '@korero/web-kit';
import { AuthPage } from '../src/pages/AuthPage.tsx';
import './styles.css';

/**
 * The sign-in screen on its own, for an owner opening /auth: the same AuthPage the shell draws, without the
 * shared-module facade, the router or any module's front end, so the first page on a phone is small. Going anywhere else
 * (signed in, "Forgot password?", an agreement) loads that address in full, which brings the shell (see
 * leave-for-shell.tsx).
 */

// The toast's code (Radix's toast, its layers and portal) comes with the first message ("Login failed"), not before.
const Toaster = lazy(() => import('@korero/web-kit/toaster').then((m) => ({ default: m.Toaster })));

function LateToaster() {
  const raised = useToastRaised();
  return raised ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}

/** The modules' signed-out links (agreements, where a new owner goes after signing up) and navigation, as the shell has them. */
function useEnabledLinks(): ShellModuleInfo[] {
  const { data } = useQuery({
    queryKey: ['/api/modules'],
    queryFn: async () => {
      const response = await fetch('/api/modules', { credentials: 'include' });
      const body = (await response.json()) as { data?: ShellModuleInfo[] };
      return Array.isArray(body.data) ? body.data.map(({ name, title, links, nav }) => ({ name, title, links, nav })) : [];
    },
    staleTime: Number.POSITIVE_INFINITY,
  });
  return data ?? [];
}

function SignIn() {
  const enabled = useEnabledLinks();
  const shell = useMemo(() => ({ webModules: [], enabled }), [enabled]);
  return (
    <ShellProvider value={shell}>
      <AuthPage />
      <LateToaster />
    </ShellProvider>
  );
}

const queryClient = createQueryClient();
// The server found no session cookie (core/src/kernel/static.ts): signed out, so the forms draw without waiting.
seedFromPage(queryClient);
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <SignIn />
    </QueryClientProvider>
  </StrictMode>,
);
