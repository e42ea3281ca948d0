import { creditedFirstNames } from '@korero/core/sdk';
import { jobPhrase } from './job-phrase.ts';
import { phraseForm, type PhraseForm, type PhraseKind } from './phrase-forms.ts';
import type { ReviewDraftInput, ScoreName } from './review-draft-input.ts';
import { pick, seededRandom, shuffle } from './seeded-random.ts';

/**
 * Korero's built-in drafter. It writes a short first-person review in New Zealand English from exactly what the
 * customer gave: stars, the phrases they ticked (in the business's own words, each placed by its form: see
 * phrase-forms.ts), the scores (as words, never numbers), the job, the first names of the people who
 * did it and their own words. It adds nothing else, and it neither softens a poor rating nor inflates a good one.
 * The seed varies the wording between customers who chose the same things.
 */

type Tone = 'great' | 'good' | 'mixed' | 'poor' | 'bad';

const toneOf = (stars: number): Tone =>
  stars >= 5 ? 'great' : stars === 4 ? 'good' : stars === 3 ? 'mixed' : stars === 2 ? 'poor' : 'bad';

// {B} the business, {J} the job as a thing ("our hot water cylinder replacement").
const OPENERS: Record<Tone, string[]> = {
  great: [
    '{B} did a great job of {J}.',
    'Really pleased with {B} for {J}.',
    'We had {B} in for {J}, and it went really well.',
    'Very happy with {B} for {J}.',
  ],
  good: [
    'Good experience with {B} for {J}.',
    '{B} did a good job of {J}.',
    'We were happy overall with {B} for {J}.',
    'A solid job from {B} on {J}.',
  ],
  mixed: [
    'A mixed experience with {B} on {J}.',
    '{J} with {B} was okay, with some ups and downs.',
    'Some things went well with {B} on {J}, and some did not.',
  ],
  poor: ['{J} with {B} was disappointing.', 'Not a great experience with {B} for {J}.', 'I was let down by {B} on {J}.'],
  bad: ['Unfortunately {J} with {B} did not go well.', 'A poor experience with {B} for {J}.', 'I was unhappy with how {B} handled {J}.'],
};

const OPENERS_NO_JOB: Record<Tone, string[]> = {
  great: ['{B} did a great job.', 'Really pleased with {B}.', 'A great experience with {B}.'],
  good: ['Good experience with {B}.', '{B} did a good job.', 'Happy with {B}, overall.'],
  mixed: ['A mixed experience with {B}.', 'Some things went well with {B}, and some did not.'],
  poor: ['A disappointing experience with {B}.', 'I was let down by {B}.'],
  bad: ['Unfortunately things did not go well with {B}.', 'A poor experience with {B}.'],
};

// Closes a sentence that already names the business and the job ("We had our blocked drain cleared by {B}").
const VERDICTS: Record<Tone, string[]> = {
  great: [', and they did a great job', ', and it went really well', ', and I was really pleased with how it went'],
  good: [', and they did a good job', ', and it went well overall'],
  mixed: [', with mixed results', ', and it was a mixed experience'],
  poor: [', and it was disappointing', ', and I was let down'],
  bad: [', and unfortunately it did not go well', ', and it was a poor experience'],
};

// {L} the list. The first sentence of a kind gets a lead; a second of the same side reads on from it.
type Leads = Record<PhraseKind, string[]>;
const PRAISE: Leads = {
  did: ['They {L}.', 'I was impressed that they {L}.'],
  were: ['They were {L}.', 'I found them {L}.'],
  the: ['I appreciated {L}.', 'What stood out was {L}.', 'Special mention for {L}.'],
  clause: ['{L}.'],
  listed: ['What stood out: {L}.', 'Highlights for me: {L}.'],
};
// For three stars and fewer: what went well, said plainly and without gushing.
const CREDIT: Leads = {
  did: ['On the plus side, they {L}.', 'To be fair, they {L}.'],
  were: ['On the plus side, they were {L}.', 'To be fair, they were {L}.'],
  the: ['On the plus side, I appreciated {L}.', 'I did appreciate {L}.'],
  clause: ['On the plus side, {L}.', 'To be fair, {L}.'],
  listed: ['On the plus side: {L}.', 'What went well: {L}.'],
};
const FAULTS: Leads = {
  did: ['Unfortunately, they {L}.', 'On the downside, they {L}.'],
  were: ['Unfortunately, they were {L}.', 'On the downside, they were {L}.'],
  the: ['I was not happy with {L}.', 'On the downside, I was not happy with {L}.'],
  clause: ['Unfortunately, {L}.', 'On the downside, {L}.'],
  listed: ['Room to improve: {L}.', 'Where it fell short: {L}.', 'What could be better: {L}.'],
};
const FOLLOW_ON: Leads = {
  did: ['They {L}.'],
  were: ['They were {L}.'],
  the: ['I appreciated {L}.'],
  clause: ['{L}.'],
  listed: ['Also worth mentioning: {L}.'],
};
const FAULTS_FOLLOW_ON: Leads = {
  did: ['They also {L}.'],
  were: ['They were also {L}.'],
  the: ['I was not happy with {L}.'],
  clause: ['Also, {L}.'],
  listed: ['Also: {L}.'],
};

const KIND_ORDER: PhraseKind[] = ['did', 'were', 'the', 'clause', 'listed'];

const SCORE_LABEL: Record<ScoreName, string> = {
  overall: 'the job overall',
  quality: 'the quality of the work',
  timeliness: 'the timing',
  communication: 'the communication',
  value: 'the value for money',
};

