/**
 * How alike a Google review is to a Korero submission, piece by piece: the words (the text the customer approved
 * against the review's comment), the first name, and the time between them. Pure functions, tested over a table of
 * near and far texts (similarity.test.ts).
 */

/** Words that carry no evidence of one text being another (every review says "the", "and", "great"…). */
const STOPWORDS = new Set(
  (
    'a an and are as at be been but by for from had has have he her him his i if in into is it its me my of on or our she so ' +
    'that the their them they this to was we were what when which who will with would you your very really just also'
  ).split(' '),
);

/** Google's own translation wrapper: "(Translated by Google) … (Original) …": the customer's own words come after "(Original)". */
const ORIGINAL = /\(Original\)\s*([\s\S]*)$/i;

/**
 * Text as compared: the original when Google translated it, Unicode-decomposed with the marks dropped (ā → a, é → e:
 * macrons come and go between Korero's draft and a phone keyboard), lower case, emoji and punctuation gone,
 * whitespace collapsed.
 */
export function normalise(text: string): string {
  const original = ORIGINAL.exec(text)?.[1] ?? text;
  return original
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[’'`]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** A text prepared once for many comparisons. */
export interface PreparedText {
  normalised: string;
  /** Distinct content words (stopwords left out). */
  words: Set<string>;
  /** Distinct character trigrams of the normalised text, spaces included (robust to typos and split words). */
  trigrams: Set<string>;
}

export function prepare(text: string): PreparedText {
  const normalised = normalise(text);
  const words = new Set(normalised.split(' ').filter((w) => w && !STOPWORDS.has(w)));
  const trigrams = new Set<string>();
  const padded = ` ${normalised} `;
  for (let i = 0; i + 3 <= padded.length; i++) trigrams.add(padded.slice(i, i + 3));
  return { normalised, words, trigrams };
}

function common(a: Set<string>, b: Set<string>): number {
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  let n = 0;
  for (const x of small) if (large.has(x)) n += 1;
  return n;
}

/**
 * Content words below which a comment says too little to be told apart from another customer's praise ("Great
 * service, thanks!" is anyone's): the word evidence is scaled down by the comment's length under it.
 */
const CONFIDENT_WORDS = 8;

/**
 * 0–1: how much the comment is the approved text. Two measures, each tolerant of what a customer does on Google:
 * - word containment: the share of the comment's content words found in the approved text. Trimming (posting one
 *   sentence of three) keeps it at 1; a light edit (a word changed, one added) lowers it a little; another customer's
 *   text shares only the business's name and the stock phrases. Scaled down for short comments (see CONFIDENT_WORDS);
 *   a small bonus for how much of the approved text it covers, so the whole text beats a part of it.
 * - trigram Dice over the whole normalised texts: catches typos fixed or made ("recomend" → "recommend"), words
 *   joined or split, which word sets miss, and falls for texts that differ in length (a trim), which containment does not.
 * The larger wins: each covers the other's blind spot, and neither is high for a different text.
 */
export function textSimilarity(approved: PreparedText, comment: PreparedText): number {
  if (!approved.normalised || !comment.normalised) return 0;
  if (approved.normalised === comment.normalised) return 1;
  let words = 0;
  if (comment.words.size && approved.words.size) {
    const shared = common(approved.words, comment.words);
    const containment = shared / comment.words.size;
    const coverage = shared / approved.words.size;
    const confidence = Math.min(1, comment.words.size / CONFIDENT_WORDS);
    words = containment * (0.85 + 0.15 * coverage) * confidence;
  }
  // Texts that share under a fifth of their words are different texts, typos or not: no need to count trigrams.
  if (words < 0.2 && comment.words.size >= CONFIDENT_WORDS) return words;
  const dice = (2 * common(approved.trigrams, comment.trigrams)) / (approved.trigrams.size + comment.trigrams.size);
  return Math.max(words, dice);
}

/** Display names that name nobody: Google's own placeholders and what people type to stay anonymous. */
const NAMELESS = new Set(['a google user', 'google user', 'a customer', 'customer', 'anonymous', 'anon', 'a client', 'client', 'user']);
const TITLES = new Set(['mr', 'mrs', 'ms', 'miss', 'mx', 'dr', 'sir', 'dame', 'whaea', 'matua']);

/** The first name in a name ("Dr Aroha Smith" → "aroha", "Aroha T." → "aroha", "J. Smith" → "j"), or null when it names nobody. */
export function firstName(name: string | null | undefined): string | null {
  const plain = normalise(name ?? '');
  if (!plain || NAMELESS.has(plain)) return null;
  const words = plain.split(' ').filter((w) => !TITLES.has(w) && !/\d/.test(w));
  return words[0] ?? null;
}

/**
 * 0–1 for the reviewer's display name against the customer's name; null when either names nobody (neither helps nor
 * counts against: many Google accounts show "A Google User", and the simple form's customer is "A customer").
 * 1: the same first name (macrons aside); 0.8: a short form ("Rob" for "Robert") or one letter off ("Sione"/"Sioni");
 * 0.6: an initial that fits ("J. Smith" for "John"), or the first name elsewhere in the display name; 0: different.
 */
export function nameSimilarity(customerName: string, reviewer: string): number | null {
  const mine = names(customerName).first;
  const theirs = names(reviewer).first;
  if (!mine || !theirs) return null;
  if (mine === theirs) return 1;
  if (theirs.length === 1) return mine.startsWith(theirs) ? 0.6 : 0;
  if (mine.length === 1) return theirs.startsWith(mine) ? 0.6 : 0;
  const [short, long] = mine.length <= theirs.length ? [mine, theirs] : [theirs, mine];
  if (short.length >= 3 && long.startsWith(short)) return 0.8;
  if (short.length >= 4 && editDistance(mine, theirs) <= 1) return 0.8;
  if (names(reviewer).words.includes(mine)) return 0.6;
  return 0;
}

/** Names seen in this process, prepared once: a run compares each against hundreds of others. */
const prepared = new Map<string, { first: string | null; words: string[] }>();
function names(name: string): { first: string | null; words: string[] } {
  let found = prepared.get(name);
  if (!found) {
    if (prepared.size > 10_000) prepared.clear();
    found = { first: firstName(name), words: normalise(name).split(' ') };
    prepared.set(name, found);
  }
  return found;
}

function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let previous = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const current = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1));
      previous = current;
    }
  }
  return row[b.length]!;
}

