import type { AiPort, ReviewDraftInput, ScoreName } from '../../ports/ai.port.ts';
import { pick, seededRandom, shuffle } from './seeded-random.ts';

/**
 * Korero's built-in drafter. It writes a short first-person review in New Zealand English from exactly what the
 * customer gave: stars, the phrases they ticked (in the business's own words), the scores (as words, never numbers),
 * the job, the team's first names and their own words. It adds nothing else, and it neither softens a poor rating
 * nor inflates a good one. The seed varies the wording between customers who chose the same things.
 */

type Tone = 'great' | 'good' | 'mixed' | 'poor' | 'bad';

const toneOf = (stars: number): Tone => (stars >= 5 ? 'great' : stars === 4 ? 'good' : stars === 3 ? 'mixed' : stars === 2 ? 'poor' : 'bad');

const OPENERS: Record<Tone, string[]> = {
  great: ['{B} did a great job of our {J}.', 'Really pleased with {B} for our {J}.', 'We had {B} in for our {J} and it went really well.', 'Very happy with the {J} from {B}.'],
  good: ['Good experience with {B} for our {J}.', '{B} did a good job of our {J}.', 'We were happy with the {J} from {B}, overall.', 'A solid job on our {J} from {B}.'],
  mixed: ['A mixed experience with {B} on our {J}.', 'Our {J} with {B} was okay, with some ups and downs.', 'Some things went well with our {J} from {B}, and some did not.'],
  poor: ['Our {J} with {B} was disappointing.', 'Not a great experience with {B} for our {J}.', 'I was let down by {B} on our {J}.'],
  bad: ['Unfortunately our {J} with {B} did not go well.', 'A poor experience with {B} for our {J}.', 'I was unhappy with how {B} handled our {J}.'],
};

const OPENERS_NO_JOB: Record<Tone, string[]> = {
  great: ['{B} did a great job.', 'Really pleased with {B}.', 'A great experience with {B}.'],
  good: ['Good experience with {B}.', '{B} did a good job.', 'Happy with {B}, overall.'],
  mixed: ['A mixed experience with {B}.', 'Some things went well with {B}, and some did not.'],
  poor: ['A disappointing experience with {B}.', 'I was let down by {B}.'],
  bad: ['Unfortunately things did not go well with {B}.', 'A poor experience with {B}.'],
};

const POSITIVE_LEADS = ['What stood out: {L}.', 'Highlights for me: {L}.', 'I appreciated {L}.', 'The best parts: {L}.', 'Worth mentioning: {L}.'];
const IMPROVEMENT_LEADS = ['Room to improve: {L}.', 'Things that could have been better: {L}.', 'Where it fell short: {L}.', 'What could be better: {L}.'];

const SCORE_LABEL: Record<ScoreName, string> = {
  overall: 'the job overall',
  quality: 'the quality of the work',
  timeliness: 'the timing',
  communication: 'the communication',
  value: 'the value for money',
};

const level = (score: number): string | null =>
  score >= 9 ? 'excellent' : score >= 7 ? 'good' : score <= 2 ? 'very poor' : score <= 4 ? 'poor' : null;

/** Acronyms and proper nouns keep their capitals; anything else is lower-cased inside a sentence. */
function inSentence(phrase: string): string {
  const [first = '', ...rest] = phrase.trim().split(/\s+/);
  const keep = first.length > 1 && (first === first.toUpperCase() || /[A-Z]/.test(first.slice(1)));
  return [keep ? first : first.charAt(0).toLowerCase() + first.slice(1), ...rest].join(' ').replace(/[.!]+$/, '');
}

function list(items: string[]): string {
  if (items.length <= 1) return items.join('');
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

function firstNames(names: string[]): string[] {
  return [...new Set(names.map((n) => n.trim().split(/\s+/)[0] ?? '').filter(Boolean))];
}

export function composeReview(input: ReviewDraftInput): string {
  const random = seededRandom(input.seed);
  const tone = toneOf(Math.min(5, Math.max(1, Math.round(input.starRating))));
  const business = input.businessName.trim() || 'the team';
  const job = input.jobDescription?.trim();
  const sentences: string[] = [];

  const opener = pick(random, job ? OPENERS[tone] : OPENERS_NO_JOB[tone]);
  sentences.push(capitalise(opener.replace('{B}', business).replace('{J}', job ? inSentence(job) : '')));

  const positives = shuffle(random, input.positives.map((p) => inSentence(p.text)));
  if (positives.length) sentences.push(pick(random, POSITIVE_LEADS).replace('{L}', list(positives)));

  const improvements = shuffle(random, input.improvements.map((p) => inSentence(p.text)));
  if (improvements.length) sentences.push(pick(random, IMPROVEMENT_LEADS).replace('{L}', list(improvements)));

  const team = firstNames(input.teamMembers);
  if (team.length) {
    const names = list(team);
    sentences.push(tone === 'great' || tone === 'good' ? pick(random, [`Thanks to ${names}.`, `Thank you, ${names}.`, `Cheers to ${names}.`]) : `${names} ${team.length > 1 ? 'were' : 'was'} on the job.`);
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
  if (sentences.length === 1 && !words) sentences.push(`Overall I would give them ${STAR_WORDS[Math.min(5, Math.max(1, Math.round(input.starRating)))]}.`);
  return [...sentences, ...(words ? [words] : [])].join(' ');
}

/** The embedded default: the composer drafts, and with no speech service there is no transcription. */
export class ComposerAi implements AiPort {
  readonly drafter = 'composer';
  readonly transcriber = null;

  async draftReview(input: ReviewDraftInput): Promise<string> {
    return composeReview(input);
  }

  async transcribe(): Promise<string> {
    throw new Error('Voice transcription is not set up on this Korero.');
  }
}
