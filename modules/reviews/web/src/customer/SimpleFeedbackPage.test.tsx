import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer, renderScreen } from '@korero/web-kit/testing';
import { SimpleFeedbackPage } from './SimpleFeedbackPage.tsx';

describe('the simple form', () => {
  it('starts with no stars, and asks for a rating before sending anything', async () => {
    const server = fakeServer({
      'GET /api/reviews/form': {
        data: {
          businessName: 'Choice Electrical',
          logoUrl: null,
          contactSource: 'You gave these details yourself, on this page.',
          language: 'en',
        },
      },
    });
    const { user } = renderScreen(<SimpleFeedbackPage linkKey="key-1" jobId={null} />, { at: '/review?key=key-1' });
    const stars = await screen.findByRole('radiogroup', { name: 'Star rating' });
    // Its privacy notice says whose details these are: the customer's own.
    expect(screen.getByText(/You gave these details yourself, on this page\. Korero keeps/)).toBeVisible();
    expect(
      within(stars)
        .getAllByRole('radio')
        .filter((r) => r.getAttribute('aria-checked') === 'true'),
    ).toEqual([]);

    await user.click(screen.getByRole('radio', { name: 'Satisfied' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByTestId('toast')).toHaveTextContent('Please select a star rating');
    expect(server.requests('POST /api/submit-review')).toHaveLength(0);
  });
});
