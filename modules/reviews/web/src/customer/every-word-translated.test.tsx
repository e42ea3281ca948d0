import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Messages } from '@lingui/core';
import { generalPreset } from '@korero/config/presets';
import { LANGUAGE_NAMES } from '@korero/core/contract';
import { fakeServer, renderScreen } from '@korero/web-kit/testing';
import { CustomerReviewPage } from './CustomerReviewPage.tsx';
import { inlinePageData } from './page-data.fixture.ts';
import { PrivateFeedbackPage } from './PrivateFeedbackPage.tsx';
import { ReviewPreviewPage } from './ReviewPreviewPage.tsx';
import { SimpleFeedbackPage } from './SimpleFeedbackPage.tsx';

/**
 * Issue 48: every word Korero puts on a customer's page comes from a catalogue. The pages are drawn in te reo with
 * every catalogue message wrapped in ⟦ ⟧; whatever text is left outside the brackets, once the customer's, the
 * owner's and the server's data are taken out, was written into a component and would stay English.
 */
vi.mock('../../../locales/index.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../../locales/index.ts')>();
  const mark = (catalogue: Messages): Messages =>
    Object.fromEntries(Object.entries(catalogue).map(([id, m]) => [id, ['⟦', ...(Array.isArray(m) ? m : [m]), '⟧']])) as Messages;
  return { ...real, catalogues: { en: mark(real.catalogues.en), mi: mark(real.catalogues.mi) } };
});

const BUSINESS = 'Tane Gasfitting';
const SOURCE = 'Tane Gasfitting got your details from their job system, Xero.';
/** What the business, the customer and the server wrote: shown as written, in whatever language they wrote it. */
const DATA = [
  BUSINESS,
  'Aroha',
  'Gas hob install',
  'Petone',
  'Wiremu Tane',
  SOURCE,
  'You gave these details yourself, on this page.',
  'Tell us about your experience in your own words (optional)',
  generalPreset.placeholder,
  'Draft for 4 stars.',
  'A tidy job, on time.',
  ...Object.values(generalPreset.criteria).flat(),
  // Each language's own name, on the switch: written in that language on purpose.
  ...Object.values(LANGUAGE_NAMES),
  'Reo / Language',
  'Korero',
];

/** The page's words outside any catalogue message, with the data taken out. */
function untranslated(): string[] {
  const strip = (text: string) => {
    let rest = text.replace(/⟦[^⟧]*⟧/g, ' ');
    for (const data of [...DATA].sort((a, b) => b.length - a.length)) rest = rest.split(data).join(' ');
    return rest;
  };
  const left: string[] = [];
  // The test's own address readout (renderScreen's) is no part of the page.
  const page = document.body.cloneNode(true) as HTMLElement;
  page.querySelector('[data-testid="location"]')?.remove();
  const words = strip(page.textContent ?? '').match(/[\p{L}]{2,}[^⟦]*/gu);
  if (words) left.push(...words.map((w) => w.trim()));
  for (const el of document.body.querySelectorAll('[aria-label], [placeholder], [alt], [title]')) {
    for (const attr of ['aria-label', 'placeholder', 'alt', 'title']) {
      const value = el.getAttribute(attr);
      // The toaster's landmark (Radix's default name) is drawn outside the page's language: a known gap, reported.
      if (value === 'Notifications (F8)') continue;
      if (value && /\p{L}{2,}/u.test(strip(value))) left.push(`${attr}="${value}"`);
    }
  }
  return left;
}

beforeEach(() => history.replaceState(null, '', '/'));
afterEach(() => document.getElementById('korero-review-data')?.remove());

describe('every word on a customer page is in a catalogue', () => {
  it('the review page, through drafting, approving and the thank-you', async () => {
    inlinePageData('t1', null, { invitation: { language: 'mi' }, transcription: true });
    fakeServer({
      'POST /api/reviews/generate/:token': { data: { generatedText: 'Draft for 4 stars.' } },
      'POST /api/reviews/submit/:token': {
        data: { googleReviewUrl: null, generatedText: 'Draft for 4 stars.', submissionId: 's1', reviewId: 'r1' },
      },
    });
    const { user } = renderScreen(<CustomerReviewPage token="t1" />, { at: '/review/t1' });
    const stars = await screen.findAllByRole('radio');
    await waitFor(() => expect(document.documentElement.lang).toBe('mi'));
    // The optional parts opened, so their words are drawn too.
    await user.click(screen.getByRole('button', { expanded: false, name: /⟦Ētahi atu tohu⟧/ }));
    expect(untranslated()).toEqual([]);

    await user.click(stars[3]!);
    await user.click(screen.getByRole('button', { name: /Tuhia taku arotake/ }));
    await screen.findByTestId('approve-step');
    expect(untranslated()).toEqual([]);
    // The draft is English (the embedded writer's only language): labelled so, and marked so for screen readers.
    expect(screen.getByText(/He reo Pākehā tēnei tuhinga/)).toBeVisible();
    expect(screen.getByRole('textbox', { name: /Te tuhinga arotake/ })).toHaveAttribute('lang', 'en-NZ');

    await user.click(screen.getByRole('radio', { name: /arotake tūmatanui ki Google/ }));
    await user.click(screen.getByRole('checkbox', { name: /E whakaū ana ahau he pono tēnei arotake/ }));
    expect(untranslated()).toEqual([]);
    await user.click(screen.getByRole('button', { name: /Tukuna, ka haere ki Google/ }));
    await screen.findByTestId('done-step');
    expect(untranslated()).toEqual([]);
  });

  it('the simple form, its link switched off, the private feedback page and the preview', async () => {
    history.replaceState(null, '', '/review?key=k1&lang=mi');
    fakeServer({
      'GET /api/reviews/form': {
        data: { businessName: BUSINESS, logoUrl: null, contactSource: 'You gave these details yourself, on this page.', language: 'en' },
      },
    });
    const simple = renderScreen(<SimpleFeedbackPage linkKey="k1" jobId={null} />, { at: '/review?key=k1' });
    await screen.findByRole('radiogroup', { name: /⟦Tō rata⟧/ });
    expect(untranslated()).toEqual([]);
    simple.unmount();

    const off = renderScreen(<SimpleFeedbackPage linkKey={null} jobId={null} />, { at: '/review' });
    await screen.findByRole('heading');
    expect(untranslated()).toEqual([]);
    off.unmount();

    history.replaceState(null, '', '/feedback?lang=mi');
    const feedback = renderScreen(<PrivateFeedbackPage submissionId="s1" reviewId="r1" token="t1" />, { at: '/feedback' });
    await screen.findByRole('heading');
    expect(untranslated()).toEqual([]);
    feedback.unmount();

    history.replaceState(null, '', '/review-preview/r1?lang=mi');
    fakeServer({
      'GET /api/review/:id': {
        data: {
          id: 'r1',
          submissionId: 's1',
          businessName: BUSINESS,
          logoUrl: null,
          starRating: 4,
          reviewerApprovedText: 'A tidy job, on time.',
          aiGeneratedText: 'A tidy job, on time.',
          googleReviewUrl: null,
        },
      },
    });
    renderScreen(<ReviewPreviewPage id="r1" token="t1" businessName={null} placeId={null} />, { at: '/review-preview/r1' });
    await screen.findByTestId('approve-step');
    expect(untranslated()).toEqual([]);
  });
});
