import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { defineWebModule } from '@korero/web-kit';
import { fakeServer, renderScreen } from '@korero/web-kit/testing';
import type { EnabledModule, LoadedModules } from '../remotes/load-web-modules.ts';
import { AppRouter } from './AppRouter.tsx';

const placed = (name: string, page: string, open: boolean): EnabledModule => ({
  name,
  title: name,
  remoteEntry: `/modules/${name}/remoteEntry.js`,
  nav: [],
  links: [],
  pages: [page],
  slots: [],
  openInMaintenance: open ? [page] : [],
});
const page = (id: string, path: string, heading: string) =>
  defineWebModule({ id, routes: [{ path, access: 'public', Component: () => <h1>{heading}</h1> }] });

const modules: LoadedModules = {
  enabled: [placed('ops', '/ops/*', true), placed('crew', '/crew', false)],
  offPages: [],
  webModules: [page('ops', '/ops/*', 'Operations'), page('crew', '/crew', 'Crew')],
  failed: [],
  pending: false,
};

function open(at: string) {
  fakeServer({
    'GET /api/session': { data: null },
    'GET /api/system/status': {
      data: {
        siteName: 'Korero',
        siteDescription: '',
        supportEmail: 'help@korero.example',
        maintenance: { on: true, message: 'Back soon.', openToYou: false },
      },
    },
  });
  return renderScreen(<AppRouter modules={modules} />, { at, route: '*' });
}

describe('the router during maintenance', () => {
  it("keeps open the pages a module's manifest says stay open", async () => {
    open('/ops/settings');
    expect(await screen.findByRole('heading', { name: 'Operations' })).toBeVisible();
  });

  it("shows the maintenance page on a module's other pages", async () => {
    open('/crew');
    expect(await screen.findByRole('heading', { name: 'Korero is down for maintenance' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Crew' })).toBeNull();
  });
});
