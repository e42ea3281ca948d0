import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';
import { modulesForPage } from '@korero/core/web-places';
import { useCurrentUser } from '@korero/web-kit';
import type { WebModuleStore } from './load-web-modules.ts';

/**
 * Loads the front ends the page in view needs: the module that draws it, and, for a signed-in owner, the modules
 * filling the header and (on the dashboard) the dashboard's slots. Pages that host other modules' entries (Settings,
 * Analytics, Reviews) ask for theirs through `useSlot`. Others load when the owner goes where they are needed, so the sign-in
 * screen loads none and a page loads only its own.
 */
export function ModuleLoader({ store }: { store: WebModuleStore }) {
  const { user } = useCurrentUser();
  const { pathname } = useLocation();
  const signedIn = user !== null && user !== undefined;
  // Before paint, so a page never shows "nothing here" for the moment before its module is asked for.
  useLayoutEffect(() => {
    store.need(modulesForPage(store.get().enabled, pathname, signedIn));
  }, [store, pathname, signedIn]);
  return null;
}
