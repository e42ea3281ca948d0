import { createContext, useContext, useLayoutEffect, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from './api.ts';
import type { CurrentUser, RoleId } from '@korero/core/contract';
import { type Capability, PERMISSIONS } from '@korero/core/permissions';
import { slotEntries, type NavEntry, type Slot, type SlotEntry, type WebModule } from './define-web-module.ts';

export type { CurrentUser };

/** The cache key of the signed-in owner (CurrentUser, or null when signed out). */
export const USER_KEY = ['/api/session'] as const;

/**
 * The signed-in owner, or null; shared by the shell and every module through one query. It asks GET /api/session,
 * which answers `{ data: null }` when signed out, so a signed-out page logs no 401 in the browser's console.
 */
export function useCurrentUser() {
  const query = useQuery<CurrentUser | null>({
    queryKey: USER_KEY,
    queryFn: async () => (await apiRequest<{ data: CurrentUser | null }>('GET', USER_KEY[0])).data,
  });
  return { user: query.data ?? null, isLoading: query.isLoading, error: query.error };
}

/**
 * Whether the signed-in person's role may do this, by the server's one permission table (issue 44): a screen offers
 * only what the person may do. The server checks it again on every request.
 */
export function useCan(capability: Capability): boolean {
  const role = useCurrentUser().user?.role;
  return role ? (PERMISSIONS[capability] as readonly RoleId[]).includes(role) : false;
}

/**
 * A link a module's manifest puts in one of the shell's own places (GET /api/modules sends them; see ShellLink in
 * core/src/sdk/define-module.ts for the slots): `footer.links`, `auth.agreements`, `auth.afterSignUp`, `adminSetup.done`.
 */
export interface ShellLink {
  slot: 'footer.links' | 'auth.agreements' | 'auth.afterSignUp' | 'adminSetup.done';
  to: string;
  label?: string;
  order?: number;
}

export interface ShellModuleInfo {
  name: string;
  title: string;
  /** Its manifest's links, present from the first drawing (no front end needs to load). */
  links?: ShellLink[];
  /** Its manifest's navigation (with the roles that see each entry). */
  nav?: NavEntry[];
}

/**
 * Where a person lands in their business (docs/decisions/0026): a technician on the first page the modules' manifests
 * give technicians (their "Ask for a review"), everyone else on `otherwise` (the dashboard). Without such a page, a
 * technician lands on `otherwise` too, which tells them what they may do.
 */
export function homeFor(role: RoleId, enabled: readonly ShellModuleInfo[], otherwise = '/'): string {
  if (role !== 'technician') return otherwise;
  const theirs = enabled
    .flatMap((m) => m.nav ?? [])
    .filter((entry) => entry.access !== 'admin' && entry.roles?.includes('technician'))
    .sort((a, b) => (a.order ?? 100) - (b.order ?? 100));
  return theirs[0]?.to ?? otherwise;
}

interface ShellContextValue {
  /** Front ends that loaded. */
  webModules: WebModule[];
  /** Every enabled module, loaded or not (to ask "is the reviews module on?"). */
  enabled: ShellModuleInfo[];
  /** Some front ends are still loading (their pages, widgets and panels will appear). */
  pending?: boolean;
  /** Asks the shell to load the front ends filling a slot (the shell loads a module only where it is needed). */
  wantSlot?: (slot: Slot) => void;
  /** How many modules filling a slot are still loading: a place holds room for each, so nothing jumps on arrival. */
  pendingIn?: (slot: Slot) => number;
}

const ShellContext = createContext<ShellContextValue>({ webModules: [], enabled: [] });

export function ShellProvider({ value, children }: { value: ShellContextValue; children: ReactNode }) {
  return <ShellContext.Provider value={value}>{children}</ShellContext.Provider>;
}

export function useShell(): ShellContextValue {
  return useContext(ShellContext);
}

/** Is a module switched on in this deployment? Screens use it to hide links to modules that are off. */
export function useModuleEnabled(id: string): boolean {
  return useShell().enabled.some((m) => m.name === id);
}

/** A slot's entries from the loaded front ends, in order (see Slot); asks for the modules filling it. */
export function useSlot<Entry extends SlotEntry<any>>(slot: Slot<Entry>) {
  const { webModules, wantSlot } = useShell();
  // Before paint, so the page shows its slot as loading rather than empty.
  useLayoutEffect(() => {
    wantSlot?.(slot);
  }, [wantSlot, slot]);
  return slotEntries(webModules, slot);
}

/** The enabled modules' manifest links for one of the shell's places, in order. */
export function useShellLinks(slot: ShellLink['slot']): ShellLink[] {
  return useShell()
    .enabled.flatMap((m) => (m.links ?? []).filter((link) => link.slot === slot))
    .sort((a, b) => (a.order ?? 100) - (b.order ?? 100));
}
