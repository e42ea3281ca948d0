import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { generalPreset } from '@korero/config/presets';
import { fakeServer, renderScreen, reply } from '@korero/web-kit/testing';
import { GOOGLE_CONSENT_TEXT, PRIVATE_CONSENT_TEXT, SHOW_ON_WEBSITE_TEXT } from './ApproveStep.tsx';
import { CustomerReviewPage } from './CustomerReviewPage.tsx';
import { inlinePageData as inlineData } from './page-data.fixture.ts';

const TOKEN = 'invite-token-1';
const GOOGLE = 'https://search.google.com/local/writereview?placeid=abc';

const inlinePageData = (token = TOKEN, submitted: object | null = null) => inlineData(token, submitted);

afterEach(() => document.getElementById('korero-review-data')?.remove());

function open() {
  inlinePageData();
  const server = fakeServer({
    'POST /api/reviews/generate/:token': ({ body }) => ({
      data: { generatedText: `Draft for ${(body as { starRating: number }).starRating} stars.` },
    }),
    'POST /api/reviews/submit/:token': ({ body }) => ({
      data: {
        googleReviewUrl: GOOGLE,
        generatedText: (body as { generatedReview: string }).generatedReview,
        submissionId: 's1',
        reviewId: 'r1',
      },
    }),
    'POST /api/reviews/take-down/:id': { success: true },
  });
  return { server, ...renderScreen(<CustomerReviewPage token={TOKEN} />, { at: `/review/${TOKEN}` }) };
}

const generateButton = () => screen.getByRole('button', { name: 'Generate My Review' });

async function draftWith(stars: number, user: ReturnType<typeof open>['user']) {
  await user.click(await screen.findByRole('radio', { name: `${stars} star${stars === 1 ? '' : 's'}` }));
  await user.click(generateButton());
  return screen.findByRole('textbox', { name: 'Review text' });
}

