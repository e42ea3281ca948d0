import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer, renderScreen, type ScreenOptions } from '@korero/web-kit/testing';
import { AdminSetupPage } from './AdminSetupPage.tsx';

const rewi = {
  id: 'u1',
  username: 'rewi',
  email: 'rewi@nz.example',
  isAdmin: false,
  subscriptionTier: 'free',
  businessId: 'b1',
  role: 'owner',
  teamMemberId: null,
  businessCount: 1,
};
const area = {
  name: 'ops',
  title: 'Operations',
  links: [{ slot: 'adminSetup.done' as const, to: '/ops', label: 'Open the operations area' }],
};

function open(enabled: ScreenOptions['enabled'], isAdmin = false) {
  const server = fakeServer({
    'GET /api/session': { data: rewi },
    'GET /api/admin-setup': { data: { available: !isAdmin, isAdmin } },
    'POST /api/admin-setup': { ...rewi, isAdmin: true },
  });
  return { server, ...renderScreen(<AdminSetupPage />, { at: '/admin-setup', enabled }) };
}

describe('the admin setup page', () => {
  it('sends the new administrator where a module asks (adminSetup.done)', async () => {
    const { server, user } = open([area]);
    await user.type(await screen.findByLabelText('Setup code'), ' ABCD-EFGH-IJKL ');
    await user.click(screen.getByRole('button', { name: 'Become Administrator' }));

    expect(await screen.findByText('/ops', { selector: '[data-testid=location]' })).toBeInTheDocument();
    expect(server.requests('POST /api/admin-setup')[0]?.body).toEqual({ code: ' ABCD-EFGH-IJKL ' });
  });

  it('sends them to the dashboard when no module offers a place', async () => {
    const { user } = open([]);
    await user.type(await screen.findByLabelText('Setup code'), 'ABCD-EFGH-IJKL');
    await user.click(screen.getByRole('button', { name: 'Become Administrator' }));

    expect(await screen.findByText('/', { selector: '[data-testid=location]' })).toBeInTheDocument();
  });

  it("links an administrator to the module's place", async () => {
    open([area], true);
    expect(await screen.findByRole('link', { name: 'Open the operations area' })).toHaveAttribute('href', '/ops');
  });

  it('says there is no admin area when no module offers one', async () => {
    open([], true);
    expect(await screen.findByText('No admin area is switched on in this deployment.')).toBeVisible();
  });
});
