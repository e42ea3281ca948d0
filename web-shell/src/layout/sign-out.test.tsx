import { lazy, type ComponentType } from 'react';
import { useQuery } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { dashboardCards, defineWebModule, ShellProvider } from '@korero/web-kit';
import { fakeServer, renderScreen, reply, type FakeServer } from '@korero/web-kit/testing';
import type { EnabledModule, LoadedModules } from '../remotes/load-web-modules.ts';
import { AppRouter } from '../app/AppRouter.tsx';

const placed = (name: string): EnabledModule => ({
  name,
  title: name,
  remoteEntry: `/modules/${name}/remoteEntry.js`,
  nav: [],
  links: [],
  pages: [],
  slots: ['dashboard.cards'],
  openInMaintenance: [],
});

/** A dashboard card that asks for its own figures (the app's default query function: GET on the key). */
const card = (path: string, heading: string) =>
  function Card() {
    const figures = useQuery<{ data: string }>({ queryKey: [path] });
    return (
      <section>
        <h2>{heading}</h2>
        <p>{figures.data?.data ?? 'Loading…'}</p>
      </section>
    );
  };

/** Something to wait for that the test lets go of when it chooses. */
function held<T = void>() {
  let release!: (value: T) => void;
  const promise = new Promise<T>((resolve) => {
    release = resolve;
  });
  return { promise, release };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 30));

/** What the page asked once it had asked to sign out. */
const askedAfterLogout = (server: FakeServer) => {
  const at = server.sent.findIndex((r) => r.method === 'POST' && r.path === '/api/logout');
  expect(at).toBeGreaterThanOrEqual(0);
  return server.sent.slice(at + 1).map((r) => `${r.method} ${r.path}`);
};

function open(modules: LoadedModules, routes: Parameters<typeof fakeServer>[0]) {
  const server = fakeServer({
    'GET /api/session': {
      data: {
        id: 'u1',
        username: 'hemi',
        email: 'hemi@x.example',
        isAdmin: false,
        subscriptionTier: 'free',
        businessId: 'b1',
        role: 'owner',
        teamMemberId: null,
        businessCount: 1,
      },
    },
    'GET /api/system/status': {
      data: {
        siteName: 'Korero',
        siteDescription: '',
        supportEmail: 'help@korero.example',
        maintenance: { on: false, message: '', openToYou: true },
      },
    },
    ...routes,
  });
  const assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, assign });
  const screenParts = renderScreen(
    <ShellProvider value={{ webModules: modules.webModules, enabled: modules.enabled }}>
      <AppRouter modules={modules} />
    </ShellProvider>,
    { at: '/', route: '*' },
  );
  return { server, assign, ...screenParts };
}

describe('signing out from the dashboard', () => {
  it('stops the page before the logout request goes: a card still mounting asks for nothing after it', async () => {
    // The plan card's code is still on its way when the owner clicks Logout (a module's chunk on a slow phone).
    const code = held<{ default: ComponentType }>();
    const logout = held();
    const modules: LoadedModules = {
      enabled: [placed('billing')],
      offPages: [],
      webModules: [
        defineWebModule({
          id: 'billing',
          slots: [dashboardCards.fill({ id: 'plan', order: 1, Component: lazy(() => code.promise) })],
        }),
      ],
      failed: [],
      pending: false,
    };
    const { server, assign, user } = open(modules, {
      'GET /api/check-subscription': { data: 'Free' },
      'POST /api/logout': async () => {
        await logout.promise;
        return reply(200, { success: true });
      },
    });
    await screen.findByRole('heading', { name: 'Kia ora, hemi' });

    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(server.requests('POST /api/logout')).toHaveLength(1));
    // The card's code arrives while the logout request is out: nothing draws it, so it asks for nothing.
    code.release({ default: card('/api/check-subscription', 'Your Plan') });
    await settle();
    expect(askedAfterLogout(server)).toEqual([]);
    expect(screen.queryByRole('heading', { name: 'Your Plan' })).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Signing out…');
    logout.release();
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/auth'));
    await settle();
    expect(askedAfterLogout(server)).toEqual([]);
  });

  it("drops a card's answer still on its way, asks nothing again, and leaves by a full page load", async () => {
    const answer = held();
    const modules: LoadedModules = {
      enabled: [placed('reviews')],
      offPages: [],
      webModules: [
        defineWebModule({
          id: 'reviews',
          slots: [dashboardCards.fill({ id: 'recent', order: 1, Component: card('/api/check-subscription', 'Your Plan') })],
        }),
      ],
      failed: [],
      pending: false,
    };
    const { server, assign, user } = open(modules, {
      // Answered after the session ended, as a request already out then is.
      'GET /api/check-subscription': async () => {
        await answer.promise;
        return reply(401, { error: 'Not signed in' });
      },
      'POST /api/logout': reply(200, { success: true }),
    });
    await screen.findByRole('heading', { name: 'Your Plan' });
    await waitFor(() => expect(server.requests('GET /api/check-subscription')).toHaveLength(1));

    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/auth'));
    answer.release();
    await settle();
    expect(askedAfterLogout(server)).toEqual([]);
    expect(screen.queryByText('Not signed in')).toBeNull();
  });

  it('draws the page again when the logout is refused, and says so', async () => {
    const modules: LoadedModules = {
      enabled: [placed('reviews')],
      offPages: [],
      webModules: [
        defineWebModule({
          id: 'reviews',
          slots: [dashboardCards.fill({ id: 'recent', order: 1, Component: card('/api/figures', 'Recent reviews') })],
        }),
      ],
      failed: [],
      pending: false,
    };
    const { server, assign, user } = open(modules, {
      'GET /api/figures': { data: 'Three new reviews' },
      'POST /api/logout': reply(503, { error: 'Korero is busy; try again in a minute' }),
    });
    expect(await screen.findByText('Three new reviews')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('Korero is busy; try again in a minute')).toBeVisible();
    expect(await screen.findByText('Three new reviews')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeEnabled();
    expect(assign).not.toHaveBeenCalled();
    // What it had is still there: drawn again, it asks for nothing.
    expect(server.requests('GET /api/figures')).toHaveLength(1);
  });
});