describe("the customer's review page", () => {
  it('greets the customer with the business and the job, from the data inlined in the page', async () => {
    const { server } = open();
    expect(await screen.findByText('Tane Gasfitting')).toBeVisible();
    expect(screen.getByText(/Kia ora Aroha!/)).toBeVisible();
    expect(screen.getByText(/Gas hob install/)).toBeVisible();
    expect(screen.getByRole('checkbox', { name: generalPreset.criteria.quality[0] })).not.toBeChecked();
    expect(server.sent).toHaveLength(0);
  });

  it('starts with no stars, and asks for a rating before drafting anything', async () => {
    const { server, user } = open();
    const group = await screen.findByRole('radiogroup', { name: 'Star rating' });
    expect(
      within(group)
        .getAllByRole('radio')
        .filter((r) => r.getAttribute('aria-checked') === 'true'),
    ).toEqual([]);
    // Still reachable from the keyboard: the first star takes the focus until one is chosen.
    expect(within(group).getByRole('radio', { name: '1 star' })).toHaveAttribute('tabindex', '0');

    await user.click(generateButton());
    expect(await screen.findByTestId('toast')).toHaveTextContent('Please select a star rating');
    expect(server.requests('POST /api/reviews/generate/:token')).toHaveLength(0);

    await user.click(screen.getByRole('radio', { name: '4 stars' }));
    await user.click(screen.getByRole('checkbox', { name: generalPreset.criteria.quality[0] }));
    await user.click(generateButton());
    expect(await screen.findByRole('textbox', { name: 'Review text' })).toHaveValue('Draft for 4 stars.');
    const [sent] = server.requests('POST /api/reviews/generate/:token');
    expect(sent?.path).toBe(`/api/reviews/generate/${TOKEN}`);
    expect(sent?.body).toMatchObject({ starRating: 4, selectedFeedback: ['quality-0'] });
  });

  it('keeps the keyboard where the customer is: on the chosen star, on the draft after Generate, between the destinations', async () => {
    const { user } = open();
    const group = await screen.findByRole('radiogroup', { name: 'Star rating' });
    within(group).getByRole('radio', { name: '1 star' }).focus();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    // Focus moves with the choice, so the chosen star is the one focused (and the group's one Tab stop).
    expect(within(group).getByRole('radio', { name: '4 stars' })).toHaveAttribute('aria-checked', 'true');
    expect(within(group).getByRole('radio', { name: '4 stars' })).toHaveFocus();
    expect(within(group).getByRole('radio', { name: '4 stars' })).toHaveAttribute('tabindex', '0');
    await user.keyboard('{ArrowLeft}');
    expect(within(group).getByRole('radio', { name: '3 stars' })).toHaveFocus();
    expect(within(group).getByRole('radio', { name: '3 stars' })).toHaveAttribute('aria-checked', 'true');

    await user.click(generateButton());
    // After Generate the draft has the focus: the next thing to read and edit.
    expect(await screen.findByRole('textbox', { name: 'Review text' })).toHaveFocus();

    const destinations = screen.getByRole('radiogroup', { name: 'Destination' });
    const google = within(destinations).getByRole('radio', { name: /Post a public Google review/ });
    const privately = within(destinations).getByRole('radio', { name: /Send private feedback to owner/ });
    // One Tab stop for the pair, and arrow keys move between them, choosing as they go.
    expect(google).toHaveAttribute('tabindex', '0');
    expect(privately).toHaveAttribute('tabindex', '-1');
    google.focus();
    await user.keyboard('{ArrowDown}');
    expect(privately).toHaveFocus();
    expect(privately).toBeChecked();
    await user.keyboard('{ArrowLeft}');
    expect(google).toHaveFocus();
    expect(google).toBeChecked();
  });

  it('starts every detailed score unset, and sends only the scores set by a tap or the keyboard', async () => {
    const { server, user } = open();
    await screen.findByText('Tane Gasfitting');
    // Optional, so closed at first: the way to Generate stays short.
    const details = screen.getByRole('button', { name: /Detailed Ratings/ });
    expect(details).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('radiogroup', { name: 'Quality score' })).toBeNull();
    await user.click(details);
    for (const name of ['Overall', 'Quality', 'Timeliness', 'Communication', 'Value']) {
      const group = screen.getByRole('radiogroup', { name: `${name} score` });
      expect(
        within(group)
          .getAllByRole('radio')
          .filter((r) => r.getAttribute('aria-checked') === 'true'),
      ).toEqual([]);
    }
    expect(screen.getAllByText('Tap to score')).toHaveLength(5);
    expect(screen.queryByText(/\/10$/)).toBeNull();

    const communication = screen.getByRole('radiogroup', { name: 'Communication score' });
    await user.click(within(communication).getByRole('radio', { name: '9 out of 10' }));
    expect(within(communication).getByRole('radio', { name: '9 out of 10' })).toBeChecked();
    expect(screen.getByText('9/10')).toBeVisible();
    // The keyboard: Tab reaches the unset group's first step, an arrow key sets and moves.
    const quality = screen.getByRole('radiogroup', { name: 'Quality score' });
    within(quality).getByRole('radio', { name: '1 out of 10' }).focus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(within(quality).getByRole('radio', { name: '2 out of 10' })).toBeChecked();
    expect(within(quality).getByRole('radio', { name: '2 out of 10' })).toHaveFocus();
    // Set and taken back: not given.
    const value = screen.getByRole('radiogroup', { name: 'Value score' });
    await user.click(within(value).getByRole('radio', { name: '3 out of 10' }));
    await user.click(screen.getByRole('button', { name: 'Clear the value score' }));
    expect(screen.getAllByText('Tap to score')).toHaveLength(3);

    await user.click(screen.getByRole('radio', { name: '4 stars' }));
    await user.click(generateButton());
    await screen.findByRole('textbox', { name: 'Review text' });
    const [sent] = server.requests('POST /api/reviews/generate/:token');
    expect((sent!.body as { ratingScores: object }).ratingScores).toEqual({ communication: 9, quality: 2 });
  });

  it.each([1, 2, 3, 4, 5])('offers both destinations equally, neither chosen, at %i stars', async (stars) => {
    const { user } = open();
    await draftWith(stars, user);
    const choices = within(screen.getByRole('radiogroup', { name: 'Destination' })).getAllByRole('radio');
    expect(choices.map((c) => c.textContent)).toEqual([
      'Post a public Google reviewWe copy the text; you paste it on Google and post it yourself.',
      'Send private feedback to ownerOnly the business owner sees it.',
    ]);
    for (const choice of choices) {
      expect(choice).not.toBeChecked();
      expect(choice).toBeEnabled();
    }
  });

  it('sends private feedback with the private statement only: nothing about Google or posting is asked', async () => {
    const { server, user } = open();
    const draft = await draftWith(2, user);
    await user.clear(draft);
    await user.type(draft, 'The hob was late but works well.');
    const send = screen.getByRole('button', { name: 'Send My Review' });
    expect(send).toBeDisabled();
    expect(send).toHaveAccessibleDescription('Choose where it goes first.');
    // Before a choice the box waits for it, and says so.
    const waiting = screen.getByRole('checkbox', { name: PRIVATE_CONSENT_TEXT });
    expect(waiting).toBeDisabled();
    expect(waiting).toHaveAccessibleDescription('Choose where it goes above first.');

    await user.click(screen.getByRole('radio', { name: /Send private feedback to owner/ }));
    expect(screen.getByRole('button', { name: 'Send Private Feedback' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Send Private Feedback' })).toHaveAccessibleDescription(
      'Tick the box to confirm it is your honest experience.',
    );
    // The pledge to post on Google is nowhere on screen; nor is the website box (only a review for Google is shown there).
    expect(screen.queryByText(/Google account/)).toBeNull();
    expect(screen.queryByText(/incentive/)).toBeNull();
    expect(screen.queryByText(/I will post/)).toBeNull();
    expect(screen.queryByRole('checkbox', { name: new RegExp(SHOW_ON_WEBSITE_TEXT) })).toBeNull();
    expect(screen.getAllByRole('checkbox').map((box) => box.closest('label')?.textContent)).toEqual([PRIVATE_CONSENT_TEXT]);

    await user.click(screen.getByRole('checkbox', { name: PRIVATE_CONSENT_TEXT }));
    expect(screen.getByRole('button', { name: 'Send Private Feedback' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Send Private Feedback' })).not.toHaveAccessibleDescription();
    await user.click(screen.getByRole('button', { name: 'Send Private Feedback' }));

    expect(await screen.findByText(/Your private feedback has been sent/)).toBeVisible();
    expect(server.requests('POST /api/reviews/submit/:token')[0]?.body).toMatchObject({
      starRating: 2,
      generatedReview: 'The hob was late but works well.',
      reviewDestination: 'private',
      consent: true,
      showOnWebsite: false,
    });
    // Not agreed to: nothing to take down.
    expect(screen.queryByTestId('website-choice')).toBeNull();
  });

  it('asks the Google statement for Google, and a tick given to the private statement again when the customer switches to Google', async () => {
    const { user } = open();
    await draftWith(4, user);
    await user.click(screen.getByRole('radio', { name: /Send private feedback to owner/ }));
    await user.click(screen.getByRole('checkbox', { name: PRIVATE_CONSENT_TEXT }));

    await user.click(screen.getByRole('radio', { name: /Post a public Google review/ }));
    const google = screen.getByRole('checkbox', { name: GOOGLE_CONSENT_TEXT });
    expect(google).not.toBeChecked();
    expect(screen.queryByRole('checkbox', { name: PRIVATE_CONSENT_TEXT })).toBeNull();
    const send = screen.getByRole('button', { name: 'Submit & Go to Google' });
    expect(send).toBeDisabled();
    expect(send).toHaveAccessibleDescription('Tick the box to confirm it is your honest experience.');
    await user.click(google);
    expect(send).toBeEnabled();

    // Google to private asks less: the tick stays; and back to Google, it was given to Google's words.
    await user.click(screen.getByRole('radio', { name: /Send private feedback to owner/ }));
    expect(screen.getByRole('checkbox', { name: PRIVATE_CONSENT_TEXT })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: /Post a public Google review/ }));
    expect(screen.getByRole('checkbox', { name: GOOGLE_CONSENT_TEXT })).toBeChecked();
  });

  it('says why Send is disabled while the review is empty', async () => {
    const { user } = open();
    const draft = await draftWith(3, user);
    await user.click(screen.getByRole('radio', { name: /Send private feedback to owner/ }));
    await user.click(screen.getByRole('checkbox', { name: PRIVATE_CONSENT_TEXT }));
    await user.clear(draft);
    const send = screen.getByRole('button', { name: 'Send Private Feedback' });
    expect(send).toBeDisabled();
    expect(send).toHaveAccessibleDescription('Write your review first.');
    expect(screen.getByText('Write your review first.')).toBeVisible();
  });

  it('offers the website box only with Google, unticked, and the thank-you page takes it down', async () => {
    const { server, user } = open();
    vi.spyOn(window, 'open').mockReturnValue({ location: { href: 'about:blank' }, close: vi.fn() } as unknown as Window);
    await draftWith(5, user);
    const website = () => screen.queryByRole('checkbox', { name: new RegExp(SHOW_ON_WEBSITE_TEXT) });
    expect(website()).toBeNull();
    await user.click(screen.getByRole('radio', { name: /Send private feedback to owner/ }));
    expect(website()).toBeNull();
    await user.click(screen.getByRole('radio', { name: /Post a public Google review/ }));
    expect(website()).not.toBeChecked();
    await user.click(website()!);
    // Private and back: the website box was for Google, so it is unticked on the way.
    await user.click(screen.getByRole('radio', { name: /Send private feedback to owner/ }));
    await user.click(screen.getByRole('radio', { name: /Post a public Google review/ }));
    expect(website()).not.toBeChecked();
    await user.click(website()!);
    await user.click(screen.getByRole('checkbox', { name: GOOGLE_CONSENT_TEXT }));
    await user.click(screen.getByRole('button', { name: 'Submit & Go to Google' }));

    expect(await screen.findByText(/Tane Gasfitting may show your review and first name on its website/)).toBeVisible();
    expect(server.requests('POST /api/reviews/submit/:token')[0]?.body).toMatchObject({
      reviewDestination: 'google',
      showOnWebsite: true,
      consent: true,
    });
    await user.click(screen.getByRole('button', { name: "Take my review off Tane Gasfitting's website" }));
    expect(await screen.findByText(/Your review is off Tane Gasfitting's website/)).toBeVisible();
    expect(server.requests('POST /api/reviews/take-down/:id')[0]).toMatchObject({
      path: '/api/reviews/take-down/s1',
      body: { token: TOKEN },
    });
    expect(screen.queryByRole('button', { name: /Take my review off/ })).toBeNull();
  });

  it('offers the take-down again on a reopened link whose review is still shown', async () => {
    inlinePageData(TOKEN, {
      submissionId: 's1',
      reviewId: 'r1',
      destination: 'google',
      starRating: 5,
      text: 'Great.',
      googleReviewUrl: GOOGLE,
      postedAt: null,
      showOnWebsite: true,
    });
    fakeServer();
    renderScreen(<CustomerReviewPage token={TOKEN} />, { at: `/review/${TOKEN}` });
    expect(await screen.findByRole('button', { name: "Take my review off Tane Gasfitting's website" })).toBeEnabled();
  });

  it('for Google, copies the review and opens the business’s review page in the tab it held open', async () => {
    const { server, user } = open();
    const tab = { location: { href: 'about:blank' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    await draftWith(5, user);
    await user.click(screen.getByRole('radio', { name: /Post a public Google review/ }));
    await user.click(screen.getByRole('checkbox', { name: GOOGLE_CONSENT_TEXT }));
    await user.click(screen.getByRole('button', { name: 'Submit & Go to Google' }));

    expect(await screen.findByRole('textbox', { name: 'Your review text' })).toHaveValue('Draft for 5 stars.');
    expect(tab.location.href).toBe(GOOGLE);
    expect(await navigator.clipboard.readText()).toBe('Draft for 5 stars.');
    expect(server.requests('POST /api/reviews/submit/:token')[0]?.body).toMatchObject({ reviewDestination: 'google', consent: true });
  });

  it.each(['private', 'google'] as const)(
    'on a reopened link that went %s, says at once it was shared, shows it and offers what is left',
    async (destination) => {
      const text = 'The hob was late but works well.';
      inlinePageData(TOKEN, {
        submissionId: 's1',
        reviewId: 'r1',
        destination,
        starRating: 3,
        text,
        googleReviewUrl: GOOGLE,
        postedAt: null,
        showOnWebsite: false,
      });
      const server = fakeServer();
      const { user } = renderScreen(<CustomerReviewPage token={TOKEN} />, { at: `/review/${TOKEN}` });
      expect(await screen.findByRole('heading', { name: 'You’ve already shared your review' })).toBeVisible();
      expect(screen.getByText(/Thank you for taking the time/)).toBeVisible();
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Your Review');
      expect(screen.queryByText(/How did/)).toBeNull();
      expect(screen.getByRole('img', { name: '3 out of 5 stars' })).toBeVisible();
      // No blank form to fill in again.
      expect(screen.queryByRole('button', { name: 'Generate My Review' })).toBeNull();
      expect(screen.queryByRole('radiogroup', { name: 'Star rating' })).toBeNull();
      if (destination === 'private') {
        expect(screen.getByText(text)).toBeVisible();
        await user.click(screen.getByRole('button', { name: "I'd also like to post it publicly" }));
      } else {
        expect(screen.getByRole('link', { name: /Something to tell the owner privately as well/ })).toHaveAttribute(
          'href',
          `/feedback?submissionId=s1&reviewId=r1#token=${TOKEN}`,
        );
      }
      expect(screen.getByRole('textbox', { name: 'Your review text' })).toHaveValue(text);
      expect(screen.getByRole('button', { name: 'Copy & Open Google Reviews' })).toBeEnabled();
      expect(server.sent).toHaveLength(0);
    },
  );

  it('says in its privacy notice where the business got the details (IPP3A)', async () => {
    open();
    expect(await screen.findByText(/Tane Gasfitting got your details from their job system, Xero\. Korero keeps/)).toBeVisible();
  });

  it('says so when the invitation does not exist', async () => {
    inlinePageData('some-other-token');
    fakeServer();
    renderScreen(<CustomerReviewPage token="unknown" />);
    expect(await screen.findByRole('heading', { name: 'Review invitation not found' })).toBeVisible();
  });

  it('tells the customer when the business has closed their link', async () => {
    document.getElementById('korero-review-data')?.remove();
    fakeServer({
      'GET /api/invites/token/:token': reply(410, {
        error: 'Rangi Plumbing cancelled this invitation, so it can no longer be answered. Thank you all the same.',
      }),
    });
    renderScreen(<CustomerReviewPage token="closedTokenABCDEFGHIJKL" />, { at: '/review/closedTokenABCDEFGHIJKL' });
    expect(await screen.findByRole('heading', { name: 'This review link has closed' })).toBeVisible();
    expect(screen.getByText(/Rangi Plumbing cancelled this invitation/)).toBeVisible();
  });
});
