import type { ReactElement } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { render } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { createQueryClient } from '../src/api.ts';
import type { WebModule } from '../src/define-web-module.ts';
import { ShellProvider, type ShellModuleInfo } from '../src/session.tsx';
import { Toaster } from '../src/ui/toast.tsx';

/** Shows where the app is, so a test can see a screen navigate: `screen.getByTestId('location')`. */
function Location() {
  const { pathname, search } = useLocation();
  return (
    <output data-testid="location" hidden>
      {pathname + search}
    </output>
  );
}

export interface ScreenOptions {
  /** The address the screen opens at. */
  at?: string;
  /** The route pattern the screen is mounted under (for `useParams`); by default, the address's path. */
  route?: string;
  /** Modules switched on in this deployment (`useModuleEnabled`): an id, or what /api/modules says of it (its links). */
  enabled?: Array<string | ShellModuleInfo>;
  /** Front ends that loaded (their settings panels and widgets). */
  webModules?: WebModule[];
}

/**
 * Draws a screen as the shell would: one query client with the app's defaults, the shell's context, a router at
 * `at` and the toast viewport. Returns Testing Library's queries and a user-event `user`.
 */
export function renderScreen(ui: ReactElement, options: ScreenOptions = {}) {
  const at = options.at ?? '/';
  const enabled: ShellModuleInfo[] = (options.enabled ?? []).map((m) => (typeof m === 'string' ? { name: m, title: m } : m));
  const user = userEvent.setup();
  const result = render(
    <QueryClientProvider client={createQueryClient()}>
      <ShellProvider value={{ webModules: options.webModules ?? [], enabled }}>
        <MemoryRouter initialEntries={[at]}>
          <Routes>
            <Route path={options.route ?? new URL(at, 'http://x').pathname} element={ui} />
            <Route path="*" element={null} />
          </Routes>
          <Location />
        </MemoryRouter>
        <Toaster />
      </ShellProvider>
    </QueryClientProvider>,
  );
  return { ...result, user };
}
