import { startTransition, useCallback, useLayoutEffect, useMemo, useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { modulesForSlots } from '@korero/core/web-places';
import { createQueryClient, seedFromPage, ShellProvider, Toaster, type Slot } from '@korero/web-kit';
import type { WebModuleStore } from '../remotes/load-web-modules.ts';
import { ModuleLoader } from '../remotes/ModuleLoader.tsx';
import { AppRouter } from './AppRouter.tsx';

/**
 * The loaded modules, drawn as a transition: React draws a module's arrival (its cards, its routes) in slices it can
 * interrupt, so a phone stays responsive while eight modules' cards mount, instead of one long blocking task. (The
 * first page's modules are asked for before the first drawing, in bootstrap.tsx, so it already shows them loading.)
 */
function useTransitionedStore(store: WebModuleStore) {
  const [modules, setModules] = useState(store.get);
  const [drawn] = useState(modules);
  // Subscribed before paint; anything that arrived while the first drawing was being made comes at once.
  useLayoutEffect(() => store.subscribe(() => startTransition(() => setModules(store.get())), drawn), [store, drawn]);
  return modules;
}

export function App({ store }: { store: WebModuleStore }) {
  const modules = useTransitionedStore(store);
  const queryClient = useMemo(() => {
    const client = createQueryClient();
    // Who is signed in and the site's status came with the page: the first drawing is already the right one.
    seedFromPage(client);
    return client;
  }, []);
  const wantSlot = useCallback((slot: Slot) => store.need(modulesForSlots(store.get().enabled, [slot.name])), [store]);
  const shell = useMemo(() => {
    const settled = new Set([...modules.webModules.map((w) => w.id), ...modules.failed.map((f) => f.name)]);
    return {
      webModules: modules.webModules,
      enabled: modules.enabled.map((m) => ({ name: m.name, title: m.title, links: m.links, nav: m.nav })),
      pending: modules.pending,
      wantSlot,
      pendingIn: (slot: Slot) =>
        modules.enabled.filter((m) => m.remoteEntry !== null && m.slots.includes(slot.name) && !settled.has(m.name)).length,
    };
  }, [modules, wantSlot]);
  return (
    <QueryClientProvider client={queryClient}>
      <ShellProvider value={shell}>
        <BrowserRouter>
          <ModuleLoader store={store} />
          <AppRouter modules={modules} />
        </BrowserRouter>
        <Toaster />
      </ShellProvider>
    </QueryClientProvider>
  );
}
