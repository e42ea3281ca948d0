import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer, renderScreen, reply } from '@korero/web-kit/testing';
import ApiKeysPanel from './ApiKeysPanel.tsx';

interface Key {
  id: string;
  prefix: string;
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
}
const key = (id: string, over: Partial<Key> = {}): Key => ({
  id,
  prefix: `krc_${id}`,
  createdAt: '2026-11-20T01:00:00.000Z',
  lastUsedAt: null,
  revokedAt: null,
  ...over,
});

describe('the API keys panel', () => {
  it('shows a new key once, lists keys by their start, and revokes after confirming', async () => {
    let keys = [key('ab12', { lastUsedAt: '2026-11-21T01:00:00.000Z' })];
    const server = fakeServer({
      'GET /api/compliance/api-keys': () => ({ data: keys }),
      'POST /api/compliance/api-keys': () => {
        keys = [key('cd34'), ...keys];
        return reply(201, { data: { ...key('cd34'), key: 'krc_cd34SECRETSECRETSECRETSECRET12' } });
      },
      'DELETE /api/compliance/api-keys/:id': ({ params }) => {
        keys = keys.map((k) => (k.id === params.id ? { ...k, revokedAt: '2026-11-22T01:00:00.000Z' } : k));
        return { success: true };
      },
    });
    const { user } = renderScreen(<ApiKeysPanel />);
    const list = await screen.findByRole('list', { name: 'API keys' });
    expect(list).toHaveTextContent(/krc_ab12….*Active/);
    expect(list).toHaveTextContent(/last used/);

    await user.click(screen.getByRole('button', { name: 'Create API key' }));
    expect(await screen.findByTestId('new-api-key')).toHaveTextContent('krc_cd34SECRETSECRETSECRETSECRET12');
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByTestId('new-api-key')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Revoke key krc_ab12' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Revoke this key?' });
    await user.click(within(confirm).getByRole('button', { name: 'Revoke key' }));
    await waitFor(() => expect(server.requests('DELETE /api/compliance/api-keys/:id')[0]?.path).toBe('/api/compliance/api-keys/ab12'));
    expect(await screen.findByText('Revoked')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Revoke key krc_ab12' })).toBeNull();
  });
});
