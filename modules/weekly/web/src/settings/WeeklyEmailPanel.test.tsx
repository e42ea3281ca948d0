import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer, renderScreen } from '@korero/web-kit/testing';
import WeeklyEmailPanel from './WeeklyEmailPanel.tsx';

type Preference = { enabled: boolean; kind: 'business' | 'technician'; isDefault: boolean };

function open(start: Preference) {
  let now = start;
  const server = fakeServer({
    'GET /api/weekly/preference': () => ({ data: now }),
    'PUT /api/weekly/preference': ({ body }) => {
      now = { ...now, enabled: (body as { enabled: boolean }).enabled, isDefault: false };
      return { data: now };
    },
  });
  return { server, ...renderScreen(<WeeklyEmailPanel />, { at: '/settings/weekly-email' }) };
}

describe('Settings → Weekly report', () => {
  it('shows an owner their email on by default, and turns it off for them alone', async () => {
    const { user, server } = open({ enabled: true, kind: 'business', isDefault: true });
    const toggle = await screen.findByRole('switch', { name: /Email me the weekly report/ });
    expect(toggle).toBeChecked();
    expect(screen.getByText(/Google reviews, follow-ups/)).toBeVisible();
    await user.click(toggle);
    await waitFor(() => expect(server.requests('PUT /api/weekly/preference').map((r) => r.body)).toEqual([{ enabled: false }]));
    await waitFor(() => expect(screen.getByRole('switch', { name: /Email me the weekly report/ })).not.toBeChecked());
    expect(screen.getByText('Off: you get none.')).toBeVisible();
  });

  it('offers a technician the shorter one, about their own asks, off until they ask', async () => {
    const { user, server } = open({ enabled: false, kind: 'technician', isDefault: true });
    const toggle = await screen.findByRole('switch', { name: /Email me the weekly report/ });
    expect(toggle).not.toBeChecked();
    expect(screen.getByText(/the customers you asked for a review last week/)).toBeVisible();
    expect(screen.queryByText(/Google reviews/)).toBeNull();
    await user.click(toggle);
    await waitFor(() => expect(server.requests('PUT /api/weekly/preference').map((r) => r.body)).toEqual([{ enabled: true }]));
  });
});
