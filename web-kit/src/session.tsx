import { createContext, useContext, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { getQueryFn } from './api.ts';
import type { CurrentUser } from '@korero/core/contract';
import type { WebModule } from './define-web-module.ts';

export type { CurrentUser };

export const USER_KEY = ['/api/user'] as const;

/** The signed-in owner, or null; shared by the shell and every module through one query. */
export function useCurrentUser() {
  const query = useQuery<CurrentUser | null>({ queryKey: USER_KEY, queryFn: getQueryFn<CurrentUser>({ on401: 'returnNull' }) });
  return { user: query.data ?? null, isLoading: query.isLoading, error: query.error };
}

export interface ShellModuleInfo {
  name: string;
  title: string;
}

interface ShellContextValue {
  /** Front ends that loaded. */
  webModules: WebModule[];
  /** Every enabled module, loaded or not (to ask "is the reviews module on?"). */
  enabled: ShellModuleInfo[];
  /** Some front ends are still loading (their pages, widgets and panels will appear). */
  pending?: boolean;
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
