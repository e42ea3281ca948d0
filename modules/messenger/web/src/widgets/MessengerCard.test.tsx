import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeServer, renderScreen, reply } from '@korero/web-kit/testing';
import MessengerCard from './MessengerCard.tsx';

const status = (over: object = {}) => ({
  data: { configured: true, connected: false, pageId: null, pageName: null, problem: null, ...over },
});

describe('the Messenger card', () => {
  it('says Messenger is not configured here, and offers nothing to click', async () => {
    fakeServer({ 'GET /api/facebook/status': status({ configured: false }) });
    renderScreen(<MessengerCard />);
    expect(await screen.findByText(/Messenger is not configured on this Korero/)).toBeVisible();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('opens Facebook Login in a popup, polls until the Page is connected, then closes the popup', async () => {
    let connected = false;
    const server = fakeServer({
      'GET /api/facebook/status': () => status(connected ? { connected: true, pageId: '1010', pageName: 'Rangi Plumbing' } : {}),
      'GET /api/facebook/auth-url': { success: true, authUrl: 'https://www.facebook.com/v21.0/dialog/oauth?state=s' },
    });
    const popup = { closed: false, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    const { user } = renderScreen(<MessengerCard />);
    await user.click(await screen.findByRole('button', { name: 'Connect Facebook Page' }));
    await waitFor(() =>
      expect(open).toHaveBeenCalledWith('https://www.facebook.com/v21.0/dialog/oauth?state=s', 'korero-facebook', expect.any(String)),
    );
    expect(await screen.findByRole('button', { name: 'Waiting for Facebook…' })).toBeDisabled();
    connected = true;
    expect(await screen.findByText('Rangi Plumbing', {}, { timeout: 3000 })).toBeVisible();
    expect(popup.close).toHaveBeenCalled();
    expect(server.requests('GET /api/facebook/status').length).toBeGreaterThan(1);
  });

  it('gives up after five minutes with the spec’s toast', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      fakeServer({
        'GET /api/facebook/status': status(),
        'GET /api/facebook/auth-url': { success: true, authUrl: 'https://www.facebook.com/dialog' },
      });
      const popup = { closed: false, close: vi.fn() };
      vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
      const { user } = renderScreen(<MessengerCard />);
      await user.click(await screen.findByRole('button', { name: 'Connect Facebook Page' }));
      await screen.findByRole('button', { name: 'Waiting for Facebook…' });
      await vi.advanceTimersByTimeAsync(301_000);
      expect(await screen.findByText('Authentication timeout')).toBeVisible();
      expect(screen.getByText('Connection Failed')).toBeVisible();
      expect(popup.close).toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });

  it('disconnects after a confirmation, and says so when it cannot', async () => {
    const server = fakeServer({
      'GET /api/facebook/status': status({ connected: true, pageId: '1010', pageName: 'Rangi Plumbing' }),
      'POST /api/facebook/disconnect': reply(500, { error: 'down' }),
    });
    const { user } = renderScreen(<MessengerCard />);
    await user.click(await screen.findByRole('button', { name: 'Disconnect' }));
    await user.click(screen.getByRole('alertdialog').querySelector('button:last-of-type')!);
    expect(await screen.findByText('Disconnection Failed')).toBeVisible();
    expect(screen.getByText('Failed to disconnect Facebook Page')).toBeVisible();
    expect(server.requests('POST /api/facebook/disconnect')).toHaveLength(1);
  });
});
