import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer, renderScreen } from '@korero/web-kit/testing';
import { PlaceIdHelpDialog } from './PlaceIdHelpDialog.tsx';

const WAITING =
  'Request saved, but this Korero has no email provider set up, so it waits in the outbox until one is. Ask your Korero administrator, or email support yourself.';

async function ask(delivery: 'sending' | 'waiting', message: string) {
  fakeServer({
    'GET /api/session': { data: { id: 'u1', username: 'aroha', email: 'aroha@nz.example', isAdmin: false, subscriptionTier: 'free' } },
    'POST /api/support/place-id-request': { success: true, message, delivery },
  });
  const { user } = renderScreen(<PlaceIdHelpDialog defaultEmail="aroha@nz.example" defaultName="Aroha Plumbing" />, { at: '/settings' });
  await user.click(await screen.findByRole('button', { name: 'What is a Place ID?' }));
  await user.type(screen.getByRole('textbox', { name: 'Business address' }), '1 Main Rd, Taupō');
  await user.click(screen.getByRole('button', { name: 'Send Request' }));
  return screen.findByTestId('toast');
}

describe('asking Korero for the Place ID', () => {
  it('promises an answer within 24 hours only when the request can reach a person', async () => {
    const toast = await ask('sending', "Request sent successfully. We'll email your Place ID within 24 hours.");
    expect(toast).toHaveTextContent('Request sent successfully');
    expect(toast).toHaveTextContent('within 24 hours');
  });

  it('says the request waits in the outbox when no email provider is set up', async () => {
    const toast = await ask('waiting', WAITING);
    expect(toast).toHaveTextContent('Request not sent yet');
    expect(toast).toHaveTextContent('no email provider set up');
    expect(toast).not.toHaveTextContent('24 hours');
  });
});
