import { useSyncExternalStore, type ReactNode } from 'react';

export interface ToastInput {
  title: string;
  description?: ReactNode;
  variant?: 'default' | 'success' | 'destructive';
  /** 5 s by default; 8 s for longer messages, 12 s for instructions. */
  duration?: 5000 | 8000 | 12000;
}

export interface ToastItem extends ToastInput {
  id: number;
  open: boolean;
}

// One toast at a time: a new one replaces the last. The store lives in the shared kit, so any module's toast
// reaches the shell's single viewport.
let current: ToastItem | null = null;
let nextId = 1;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((l) => l());

export function toast(input: ToastInput): void {
  current = { ...input, id: nextId++, open: true };
  notify();
}

export function dismiss(id: number): void {
  if (current?.id === id) {
    current = { ...current, open: false };
    notify();
  }
}

export function useCurrentToast(): ToastItem | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
    () => null,
  );
}

/** Has any toast been raised on this page? A page can mount its Toaster (and the code behind it) only once one is. */
export function useToastRaised(): boolean {
  return useCurrentToast() !== null;
}
