import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeServer, renderScreen } from '@korero/web-kit/testing';
import { SimpleFeedbackPage } from './SimpleFeedbackPage.tsx';

const form = (language: string) => ({
  'GET /api/reviews/form': {
    data: { businessName: 'Tane Gasfitting', logoUrl: null, contactSource: 'You gave these details yourself, on this page.', language },
  },
});

afterEach(() => history.replaceState(null, '', '/'));

describe("a customer page's language", () => {
  it("follows the business's choice, and ?lang= over it", async () => {
    fakeServer(form('mi'));
    const first = renderScreen(<SimpleFeedbackPage linkKey="k1" jobId={null} />, { at: '/review?key=k1' });
    expect(await screen.findByRole('heading', { name: 'Kōrerotia mai ō whakaaro' })).toBeVisible();
    await waitFor(() => expect(document.documentElement.lang).toBe('mi'));
    first.unmount();

    history.replaceState(null, '', '/review?key=k1&lang=en');
    renderScreen(<SimpleFeedbackPage linkKey="k1" jobId={null} />, { at: '/review?key=k1&lang=en' });
    expect(await screen.findByRole('heading', { name: 'Share Your Feedback' })).toBeVisible();
    await waitFor(() => expect(document.documentElement.lang).toBe('en-NZ'));
  });

  it('switches on the page, keeping the choice in the address; both is te reo first, then English', async () => {
    fakeServer(form('en'));
    const { user } = renderScreen(<SimpleFeedbackPage linkKey="k1" jobId={null} />, { at: '/review?key=k1' });
    expect(await screen.findByRole('heading', { name: 'Share Your Feedback' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Te reo Māori + English' }));
    expect(screen.getByRole('heading', { name: 'Kōrerotia mai ō whakaaro / Share Your Feedback' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Te reo Māori + English' })).toHaveAttribute('aria-pressed', 'true');
    expect(new URLSearchParams(location.search).get('lang')).toBe('both');
    // A paragraph is shown whole in each language in turn, each marked with its language.
    const notes = document.querySelectorAll('div[lang] > p');
    expect([...notes].map((p) => p.parentElement?.getAttribute('lang'))).toEqual(['mi', 'en-NZ']);

    await user.click(screen.getByRole('button', { name: 'Te reo Māori' }));
    expect(screen.getByRole('button', { name: 'Haere tonu' })).toBeVisible();
    expect(new URLSearchParams(location.search).get('lang')).toBe('mi');
  });
});
