import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer, renderScreen } from '@korero/web-kit/testing';
import { AccountDataCard } from './AccountDataCard.tsx';

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

const open = (role: 'owner' | 'manager') => {
  fakeServer({ 'GET /api/session': { data: user(role) } });
  return renderScreen(<AccountDataCard />);
};

describe('Settings → Your data', () => {
  it("offers an owner the business's data to download, and before deleting the account", async () => {
    const { user } = open('owner');
    expect(await screen.findByRole('button', { name: 'Download your data' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Delete account' }));
    expect(await screen.findByRole('button', { name: 'Download it first' })).toBeVisible();
  });

  it('shows a manager no download (the server refuses them the export), and says an owner can take it', async () => {
    const { user } = open('manager');
    expect(await screen.findByText(/an owner of this business can download it/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Download your data' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Delete account' }));
    expect(await screen.findByRole('dialog')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Download it first' })).toBeNull();
  });
});