const level = (score: number): string | null =>
  score >= 9 ? 'excellent' : score >= 7 ? 'good' : score <= 2 ? 'very poor' : score <= 4 ? 'poor' : null;

/** "a", "a and b", "a, b and c" (New Zealand English: no comma before "and"); "a; b; and c" when an item has a comma. */
function list(items: string[]): string {
  if (items.length <= 2) return items.join(' and ');
  if (items.some((i) => i.includes(','))) return `${items.slice(0, -1).join('; ')}; and ${items.at(-1)}`;
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

const STAR_WORDS = ['', 'one star', 'two stars', 'three stars', 'four stars', 'five stars'];

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The customer's own words, as they wrote them, with a capital and a full stop if they left them out. */
function ownWords(text: string): string {
  const t = text.trim().replace(/\s+/g, ' ');
  if (!t) return '';
  return /[.!?…)"']$/.test(t) ? capitalise(t) : `${capitalise(t)}.`;
}

// A lead's linking words ("Unfortunately", "On the downside", "To be fair"): those before its first comma.
const linking = (lead: string) => (/^[^{]*?,/.test(lead) ? lead.slice(0, lead.indexOf(',')).toLowerCase() : null);

/**
 * One sentence per kind of phrase, in a steady order, each list in the seed's order. A lead's linking words are not
 * used twice ("…and unfortunately it did not go well. Unfortunately, they…").
 */
function phraseSentences(random: () => number, forms: PhraseForm[], first: Leads, next: Leads, written: string[]): string[] {
  const sentences: string[] = [];
  for (const kind of KIND_ORDER) {
    const items = shuffle(
      random,
      forms.filter((f) => f.kind === kind).map((f) => (kind === 'the' ? `the ${f.text}` : f.text)),
    );
    if (!items.length) continue;
    const leads = (sentences.length ? next : first)[kind];
    const text = [...written, ...sentences].join(' ').toLowerCase();
    const fresh = leads.filter((lead) => !text.includes(linking(lead) ?? '\u0000'));
    // An owner's own phrases may be of any shape, so they are set side by side rather than joined with "and".
    sentences.push(
      capitalise(pick(random, fresh.length ? fresh : leads).replace('{L}', kind === 'listed' ? items.join('; ') : list(items))),
    );
  }
  return sentences;
}

function opening(random: () => number, tone: Tone, business: string, description: string | null | undefined): string {
  const fill = (template: string, job = '') => capitalise(template.replace('{B}', business).replace('{J}', job));
  if (!description?.trim()) return fill(pick(random, OPENERS_NO_JOB[tone]));
  const job = jobPhrase(description);
  if (job.kind === 'thing') return fill(pick(random, OPENERS[tone]), job.text);
  const verdict = pick(random, VERDICTS[tone]);
  if (job.kind === 'done') return `We had ${job.text} by ${business}${verdict}.`;
  if (job.kind === 'did') return fill(`{B} ${job.text}${verdict}.`);
  return `We had ${business} in to ${job.text}${verdict}.`;
}

export function composeReview(input: ReviewDraftInput): string {
  const random = seededRandom(input.seed);
  const stars = Math.min(5, Math.max(1, Math.round(input.starRating)));
  const tone = toneOf(stars);
  const business = input.businessName.trim() || 'the team';
  const sentences = [opening(random, tone, business, input.jobDescription)];

  const warm = tone === 'great' || tone === 'good';
  sentences.push(
    ...phraseSentences(
      random,
      input.positives.map((p) => phraseForm(p.text)),
      warm ? PRAISE : CREDIT,
      FOLLOW_ON,
      sentences,
    ),
  );
  sentences.push(
    ...phraseSentences(
      random,
      input.improvements.map((p) => phraseForm(p.text)),
      FAULTS,
      FAULTS_FOLLOW_ON,
      sentences,
    ),
  );

  const team = creditedFirstNames(input.teamMembers, business);
  if (team.length) {
    const names = list(team);
    sentences.push(
      warm
        ? pick(random, [`Thanks to ${names}.`, `Thank you, ${names}.`, `Cheers to ${names}.`])
        : `${names} ${team.length > 1 ? 'were' : 'was'} on the job.`,
    );
  }

  // Scores only where they say something the ticked phrases did not: the clearly high and the clearly low.
  const ticked = new Set([...input.positives, ...input.improvements].map((p) => p.category));
  const notable = (Object.entries(input.scores) as Array<[ScoreName, number]>)
    .filter(([name, score]) => name !== 'overall' && !ticked.has(name) && level(score) !== null)
    .sort((a, b) => Math.abs(b[1] - 5.5) - Math.abs(a[1] - 5.5))
    .slice(0, 2)
    .map(([name, score]) => `${SCORE_LABEL[name]} was ${level(score)}`);
  // The scores sentence is the first to go when there are many: the ticked phrases already say most of it.
  const scoreSentence = notable.length ? `${capitalise(list(notable))}.` : null;

  const words = ownWords(input.customerWords);
  const room = (words ? 4 : 5) - sentences.length;
  if (scoreSentence && room > 0) sentences.push(scoreSentence);
  // Nothing ticked, nothing said: the stars are all there is, so say them (in words) rather than invent more.
  if (sentences.length === 1 && !words) sentences.push(`Overall, I would give them ${STAR_WORDS[stars]}.`);
  return [...sentences, ...(words ? [words] : [])].join(' ');
}
