import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useQuery } from '@tanstack/react-query';
import { fakeServer, renderScreen, reply } from '@korero/web-kit/testing';
import { BusinessSwitcher } from './BusinessSwitcher.tsx';

const user = (businessId: string, role: string, businessCount = 2) => ({
  id: 'u1',
  username: 'aroha',
  email: 'aroha@x.example',
  isAdmin: false,
  subscriptionTier: 'free',
  businessId,
  role,
  teamMemberId: null,
  businessCount,
});

/** A query of the current business's data, to see the switch ask for it again. */
function Figures() {
  const figures = useQuery({
    queryKey: ['/api/figures'],
    queryFn: async () => (await fetch('/api/figures')).json() as Promise<{ n: number }>,
  });
  return <p>Figures {figures.data?.n ?? '…'}</p>;
}

function open(list: Array<{ id: string; name: string; role: string; current: boolean }>) {
  let current = list.find((b) => b.current)!.id;
  let asked = 0;
  const server = fakeServer({
    'GET /api/session': () => ({ data: user(current, list.find((b) => b.id === current)!.role, list.length) }),
    'GET /api/businesses': () => ({ data: list.map((b) => ({ ...b, current: b.id === current })) }),
    'POST /api/businesses/switch': ({ body }) => {
      current = (body as { businessId: string }).businessId;
      return user(current, list.find((b) => b.id === current)?.role ?? 'owner');
    },
    'POST /api/businesses': ({ body }) =>
      reply(201, { data: { id: 'b3', name: (body as { businessName: string }).businessName, role: 'owner', current: false } }),
    'GET /api/figures': () => ({ n: ++asked }),
  });
  return {
    server,
    ...renderScreen(
      <>
        <BusinessSwitcher placement="header" />
        <Figures />
      </>,
      {
        at: '/reviews',
        route: '*',
        // A module gives technicians their page: where one lands after switching to a business they are a technician in.
        enabled: [{ name: 'invites', title: 'Invitations', nav: [{ to: '/ask', label: 'Ask for a review', roles: ['technician'] }] }],
      },
    ),
  };
}

describe('the business switcher', () => {
  it('is hidden for a person with one membership, who is not asked for the list (the session says how many)', async () => {
    const { server } = open([{ id: 'b1', name: 'Tane Plumbing', role: 'owner', current: true }]);
    await waitFor(() => expect(server.requests('GET /api/session')).toHaveLength(1));
    expect(await screen.findByText('Figures 1')).toBeInTheDocument();
    expect(server.requests('GET /api/businesses')).toHaveLength(0);
    expect(screen.queryByTestId('business-switcher')).toBeNull();
  });

  it('lists the businesses with the role in each, and switches to one: a technician lands on their page', async () => {
    const { server, user } = open([
      { id: 'b1', name: 'Tane Plumbing', role: 'owner', current: true },
      { id: 'b2', name: 'Kahu Electrical', role: 'technician', current: false },
    ]);
    await user.click(await screen.findByTestId('business-switcher'));
    const list = within(await screen.findByRole('list', { name: 'Your businesses' }));
    expect(list.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Tane PlumbingOwner Current', 'Kahu ElectricalTechnician']);
    expect(await screen.findByText('Figures 1')).toBeInTheDocument();
    await user.click(list.getByRole('button', { name: /Kahu Electrical/ }));
    await waitFor(() => expect(server.requests('POST /api/businesses/switch')[0]?.body).toEqual({ businessId: 'b2' }));
    // A technician lands on their own page; the rest on the dashboard.
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/ask'));
    expect(await screen.findByText('Now working in Kahu Electrical')).toBeInTheDocument();
  });

  it('asks every query again after switching', async () => {
    const { server, user } = open([
      { id: 'b1', name: 'Tane Plumbing', role: 'owner', current: true },
      { id: 'b2', name: 'Kahu Electrical', role: 'manager', current: false },
    ]);
    expect(await screen.findByText('Figures 1')).toBeInTheDocument();
    await user.click(await screen.findByTestId('business-switcher'));
    await user.click(within(await screen.findByRole('list', { name: 'Your businesses' })).getByRole('button', { name: /Kahu Electrical/ }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard'));
    // What was on screen is asked again, now answering for the other business.
    expect(await screen.findByText('Figures 2')).toBeInTheDocument();
    // The list of businesses is asked again too (the current one changed).
    await waitFor(() => expect(server.requests('GET /api/businesses').length).toBeGreaterThan(1));
  });

  it('lets an owner create another business and switch to it', async () => {
    const { server, user } = open([
      { id: 'b1', name: 'Tane Plumbing', role: 'owner', current: true },
      { id: 'b2', name: 'Kahu Electrical', role: 'technician', current: false },
    ]);
    await user.click(await screen.findByTestId('business-switcher'));
    await user.click(await screen.findByRole('button', { name: 'Create another business' }));
    await user.type(await screen.findByRole('textbox', { name: /Business name/ }), 'Tane Gas');
    await user.click(screen.getByRole('button', { name: 'Create and switch to it' }));
    await waitFor(() => expect(server.requests('POST /api/businesses')[0]?.body).toEqual({ businessName: 'Tane Gas' }));
    await waitFor(() => expect(server.requests('POST /api/businesses/switch')[0]?.body).toEqual({ businessId: 'b3' }));
  });

  it('offers no new business to someone who owns none', async () => {
    const { user } = open([
      { id: 'b1', name: 'Tane Plumbing', role: 'manager', current: true },
      { id: 'b2', name: 'Kahu Electrical', role: 'technician', current: false },
    ]);
    await user.click(await screen.findByTestId('business-switcher'));
    await screen.findByRole('list', { name: 'Your businesses' });
    expect(screen.queryByRole('button', { name: 'Create another business' })).toBeNull();
  });
});
