import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer, renderScreen } from '@korero/web-kit/testing';
import { YourNameCard } from './YourNameCard.tsx';

describe('Settings → Your account: your name', () => {
  it('shows the name others read, saves a new one, and blank goes back to the username', async () => {
    const server = fakeServer({
      'GET /api/account/profile': { data: { username: 'aroha', displayName: null } },
      'PUT /api/account/profile': ({ body }) => ({
        data: { username: 'aroha', displayName: (body as { displayName: string | null }).displayName },
      }),
    });
    const { user } = renderScreen(<YourNameCard />);
    const field = await screen.findByRole('textbox', { name: 'Your name' });
    expect(screen.getByText('Leave it blank to go by your username, aroha.')).toBeInTheDocument();
    await user.type(field, '  Aroha Ngata ');
    await user.click(screen.getByRole('button', { name: 'Save name' }));
    await waitFor(() => expect(server.requests('PUT /api/account/profile')).toHaveLength(1));
    expect(server.requests('PUT /api/account/profile')[0]!.body).toEqual({ displayName: 'Aroha Ngata' });
    expect(await screen.findByText('You are Aroha Ngata')).toBeInTheDocument();
    await user.clear(field);
    await user.click(screen.getByRole('button', { name: 'Save name' }));
    await waitFor(() => expect(server.requests('PUT /api/account/profile')).toHaveLength(2));
    expect(server.requests('PUT /api/account/profile')[1]!.body).toEqual({ displayName: null });
    expect(await screen.findByText('You go by aroha')).toBeInTheDocument();
  });
});
