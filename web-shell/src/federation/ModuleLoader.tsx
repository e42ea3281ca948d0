import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useCurrentUser } from '@korero/web-kit';
import type { WebModuleStore } from './load-web-modules.ts';

/** Screens the shell draws by itself for someone signed out: they need no module's front end. */
const SHELL_ONLY = new Set(['/', '/dashboard', '/auth', '/forgot-password', '/reset-password', '/admin-setup']);

/**
 * Starts loading the modules' front ends once they can be needed: as soon as the owner is signed in (the dashboard,
 * navigation and every owner screen come from modules), or on any page that is not one of the shell's own (it may be
 * a module's public page). The sign-in screen, the one every owner opens first on a phone, loads none of them.
 */
export function ModuleLoader({ store }: { store: WebModuleStore }) {
  const { user } = useCurrentUser();
  const { pathname } = useLocation();
  const needed = user !== null || !SHELL_ONLY.has(pathname.replace(/\/+$/, '') || '/');
  useEffect(() => {
    if (needed) store.start();
  }, [needed, store]);
  return null;
}
