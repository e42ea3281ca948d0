import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer, renderScreen } from '@korero/web-kit/testing';
import { ReviewPreviewPage } from './ReviewPreviewPage.tsx';

const TOKEN = 'edit-token-1';

describe('the simple form’s preview page', () => {
  it('offers Google and private feedback as two equal choices', async () => {
    fakeServer({
      'GET /api/review/:id': {
        data: {
          id: 'r1',
          reviewerApprovedText: 'Not happy with the job.',
          aiGeneratedText: 'Not happy with the job.',
          businessName: 'Choice Electrical',
          googleReviewUrl: 'https://search.google.com/local/writereview?placeid=abc',
          submissionId: 's1',
        },
      },
    });
    renderScreen(<ReviewPreviewPage id="r1" token={TOKEN} businessName={null} placeId={null} />, { at: '/review-preview/r1' });
    const choices = within(await screen.findByTestId('destinations'));
    const google = choices.getByRole('button', { name: 'Post on Google' });
    const privately = choices.getByRole('link', { name: 'Send private feedback' });
    expect(privately).toHaveAttribute('href', `/feedback?submissionId=s1&reviewId=r1#token=${TOKEN}`);
    // The same look: one class list, so neither is the "main" button.
    expect(google.className).toBe(privately.className);
  });
});
