import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { modulesForSlots } from '@korero/core/web-places';
import { createQueryClient, ShellProvider, Toaster, TooltipProvider } from '@korero/web-kit';
import type { WebModuleStore } from '../federation/load-web-modules.ts';
import { ModuleLoader } from '../federation/ModuleLoader.tsx';
import { AppRouter } from './AppRouter.tsx';

export function App({ store }: { store: WebModuleStore }) {
  const modules = useSyncExternalStore(store.subscribe, store.get);
  const queryClient = useMemo(() => createQueryClient(), []);
  const wantSlot = useCallback((slot: string) => store.need(modulesForSlots(store.get().enabled, [slot])), [store]);
  const shell = useMemo(
    () => ({
      webModules: modules.webModules,
      enabled: modules.enabled.map((m) => ({ name: m.name, title: m.title, links: m.links })),
      pending: modules.pending,
      wantSlot,
    }),
    [modules, wantSlot],
  );
  return (
    <QueryClientProvider client={queryClient}>
      <TooltipProvider>
        <ShellProvider value={shell}>
          <BrowserRouter>
            <ModuleLoader store={store} />
            <AppRouter modules={modules} />
          </BrowserRouter>
          <Toaster />
        </ShellProvider>
      </TooltipProvider>
    </QueryClientProvider>
  );
}
