import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeServer, renderScreen, reply } from '@korero/web-kit/testing';
import { AnotherBusinessCard } from './AnotherBusinessCard.tsx';
import { sectionsOf } from './sections.ts';
import { StaffSection } from './StaffSection.tsx';

const user = (role: 'owner' | 'manager') => ({
  id: 'u1',
  username: 'aroha',
  email: 'aroha@plumbing.example',
  isAdmin: false,
  subscriptionTier: 'professional',
  businessId: 'b1',
  role,
  teamMemberId: null,
  businessCount: 1,
});

const people = [
  {
    id: 'm1',
    name: 'aroha',
    username: 'aroha',
    email: 'aroha@plumbing.example',
    role: 'owner',
    teamMemberId: null,
    lastSeenAt: '2026-11-20T01:00:00.000Z',
  },
  { id: 'm2', name: 'hemi', username: 'hemi', email: 'hemi@plumbing.example', role: 'technician', teamMemberId: 't1', lastSeenAt: null },
];

const invitations = [
  {
    id: 'i2',
    email: 'mere@plumbing.example',
    role: 'technician',
    invitedBy: 'Aroha Ngata',
    createdAt: '2026-11-20T01:00:00.000Z',
    sentAt: '2026-11-20T01:00:00.000Z',
    expiresAt: '2026-11-27T01:00:00.000Z',
    expired: true,
  },
];

function open(role: 'owner' | 'manager') {
  const server = fakeServer({
    'GET /api/session': { data: user(role) },
    'GET /api/staff': { data: people },
    'GET /api/team-members': {
      data: [{ id: 't1', teamId: 'team-1', name: 'Hemi Walker', role: null, createdAt: '2026-10-01T01:00:00.000Z' }],
    },
    'POST /api/staff/invitations': reply(201, {
      data: { id: 'i1', acceptUrl: 'https://korero.example/staff/accept?token=abc', expiresAt: '2026-12-04T00:00:00.000Z' },
    }),
    'PATCH /api/staff/:id': ({ params, body }) => ({ data: { ...people.find((p) => p.id === params.id)!, ...(body as object) } }),
    'DELETE /api/staff/:id': { success: true },
    'GET /api/staff/invitations': { data: invitations },
    'POST /api/staff/invitations/:id/resend': {
      data: { id: 'i2', acceptUrl: 'https://korero.example/staff/accept?token=new', expiresAt: '2026-12-09T00:00:00.000Z' },
    },
    'DELETE /api/staff/invitations/:id': { success: true },
  });
  return { server, ...renderScreen(<StaffSection />, { enabled: ['teams'] }) };
}

