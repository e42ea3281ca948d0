import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer, renderScreen, reply } from '@korero/web-kit/testing';
import ApiKeysPanel from './ApiKeysPanel.tsx';

interface Key {
  id: string;
  name: string;
  prefix: string;
  scopes: string[];
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
}
const key = (id: string, over: Partial<Key> = {}): Key => ({
  id,
  name: `Key ${id}`,
  prefix: `krc_${id}`,
  scopes: ['jobs:write'],
  createdAt: '2026-11-20T01:00:00.000Z',
  lastUsedAt: null,
  revokedAt: null,
  ...over,
});
const scopes = [
  { scope: 'invites:write', description: 'Send review invitations', module: 'invites' },
  { scope: 'jobs:write', description: 'Record completed jobs', module: 'compliance' },
  { scope: 'reviews:read', description: 'Read what customers submitted', module: 'reviews' },
];

describe('the API keys panel', () => {
  it('makes a named key with the scopes ticked, shows it once, lists keys by name and start, and revokes after confirming', async () => {
    let keys = [key('ab12', { name: 'ServiceM8', lastUsedAt: '2026-11-21T01:00:00.000Z' })];
    const server = fakeServer({
      'GET /api/api-keys': () => ({ data: keys, scopes }),
      'POST /api/api-keys': ({ body }) => {
        const made = key('cd34', body as Partial<Key>);
        keys = [made, ...keys];
        return reply(201, { data: { ...made, key: 'krc_cd34SECRETSECRETSECRETSECRET12' } });
      },
      'DELETE /api/api-keys/:id': ({ params }) => {
        keys = keys.map((k) => (k.id === params.id ? { ...k, revokedAt: '2026-11-22T01:00:00.000Z' } : k));
        return { success: true };
      },
    });
    const { user } = renderScreen(<ApiKeysPanel />);
    const list = await screen.findByRole('list', { name: 'API keys' });
    expect(list).toHaveTextContent(/ServiceM8.*krc_ab12….*Active/);
    expect(list).toHaveTextContent(/jobs:write/);
    expect(list).toHaveTextContent(/last used/);

    // Nothing is sent until it has a name and a scope.
    await user.click(screen.getByRole('button', { name: 'Create API key' }));
    expect(await screen.findByText('Name the key, e.g. after the system that will use it')).toBeVisible();
    expect(screen.getByText('Tick at least one thing the key may do')).toBeVisible();
    expect(server.requests('POST /api/api-keys')).toHaveLength(0);

    await user.type(screen.getByLabelText(/Key name/), 'Tradify');
    await user.click(screen.getByRole('checkbox', { name: 'invites:write' }));
    await user.click(screen.getByRole('checkbox', { name: 'reviews:read' }));
    await user.click(screen.getByRole('button', { name: 'Create API key' }));
    expect(await screen.findByTestId('new-api-key')).toHaveTextContent('krc_cd34SECRETSECRETSECRETSECRET12');
    expect(server.requests('POST /api/api-keys')[0]?.body).toEqual({ name: 'Tradify', scopes: ['invites:write', 'reviews:read'] });
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByTestId('new-api-key')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Revoke key ServiceM8' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Revoke this key?' });
    await user.click(within(confirm).getByRole('button', { name: 'Revoke key' }));
    await waitFor(() => expect(server.requests('DELETE /api/api-keys/:id')[0]?.path.endsWith('/ab12')).toBe(true));
    expect(await screen.findByText('Revoked')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Revoke key ServiceM8' })).toBeNull();
  });
});
