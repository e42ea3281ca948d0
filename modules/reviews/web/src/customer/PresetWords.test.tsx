import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { generalPreset } from '@korero/config/presets';
import { presetPhrasesIn } from '@korero/config/presets/words';
import { fakeServer, renderScreen } from '@korero/web-kit/testing';
import { CustomerReviewPage } from './CustomerReviewPage.tsx';
import { inlinePageData } from './page-data.fixture.ts';

/**
 * Issue 48: the business's criteria on the review page. A phrase that is exactly a preset's (Korero's words) shows in
 * the page's language, from the few words the server sends with the business; one the owner wrote or edited stays as
 * written. What is sent on is the ticked item's id, so the server keeps the business's own phrase.
 */
const OWN = 'Fixed our old hob too';
const criteria = {
  ...generalPreset.criteria,
  quality: [generalPreset.criteria.quality[0]!, OWN, ...generalPreset.criteria.quality.slice(2)],
};
const business = {
  customCriteria: JSON.stringify(criteria),
  // What the server sends: te reo only for the preset's phrases among the business's.
  criteriaWords: { mi: presetPhrasesIn('mi', Object.values(criteria).flat()) },
};

afterEach(() => document.getElementById('korero-review-data')?.remove());

function open(language: 'mi' | 'both') {
  inlinePageData('t1', null, { invitation: { language }, business });
  const server = fakeServer({ 'POST /api/reviews/generate/:token': { data: { generatedText: 'Draft.' } } });
  return { server, ...renderScreen(<CustomerReviewPage token="t1" />, { at: '/review/t1' }) };
}

describe("the business's criteria on the review page", () => {
  it("in te reo: Korero's phrases in te reo, the owner's own as written; the tick is sent as its item", { timeout: 20_000 }, async () => {
    const { server, user } = open('mi');
    const korero = await screen.findByRole('checkbox', { name: 'He mahi tūpato, he mahi ata whakaaro' });
    expect(screen.getByRole('checkbox', { name: OWN })).toBeInTheDocument();
    expect(screen.queryByText('Careful, thorough work')).toBeNull();
    expect(screen.getByRole('checkbox', { name: 'I tika i te wā tuatahi' })).toBeInTheDocument();
    await user.click(korero);
    await user.click(screen.getAllByRole('radio')[4]!);
    await user.click(screen.getByRole('button', { name: /Tuhia taku arotake/ }));
    // The draft takes its time on a busy machine.
    await screen.findByTestId('approve-step', {}, { timeout: 10_000 });
    expect(server.requests('POST /api/reviews/generate/:token')[0]?.body).toMatchObject({ selectedFeedback: ['quality-0'] });
  });

  it('in both: te reo then English, each marked with its language; the owner’s own once', async () => {
    open('both');
    const korero = await screen.findByRole('checkbox', { name: 'He mahi tūpato, he mahi ata whakaaro / Careful, thorough work' });
    expect(korero.closest('label')!.querySelector('[lang="mi"]')).toHaveTextContent('He mahi tūpato, he mahi ata whakaaro');
    expect(korero.closest('label')!.querySelector('[lang="en-NZ"]')).toHaveTextContent('Careful, thorough work');
    expect(screen.getByRole('checkbox', { name: OWN })).toBeInTheDocument();
  });
});
