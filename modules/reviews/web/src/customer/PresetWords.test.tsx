import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_EXPERIENCE_PROMPT, generalPreset } from '@korero/config/presets';
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

/**
 * Issue 48: the box for the customer's own words. Its label and placeholder are Korero's while the business keeps
 * Korero's default prompt and its preset's placeholder: the server sends their te reo (`experienceWords`), and the page
 * shows them in its language. A prompt or placeholder the owner wrote or edited stays as written.
 */
describe("the prompt and placeholder of the customer's own words", () => {
  const placeholder = generalPreset.placeholder;
  const PROMPT_MI = 'Kōrerotia mai tō wheako ki ōu ake kupu (ki te hiahia koe)';
  const PLACEHOLDER_MI = 'He aha te mahi i mahia e mātou mōu, ā, i pēhea?';
  const OWN_PROMPT = 'Tell us about the new hob (optional)';
  /** The business as the server sends it: te reo for those of the two texts that are Korero's. */
  const texts = (prompt: string, hint: string) => ({
    personalExperiencePrompt: prompt,
    personalExperiencePlaceholder: hint,
    experienceWords: { mi: presetPhrasesIn('mi', [prompt, hint]) },
  });
  const show = (language: 'en' | 'mi' | 'both', business: object) => {
    inlinePageData('t1', null, { invitation: { language }, business });
    renderScreen(<CustomerReviewPage token="t1" />, { at: '/review/t1' });
  };

  it("in te reo: Korero's default prompt and placeholder in te reo", async () => {
    show('mi', texts(DEFAULT_EXPERIENCE_PROMPT, placeholder));
    const box = await screen.findByRole('textbox', { name: PROMPT_MI });
    expect(box).toHaveAttribute('placeholder', PLACEHOLDER_MI);
    expect(screen.queryByText(DEFAULT_EXPERIENCE_PROMPT)).toBeNull();
  });

  it("in te reo: the owner's edited prompt as written, beside Korero's placeholder in te reo", async () => {
    show('mi', texts(OWN_PROMPT, placeholder));
    const box = await screen.findByRole('textbox', { name: OWN_PROMPT });
    expect(box).toHaveAttribute('placeholder', PLACEHOLDER_MI);
  });

  it("in both: Korero's prompt in te reo then English, each marked; the owner's own placeholder once, as written", async () => {
    const ownHint = 'Which hob did Tane fit?';
    show('both', texts(DEFAULT_EXPERIENCE_PROMPT, ownHint));
    const box = await screen.findByRole('textbox', { name: `${PROMPT_MI} / ${DEFAULT_EXPERIENCE_PROMPT}` });
    const label = document.querySelector('label[for="own-words"]')!;
    expect(label.querySelector('[lang="mi"]')).toHaveTextContent(PROMPT_MI);
    expect(label.querySelector('[lang="en-NZ"]')).toHaveTextContent(DEFAULT_EXPERIENCE_PROMPT);
    expect(box).toHaveAttribute('placeholder', ownHint);
  });

  it("in both, Korero's placeholder too: te reo / English", async () => {
    show('both', texts(DEFAULT_EXPERIENCE_PROMPT, placeholder));
    expect(await screen.findByRole('textbox', { name: `${PROMPT_MI} / ${DEFAULT_EXPERIENCE_PROMPT}` })).toHaveAttribute(
      'placeholder',
      `${PLACEHOLDER_MI} / ${placeholder}`,
    );
  });

  it('in English: as Korero wrote them', async () => {
    show('en', texts(DEFAULT_EXPERIENCE_PROMPT, placeholder));
    expect(await screen.findByRole('textbox', { name: DEFAULT_EXPERIENCE_PROMPT })).toHaveAttribute('placeholder', placeholder);
  });
});
