import { useMemo } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { createQueryClient, ShellProvider, Toaster, TooltipProvider } from '@korero/web-kit';
import type { LoadedModules } from '../federation/load-web-modules.ts';
import { AppRouter } from './AppRouter.tsx';

export function App({ modules }: { modules: LoadedModules }) {
  const queryClient = useMemo(() => createQueryClient(), []);
  const shell = useMemo(
    () => ({ webModules: modules.webModules, enabled: modules.enabled.map((m) => ({ name: m.name, title: m.title })) }),
    [modules],
  );
  return (
    <QueryClientProvider client={queryClient}>
      <TooltipProvider>
        <ShellProvider value={shell}>
          <BrowserRouter>
            <AppRouter modules={modules} />
          </BrowserRouter>
          <Toaster />
        </ShellProvider>
      </TooltipProvider>
    </QueryClientProvider>
  );
}
