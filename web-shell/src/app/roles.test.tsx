import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { defineWebModule, homeFor, ShellProvider } from '@korero/web-kit';
import { fakeServer, renderScreen } from '@korero/web-kit/testing';
import type { EnabledModule, LoadedModules } from '../remotes/load-web-modules.ts';
import { navigationFor } from '../layout/navigation.ts';
import { AppRouter } from './AppRouter.tsx';
import { roleMayUse } from './roles.ts';

type Role = 'owner' | 'manager' | 'technician';

const placed = (name: string, pages: string[], nav: EnabledModule['nav']): EnabledModule => ({
  name,
  title: name,
  remoteEntry: `/modules/${name}/remoteEntry.js`,
  nav,
  links: [],
  pages,
  slots: [],
  openInMaintenance: [],
});

const heading = (text: string) => () => <h1>{text}</h1>;
const modules: LoadedModules = {
  enabled: [
    placed('reviews', ['/reviews'], [{ to: '/reviews', label: 'Reviews', order: 10 }]),
    placed('billing', ['/subscription'], [{ to: '/subscription', label: 'Subscription', order: 40, roles: ['owner'] }]),
    placed('invites', ['/ask'], [{ to: '/ask', label: 'Ask for a review', order: 5, roles: ['technician'] }]),
  ],
  offPages: [],
  webModules: [
    defineWebModule({ id: 'reviews', routes: [{ path: '/reviews', access: 'user', Component: heading('Reviews') }] }),
    defineWebModule({
      id: 'billing',
      routes: [{ path: '/subscription', access: 'user', roles: ['owner'], Component: heading('Your plan') }],
    }),
    defineWebModule({
      id: 'invites',
      routes: [{ path: '/ask', access: 'user', roles: ['owner', 'manager', 'technician'], Component: heading('Ask for a review') }],
    }),
  ],
  failed: [],
  pending: false,
};

function open(at: string, role: Role, loaded: LoadedModules = modules) {
  fakeServer({
    'GET /api/session': {
      data: {
        id: 'u1',
        username: 'hemi',
        email: 'hemi@x.example',
        isAdmin: false,
        subscriptionTier: 'free',
        businessId: 'b1',
        role,
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
    'GET /api/businesses': { data: [{ id: 'b1', name: 'Tane Plumbing', role, current: true }] },
  });
  return renderScreen(
    <ShellProvider value={{ webModules: loaded.webModules, enabled: loaded.enabled }}>
      <AppRouter modules={loaded} />
    </ShellProvider>,
    { at, route: '*' },
  );
}

describe('the shell by role', () => {
  it('sends a technician from the dashboard to their Ask for a review page', async () => {
    open('/dashboard', 'technician');
    expect(await screen.findByRole('heading', { name: 'Ask for a review' })).toBeVisible();
    expect(screen.getByTestId('location')).toHaveTextContent('/ask');
  });

  it('shows a technician "ask an owner" on a page that is not theirs, with the way back to their page', async () => {
    open('/reviews', 'technician');
    const notice = await screen.findByTestId('ask-an-owner');
    expect(notice).toHaveTextContent('ask customers for reviews');
    expect(within(notice).getByRole('link', { name: 'Go to my page' })).toHaveAttribute('href', '/ask');
    expect(screen.queryByRole('heading', { name: 'Reviews' })).toBeNull();
  });

  it("shows a manager the business's pages but not the owner's billing", async () => {
    open('/reviews', 'manager');
    expect(await screen.findByRole('heading', { name: 'Reviews' })).toBeVisible();
  });

  it('tells a manager on the billing page to ask an owner', async () => {
    open('/subscription', 'manager');
    expect(await screen.findByTestId('ask-an-owner')).toHaveTextContent('Ask an owner');
    expect(screen.queryByRole('heading', { name: 'Your plan' })).toBeNull();
  });

  it('lets an owner use every page', async () => {
    open('/subscription', 'owner');
    expect(await screen.findByRole('heading', { name: 'Your plan' })).toBeVisible();
  });

  it('lists in the navigation only what the role may use', () => {
    const labels = (role: Role) => navigationFor(modules.enabled, modules.webModules, false, role).map((e) => e.label);
    expect(labels('owner')).toEqual(['Reviews', 'Subscription']);
    expect(labels('manager')).toEqual(['Reviews']);
    expect(labels('technician')).toEqual(['Ask for a review']);
  });

  it("follows the kernel's default for pages that name no roles: owners and managers", () => {
    expect(roleMayUse('owner')).toBe(true);
    expect(roleMayUse('manager')).toBe(true);
    expect(roleMayUse('technician')).toBe(false);
    expect(roleMayUse('manager', ['owner'])).toBe(false);
    expect(roleMayUse('technician', ['owner', 'manager', 'technician'])).toBe(true);
  });

  it('lands a technician on the first page the manifests give technicians, everyone else on the dashboard', () => {
    const enabled = modules.enabled.map((m) => ({ name: m.name, title: m.title, nav: m.nav }));
    expect(homeFor('technician', enabled)).toBe('/ask');
    expect(homeFor('manager', enabled, '/dashboard')).toBe('/dashboard');
    expect(homeFor('technician', [], '/dashboard')).toBe('/dashboard');
  });

  it('tells a technician what they may do when no module gives them a page', async () => {
    open('/dashboard', 'technician', { ...modules, enabled: modules.enabled.map((m) => ({ ...m, nav: [] })) });
    expect(await screen.findByTestId('ask-an-owner')).toHaveTextContent('As a technician');
  });
});