const MINUTE = 60_000;
const DAY = 86_400_000;
/** A review may carry a time a little before the submission's: the customer's phone, Google's and Korero's clocks differ. */
export const CLOCK_SKEW_MS = 10 * MINUTE;
/** Customers who post do so within days; after this a review is not taken for a submission's. */
export const WINDOW_MS = 30 * DAY;

/**
 * 0–1 for how soon the review appeared after the customer went to post it (their click, else the submission): 1
 * within the hour, 0.8 a day on, 0.4 a week on, 0 at 30 days (logarithmic: most who post do so at once, and a late one
 * is still plausible). null outside the window: before the submission (beyond the clock skew) or after 30 days.
 */
export function timeSimilarity(submission: { createdAt: Date; postedAt: Date | null }, reviewCreatedAt: Date): number | null {
  const after = reviewCreatedAt.getTime() - submission.createdAt.getTime();
  if (after < -CLOCK_SKEW_MS || after > WINDOW_MS) return null;
  const from = Math.max(submission.createdAt.getTime(), submission.postedAt?.getTime() ?? 0);
  const days = Math.max(0, reviewCreatedAt.getTime() - from - 60 * MINUTE) / DAY;
  return Math.max(0, 1 - Math.log1p(days) / Math.log1p(WINDOW_MS / DAY));
}