describe('Settings → Staff', () => {
  it("lists the business's people with their role, team member and last seen", async () => {
    open('owner');
    const rows = await screen.findAllByTestId('staff-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('aroha');
    expect(rows[0]).toHaveTextContent('You');
    expect(rows[0]).toHaveTextContent('Last seen');
    expect(await within(rows[1]!).findByText(/Team member: Hemi Walker/)).toBeInTheDocument();
    expect(rows[1]).toHaveTextContent('Not seen yet');
    expect(within(rows[1]!).getByRole('combobox', { name: 'Role of hemi' })).toHaveTextContent('Technician');
  });

  it('invites by email with a role and team member, then shows the link to send by hand with Copy', async () => {
    const { server, user } = open('owner');
    // Once made, the invitation waits among those not yet accepted.
    server.on('GET /api/staff/invitations', { data: [...invitations, { ...invitations[0]!, id: 'i1', expired: false }] });
    await user.type(await screen.findByRole('textbox', { name: /Email/ }), 'mere@plumbing.example');
    await user.click(screen.getByRole('combobox', { name: /Team member they are/ }));
    await user.click(await screen.findByRole('option', { name: 'Hemi Walker' }));
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    const sent = await screen.findByTestId('staff-invited');
    expect(sent).toHaveTextContent('Invitation emailed to mere@plumbing.example');
    expect(within(sent).getByTestId('accept-url')).toHaveTextContent('https://korero.example/staff/accept?token=abc');
    expect(within(sent).getByRole('button', { name: 'Copy' })).toBeInTheDocument();
    expect(server.requests('POST /api/staff/invitations')[0]!.body).toEqual({
      email: 'mere@plumbing.example',
      role: 'technician',
      teamMemberId: 't1',
    });
  });

  it("shows the server's refusal when inviting fails", async () => {
    const { server, user } = open('owner');
    server.on('POST /api/staff/invitations', reply(400, { error: 'Enter a valid email address' }));
    await user.type(await screen.findByRole('textbox', { name: /Email/ }), 'nope');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
  });

  it('changes a role', async () => {
    const { server, user } = open('owner');
    const rows = await screen.findAllByTestId('staff-row');
    await user.click(within(rows[1]!).getByRole('combobox', { name: 'Role of hemi' }));
    await user.click(await screen.findByRole('option', { name: 'Manager' }));
    await waitFor(() => expect(server.requests('PATCH /api/staff/:id')).toHaveLength(1));
    const [patch] = server.requests('PATCH /api/staff/:id');
    expect(patch!.path.endsWith('/m2')).toBe(true);
    expect(patch!.body).toEqual({ role: 'manager' });
    expect(await screen.findByText('hemi is now manager')).toBeInTheDocument();
  });

  it('removes a person only after confirming', async () => {
    const { server, user } = open('owner');
    const rows = await screen.findAllByTestId('staff-row');
    await user.click(within(rows[1]!).getByRole('button', { name: 'Remove hemi' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('signed out');
    expect(server.requests('DELETE /api/staff/:id')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(server.requests('DELETE /api/staff/:id')).toHaveLength(1));
    expect(server.requests('DELETE /api/staff/:id')[0]!.path.endsWith('/m2')).toBe(true);
  });

  it("shows the kernel's refusal to remove or demote the last owner", async () => {
    const { server, user } = open('owner');
    const refusal = 'This business must keep an owner: make someone else an owner first.';
    server.on('DELETE /api/staff/:id', reply(409, { error: refusal }));
    const rows = await screen.findAllByTestId('staff-row');
    await user.click(within(rows[0]!).getByRole('button', { name: 'Remove aroha' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText(refusal)).toBeInTheDocument();
  });

  it('lists invitations not yet accepted; Resend shows the new link, Withdraw asks first', async () => {
    const { server, user } = open('owner');
    const row = await screen.findByTestId('staff-invitation');
    expect(row).toHaveTextContent('mere@plumbing.example');
    expect(row).toHaveTextContent('Expired');
    expect(row).toHaveTextContent('Invited by Aroha Ngata');
    await user.click(within(row).getByRole('button', { name: 'Resend the invitation to mere@plumbing.example' }));
    const sent = await screen.findByTestId('staff-invited');
    expect(sent).toHaveTextContent('Invitation emailed again to mere@plumbing.example');
    expect(sent).toHaveTextContent('the earlier link no longer works');
    expect(within(sent).getByTestId('accept-url')).toHaveTextContent('token=new');
    expect(server.requests('POST /api/staff/invitations/:id/resend')[0]!.path.endsWith('/i2/resend')).toBe(true);
    await user.click(within(row).getByRole('button', { name: 'Withdraw the invitation to mere@plumbing.example' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(server.requests('DELETE /api/staff/invitations/:id')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(server.requests('DELETE /api/staff/invitations/:id')).toHaveLength(1));
    expect(await screen.findByText('Invitation to mere@plumbing.example withdrawn')).toBeInTheDocument();
  });

  it('stops showing a link once its invitation is withdrawn: it no longer works', async () => {
    const { server, user } = open('owner');
    await user.click(within(await screen.findByTestId('staff-invitation')).getByRole('button', { name: /^Resend/ }));
    await screen.findByTestId('staff-invited');
    server.on('GET /api/staff/invitations', { data: [] });
    await user.click(screen.getByRole('button', { name: 'Withdraw the invitation to mere@plumbing.example' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(screen.queryByTestId('staff-invited')).toBeNull());
  });

  it('shows no invitations card while nobody is invited', async () => {
    const { server } = open('owner');
    server.on('GET /api/staff/invitations', { data: [] });
    await screen.findAllByTestId('staff-row');
    await waitFor(() => expect(server.requests('GET /api/staff/invitations')).toHaveLength(1));
    expect(screen.queryByTestId('staff-invitations')).toBeNull();
  });

  it('shows a manager the list read-only, without the invitation form', async () => {
    open('manager');
    const rows = await screen.findAllByTestId('staff-row');
    expect(screen.getByText('Only an owner manages staff')).toBeInTheDocument();
    expect(screen.queryByTestId('staff-invite')).toBeNull();
    expect(screen.queryByTestId('staff-invitations')).toBeNull();
    expect(within(rows[1]!).queryByRole('button', { name: /Remove/ })).toBeNull();
    expect(within(rows[1]!).queryByRole('combobox')).toBeNull();
    expect(rows[1]).toHaveTextContent('Technician');
  });

  it("leaves out of a manager's Settings the panels for owners only (API keys)", () => {
    const Nothing = () => null;
    const panels = [
      {
        id: 'api-keys',
        order: 60,
        section: { id: 'api-keys', title: 'API keys' },
        roles: ['owner'] as const,
        Component: Nothing,
        module: 'x',
      },
      { id: 'webhooks', order: 61, section: { id: 'webhooks', title: 'Webhooks' }, Component: Nothing, module: 'x' },
    ];
    expect(sectionsOf(panels, 'owner').map((s) => s.id)).toContain('api-keys');
    const manager = sectionsOf(panels, 'manager').map((s) => s.id);
    expect(manager).not.toContain('api-keys');
    expect(manager).toContain('webhooks');
    expect(manager).toContain('staff');
  });
});

describe('Settings → Your account: another business', () => {
  it('creates the business, switches to it and loads the dashboard in full', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const server = fakeServer({
      'POST /api/businesses': reply(201, { data: { id: 'b2', name: 'Aroha Gas', role: 'owner', current: false } }),
      'POST /api/businesses/switch': { ...user('owner'), businessId: 'b2' },
    });
    const { user: person } = renderScreen(<AnotherBusinessCard />);
    await person.type(screen.getByRole('textbox', { name: 'Business name' }), 'Aroha Gas');
    await person.click(screen.getByRole('button', { name: 'Create and switch to it' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/dashboard'));
    expect(server.requests('POST /api/businesses')[0]!.body).toEqual({ businessName: 'Aroha Gas' });
    expect(server.requests('POST /api/businesses/switch')[0]!.body).toEqual({ businessId: 'b2' });
    vi.unstubAllGlobals();
  });
});
