import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeServer as serverWithout, renderScreen, reply, signedIn } from '@korero/web-kit/testing';

/** The screens are drawn for a signed-in owner: they offer what the owner's role may do (the permission table). */
const fakeServer = (routes: Parameters<typeof serverWithout>[0] = {}) =>
  serverWithout({ 'GET /api/session': { data: signedIn() }, ...routes });
import { ago, connected, status } from '../fixtures.test-data.ts';
import GoogleSettingsCard, { syncedLine } from './GoogleSettingsCard.tsx';

const CONSENT = 'https://accounts.google.example/o/oauth2/v2/auth?state=s';

describe('the Google reviews settings card', () => {
  it('says what the deployment needs when Google is not configured, and offers nothing to click', async () => {
    fakeServer({ 'GET /api/google/status': status({ configured: false }) });
    renderScreen(<GoogleSettingsCard />);
    expect(await screen.findByText(/Google reviews are not set up on this Korero/)).toBeVisible();
    expect(screen.getByText(/Google Cloud project approved for the Business Profile APIs/)).toBeVisible();
    expect(screen.getByText(/an OAuth client/)).toBeVisible();
    expect(screen.getByText(/verified Business Profile location/)).toBeVisible();
    expect(screen.getByText(/Nothing else changes/)).toBeVisible();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('opens Google in a popup, asks until the location is connected, then closes the popup', async () => {
    let done = false;
    const server = fakeServer({
      'GET /api/google/status': () => (done ? connected() : status()),
      'GET /api/google/connect-url': { data: { url: CONSENT } },
    });
    const popup = { closed: false, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    const { user } = renderScreen(<GoogleSettingsCard />);
    await user.click(await screen.findByRole('button', { name: 'Connect Google' }));
    await waitFor(() => expect(open).toHaveBeenCalledWith(CONSENT, 'korero-google', expect.any(String)));
    expect(await screen.findByRole('button', { name: 'Waiting for Google…' })).toBeDisabled();
    done = true;
    expect(await screen.findByText('Rangi Plumbing, Petone', {}, { timeout: 3000 })).toBeVisible();
    expect(popup.close).toHaveBeenCalled();
    expect(server.requests('GET /api/google/status').length).toBeGreaterThan(1);
    expect(screen.getByText('Connected')).toBeVisible();
  });

  it('goes to Google in this window when the browser blocks the popup', async () => {
    fakeServer({ 'GET /api/google/status': status(), 'GET /api/google/connect-url': { data: { url: CONSENT } } });
    vi.spyOn(window, 'open').mockReturnValue(null);
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const { user } = renderScreen(<GoogleSettingsCard />);
    await user.click(await screen.findByRole('button', { name: 'Connect Google' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(CONSENT));
  });

  it('gives up after five minutes', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      fakeServer({ 'GET /api/google/status': status(), 'GET /api/google/connect-url': { data: { url: CONSENT } } });
      const popup = { closed: false, close: vi.fn() };
      vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
      const { user } = renderScreen(<GoogleSettingsCard />);
      await user.click(await screen.findByRole('button', { name: 'Connect Google' }));
      await screen.findByRole('button', { name: 'Waiting for Google…' });
      await vi.advanceTimersByTimeAsync(301_000);
      expect(await screen.findByText('Google did not finish within 5 minutes. Try connecting again.')).toBeVisible();
      expect(popup.close).toHaveBeenCalled();
      expect(screen.getByRole('button', { name: 'Connect Google' })).toBeEnabled();
    } finally {
      vi.useRealTimers();
    }
  });

  it('lists the locations when the account has several, and connects the one chosen', async () => {
    const locations = [
      { name: 'locations/1', title: 'Rangi Plumbing, Petone', placeId: null },
      { name: 'locations/2', title: 'Rangi Plumbing, Lower Hutt', placeId: null },
    ];
    let chosen: string | null = null;
    const server = fakeServer({
      'GET /api/google/status': () => (chosen ? connected({ location: locations[1]! }) : status({ connected: true, locations })),
      'POST /api/google/location': ({ body }) => {
        chosen = (body as { name: string }).name;
        return { success: true };
      },
    });
    const { user } = renderScreen(<GoogleSettingsCard />);
    const group = await screen.findByRole('group', { name: /several locations/ });
    expect(within(group).getAllByRole('radio')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Use this location' })).toBeDisabled();
    await user.click(within(group).getByRole('radio', { name: 'Rangi Plumbing, Lower Hutt' }));
    await user.click(screen.getByRole('button', { name: 'Use this location' }));
    expect(await screen.findByText(/Connected to/)).toHaveTextContent('Connected to Rangi Plumbing, Lower Hutt.');
    expect(server.requests('POST /api/google/location').map((r) => r.body)).toEqual([{ name: 'locations/2' }]);
  });

  it('shows the location, the last sync and Reconnect when the access is gone, and keeps the popup open until Google is back', async () => {
    const RECONNECT = "Google no longer accepts Korero's access (it was revoked or has expired): connect Google again in Settings.";
    let back = false;
    let waiting = false;
    const gone = { message: RECONNECT, reconnect: true, at: ago(3) };
    fakeServer({
      // While Korero waits for Google, each poll answers "still gone", with a later sync than the first answer's.
      'GET /api/google/status': () => (back ? connected() : connected({ error: gone, ...(waiting ? { lastSyncAt: ago(2) } : {}) })),
      'GET /api/google/connect-url': { data: { url: CONSENT } },
    });
    const popup = { closed: false, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    const { user } = renderScreen(<GoogleSettingsCard />);
    expect(await screen.findByText('Synced 5 minutes ago')).toBeVisible();
    expect(screen.getByText('Reconnect Google')).toBeVisible();
    expect(screen.getByText('Needs reconnecting')).toBeVisible();
    // Korero's own sentence, not put in Google's mouth.
    expect(screen.getByText(RECONNECT)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Reconnect' }));
    await waitFor(() => expect(open).toHaveBeenCalledWith(CONSENT, 'korero-google', expect.any(String)));
    // Still connected to the same location, but the grant is not back yet: the popup stays open.
    expect(await screen.findByRole('button', { name: 'Waiting for Google…' })).toBeDisabled();
    waiting = true;
    // A poll's answer is drawn (the later sync), and in that render the card decided it had not arrived: still open.
    expect(await screen.findByText('Synced 2 minutes ago', {}, { timeout: 3000 })).toBeVisible();
    expect(popup.close).not.toHaveBeenCalled();
    back = true;
    await waitFor(() => expect(popup.close).toHaveBeenCalled(), { timeout: 3000 });
    expect(await screen.findByText('Connected')).toBeVisible();
  });

  it('words a plain error as what Google said, without Reconnect', async () => {
    fakeServer({ 'GET /api/google/status': connected({ error: { message: 'Quota exceeded', reconnect: false, at: ago(1) } }) });
    renderScreen(<GoogleSettingsCard />);
    expect(await screen.findByText('Google said: Quota exceeded')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Reconnect' })).toBeNull();
  });

  it('refreshes and shows the server’s message', async () => {
    const server = fakeServer({
      'GET /api/google/status': connected(),
      'POST /api/google/sync': { success: true, message: 'Korero is reading your Google reviews now.' },
    });
    const { user } = renderScreen(<GoogleSettingsCard />);
    await user.click(await screen.findByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('Korero is reading your Google reviews now.')).toBeVisible();
    expect(server.requests('POST /api/google/sync')).toHaveLength(1);
  });

  it('disconnects only after asking', async () => {
    let on = true;
    const server = fakeServer({
      'GET /api/google/status': () => (on ? connected() : status()),
      'POST /api/google/disconnect': () => {
        on = false;
        return { success: true };
      },
    });
    const { user } = renderScreen(<GoogleSettingsCard />);
    await user.click(await screen.findByRole('button', { name: 'Disconnect' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Disconnect Google?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(server.requests('POST /api/google/disconnect')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Disconnect' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Disconnect' }));
    expect(await screen.findByRole('button', { name: 'Connect Google' })).toBeVisible();
    expect(server.requests('POST /api/google/disconnect')).toHaveLength(1);
  });

  it('switches the notification emails: low ratings on and the digest off by default', async () => {
    const server = fakeServer({
      'GET /api/google/status': connected(),
      'PATCH /api/google/notify': { success: true },
    });
    const { user } = renderScreen(<GoogleSettingsCard />);
    const low = await screen.findByRole('switch', { name: 'Email me about reviews of 3★ or less' });
    const digest = screen.getByRole('switch', { name: 'Daily digest of the other new reviews' });
    expect(low).toBeChecked();
    expect(digest).not.toBeChecked();
    await user.click(digest);
    await waitFor(() => expect(digest).toBeChecked());
    expect(server.requests('PATCH /api/google/notify').map((r) => r.body)).toEqual([{ dailyDigest: true }]);
  });

  it('puts a switch back when the server refuses it', async () => {
    fakeServer({
      'GET /api/google/status': connected(),
      'PATCH /api/google/notify': reply(500, { error: 'Could not save' }),
    });
    const { user } = renderScreen(<GoogleSettingsCard />);
    const low = await screen.findByRole('switch', { name: 'Email me about reviews of 3★ or less' });
    await user.click(low);
    expect(await screen.findByText('Could not save the notification choice')).toBeVisible();
    await waitFor(() => expect(low).toBeChecked());
  });

  it('words the last sync', () => {
    const now = new Date('2026-11-27T10:00:00Z');
    expect(syncedLine(null, now)).toBe('Not synced yet');
    expect(syncedLine('2026-11-27T09:59:50Z', now)).toBe('Synced just now');
    expect(syncedLine('2026-11-27T09:55:00Z', now)).toBe('Synced 5 minutes ago');
    expect(syncedLine('2026-11-01T09:55:00Z', now)).toBe('Synced on 1 Nov 2026');
  });
});
