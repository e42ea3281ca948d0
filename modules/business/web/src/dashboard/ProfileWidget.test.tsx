import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer, renderScreen } from '@korero/web-kit/testing';
import ProfileWidget from './ProfileWidget.tsx';

const profile = (googlePlaceId: string | null, placeIdStatus: 'not_configured' | 'linked' | 'invalid') => ({
  businessName: 'Tane Gasfitting',
  email: 'tane@nz.example',
  businessPhone: null,
  googlePlaceId,
  placeIdStatus,
  logoUrl: null,
  serviceTypes: '[]',
  businessType: 'general',
  customCriteria: '{}',
  usesPresetCriteria: true,
  personalExperiencePrompt: 'Tell us',
  personalExperiencePlaceholder: 'Tell us',
  customSmsMessage: 'Hi',
  customSmsMessageMi: null,
  smsName: null,
  customerLanguage: 'en',
  smsRule: 'locked',
  smsLongText: 'shorten',
  logoOnReviewPages: false,
  subscriptionTier: 'free',
  subscriptionStatus: 'active',
  isAdmin: false,
  username: 'tane',
  messengerEnabled: false,
  facebookPageId: null,
  facebookPageName: null,
});

function open(googlePlaceId: string | null, status: 'not_configured' | 'linked' | 'invalid') {
  const server = fakeServer({ 'GET /api/profile': { data: profile(googlePlaceId, status) } });
  return { server, ...renderScreen(<ProfileWidget />, { at: '/' }) };
}

describe('the business profile card', () => {
  it('calls a malformed Place ID an Invalid Configuration, not Complete', async () => {
    open('bad-id', 'invalid');
    const card = await screen.findByTestId('profile-card');
    expect(await within(card).findByTestId('place-id-status')).toHaveTextContent(
      'Google Place ID: Invalid Configuration (Malformed Place ID - needs help: edit it to fix your review link)',
    );
    expect(within(card).queryByText('Complete')).not.toBeInTheDocument();
    expect(within(card).getByTestId('place-id-badge')).toHaveTextContent('Place ID Invalid Configuration');
  });

  it('says Not Configured without a Place ID, and Complete once it is linked', async () => {
    open(null, 'not_configured');
    expect(await screen.findByTestId('place-id-status')).toHaveTextContent('Not Configured (No Place ID configured)');
    expect(screen.queryByText('Complete')).not.toBeInTheDocument();
  });

  it('is Complete with a linked Place ID', async () => {
    open('ChIJtaneGasfitting00001', 'linked');
    expect(await screen.findByTestId('place-id-status')).toHaveTextContent('Successfully Linked (Valid Place ID configured)');
    expect(screen.getByText('Complete')).toBeVisible();
  });

  it('refuses a malformed Place ID in the form before sending it', async () => {
    const { server, user } = open('bad-id', 'invalid');
    await user.click(await screen.findByRole('button', { name: /Edit/ }));
    await user.click(screen.getByRole('button', { name: /Save|Update/ }));
    expect(await screen.findByText(/starts with ChIJ and is longer than 20 characters/)).toBeVisible();
    expect(server.requests('PATCH /api/profile')).toHaveLength(0);
  });
});
