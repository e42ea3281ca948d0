import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer, renderScreen, signedIn } from '@korero/web-kit/testing';
import RecordPage from './RecordPage.tsx';

const open = (role: 'owner' | 'manager') => {
  const server = fakeServer({
    'GET /api/session': { data: signedIn({ role }) },
    'GET /api/compliance/ledger': {
      data: { head: { seq: 3, hash: 'a'.repeat(64), at: '2026-11-17T21:00:00.000Z' }, weeklyHeadEmail: true },
    },
    'PUT /api/compliance/ledger/settings': { success: true },
  });
  return { server, ...renderScreen(<RecordPage />, { at: '/compliance/record' }) };
};

describe('the record of asking page', () => {
  it('lets the owner turn the weekly email off', async () => {
    const { user, server } = open('owner');
    const toggle = await screen.findByRole('switch', { name: /fingerprint each week/ });
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(screen.queryByText(/The owner decides/)).toBeNull();
    await user.click(toggle);
    await waitFor(() => expect(server.requests('PUT /api/compliance/ledger/settings')).toHaveLength(1));
  });

  it('shows a manager the switch disabled, and that the owner decides', async () => {
    open('manager');
    expect(await screen.findByText(/The owner decides whether this email is sent/)).toBeVisible();
    const toggle = await screen.findByRole('switch', { name: /fingerprint each week/ });
    expect(toggle).toBeDisabled();
    expect(toggle).toHaveAccessibleDescription(/The owner decides/);
  });
});
