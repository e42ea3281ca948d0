import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer, renderScreen } from '@korero/web-kit/testing';
import { GOOGLE_CONSENT_TEXT, PRIVATE_CONSENT_TEXT, SHOW_ON_WEBSITE_TEXT } from './ApproveStep.tsx';
import { ReviewPreviewPage } from './ReviewPreviewPage.tsx';

const TOKEN = 'edit-token-1';
const preview = {
  data: {
    id: 'r1',
    reviewerApprovedText: 'Not happy with the job.',
    aiGeneratedText: 'Not happy with the job.',
    starRating: 2,
    businessName: 'Choice Electrical',
    logoUrl: '/logos/choice.png',
    googleReviewUrl: 'https://search.google.com/local/writereview?placeid=abc',
    submissionId: 's1',
  },
};

const render = () =>
  renderScreen(<ReviewPreviewPage id="r1" token={TOKEN} businessName={null} placeId={null} />, { at: '/review-preview/r1' });

describe('the simple form’s preview page', () => {
  it('is the invitation’s approve step: logo, AI note, consent, two equal destinations and the privacy notice', async () => {
    fakeServer({ 'GET /api/review/:id': preview });
    render();
    expect(await screen.findByRole('img', { name: 'Choice Electrical logo' })).toHaveAttribute('src', '/logos/choice.png');
    expect(screen.getByText(/AI drafted this from your choices/)).toBeInTheDocument();
    // The statement follows the destination, so it waits for one.
    const consent = screen.getByRole('checkbox', { name: PRIVATE_CONSENT_TEXT });
    expect(consent).not.toBeChecked();
    expect(consent).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Send My Review' })).toHaveAccessibleDescription('Choose where it goes first.');
    expect(screen.getByText(/Your privacy:/)).toBeInTheDocument();

    const choices = within(screen.getByRole('radiogroup', { name: 'Destination' }));
    const google = choices.getByRole('radio', { name: /Post a public Google review/ });
    const privately = choices.getByRole('radio', { name: /Send private feedback to owner/ });
    // The same look at every rating (2 stars here): one class list, so neither is the "main" choice, and neither is chosen.
    expect(google.className).toBe(privately.className);
    expect(google).toHaveAttribute('aria-checked', 'false');
    expect(privately).toHaveAttribute('aria-checked', 'false');
  });

  it('sends nothing until the consent box is ticked, then posts with consent', async () => {
    const server = fakeServer({
      'GET /api/review/:id': preview,
      'PATCH /api/review/:id': { success: true },
      'POST /api/submit-feedback': { success: true, message: 'Sent' },
    });
    const { user } = render();
    await user.click(await screen.findByRole('radio', { name: /Send private feedback to owner/ }));
    const send = screen.getByRole('button', { name: 'Send Private Feedback' });
    expect(send).toBeDisabled();
    expect(send).toHaveAccessibleDescription('Tick the box to confirm it is your honest experience.');
    // Private feedback asks only that it is honest: no pledge to post on Google, no website box.
    expect(screen.queryByText(/Google account/)).toBeNull();
    expect(screen.queryByRole('checkbox', { name: new RegExp(SHOW_ON_WEBSITE_TEXT) })).toBeNull();

    await user.click(screen.getByRole('checkbox', { name: PRIVATE_CONSENT_TEXT }));
    await user.click(send);
    expect(await screen.findByText('Your private feedback has been sent to the business owner.')).toBeInTheDocument();
    expect(server.requests('POST /api/submit-feedback')[0]?.body).toEqual({
      details: 'Not happy with the job.',
      email: null,
      submissionId: 's1',
      token: TOKEN,
      consent: true,
      showOnWebsite: false,
    });
  });

  it('asks for Google, unticked, whether the business may show it on its website, and sends the choice with the Google statement', async () => {
    const server = fakeServer({
      'GET /api/review/:id': preview,
      'PATCH /api/review/:id': { success: true },
      'POST /api/review/:id/submit': { success: true },
    });
    const { user } = render();
    await user.click(await screen.findByRole('radio', { name: /Post a public Google review/ }));
    const website = screen.getByRole('checkbox', { name: /The business may show my review and first name on its website/ });
    expect(website).not.toBeChecked();
    await user.click(website);
    await user.click(screen.getByRole('checkbox', { name: GOOGLE_CONSENT_TEXT }));
    await user.click(screen.getByRole('button', { name: 'Submit & Go to Google' }));
    expect(await screen.findByRole('button', { name: "Take my review off Choice Electrical's website" })).toBeVisible();
    expect(server.requests('POST /api/review/:id/submit')[0]?.body).toMatchObject({ consent: true, showOnWebsite: true, token: TOKEN });
  });
});
