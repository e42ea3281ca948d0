import { type ReplyInput, SUGGESTION_MAX_CHARS } from './reply-input.ts';

/**
 * The rules a suggested reply to a Google review keeps, whoever drafted it. A model's reply is refused when it breaks
 * one, and the embedded drafter's replies are tested against the same check (reply-table.test.ts), so the two
 * follow the same rules: a reply says only what the review and the business's name give.
 */

const lower = (text: string) => text.toLowerCase().replace(/[‘’]/g, "'").replace(/\s+/g, ' ').trim();

/** Words that say the review states a problem: only then may a reply apologise. */
export const PROBLEM =
  /\b(late|later|delay\w*|rude|unfriendly|disappoint\w*|problems?|issues?|wrong|broke|broken|poor|poorly|bad|badly|unhappy|terrible|awful|appalling|useless|worst|never again|mess|messy|dirty|overpriced|expensive|overcharged?|slow|ignored|unresponsive|didn't|did not|wasn't|was not|weren't|couldn't|won't|no one|nobody|cold|waited|waiting|complain\w*|unprofessional|careless|damaged?|leak\w*|faulty|still not|not happy|not good|not great|mediocre|shame|sadly|unfortunately|nightmare|hassle|frustrat\w*|annoy\w*|difficult|pricey)\b|☹|😞|😠|😡|👎/;

/** Words that apologise. */
const APOLOGY = /\b(sorry|apologi[sz]\w*|apolog(y|ies)|regret\w*|forgive)\b/;

/** An offer or a promise of something of value: never the reply's to make (the owner adds one if they choose). */
const OFFER =
  /\b(discount\w*|refund\w*|voucher\w*|coupon\w*|free|complimentary|on the house|\d+ ?% off|credit|compensat\w*|gift ?cards?|reimburs\w*|money back|waive\w*|no charge|no cost|half price|special offer|promo\w*)\b/;
const OFFER_INTENT = /\b(offer (you|to)|like to offer|happy to offer|make it up to you|make it right|put it right|make amends)\b/;

/** Promises of what the business will do or has done since: facts the review does not give. */
const PROMISE =
  /\b(won't happen again|will not happen again|never happen again|we('ve| have) (since|now|already)|we('ll| will) (fix|replace|repair|redo|refund|ensure|make sure|guarantee|sort it|sort this|send|cover|be in touch|call you|contact you)|guarantee\w*|rest assured|retrain\w*|have spoken (to|with)|has been (spoken|dealt|addressed|fixed|disciplined)|we('ve| have) (fixed|addressed|changed|updated|spoken))\b/;

/** Asking the reviewer to change, raise or remove what they wrote. */
const CHANGE_REVIEW = [
  /\b(update|updating|change|changing|edit|editing|amend\w*|revis\w*|reconsider\w*|remove|removing|delete|deleting|take down|taking down|withdraw\w*|modify\w*|adjust\w*|raise|increase|bump|upgrade|improve)\b[^.!?]{0,60}\b(review|rating|stars?|feedback|comment|post)\b/,
  /\b(review|rating|stars?|feedback|comment|post)\b[^.!?]{0,40}\b(updated|changed|edited|amended|revised|removed|deleted|taken down|withdrawn|raised|increased|upgraded)\b/,
];

// (".example" too: the reserved name the tests and docs use for a web address.)
const URL = /\b(https?:\/\/|www\.)|\b[a-z0-9-]+\.(com|co|nz|org|net|io|au|app|biz|info|example)\b/i;
const EMAIL = /[^\s@]+@[^\s@]+\.[a-z]{2,}/i;
const PHONE = /(\+?\d[\d ()-]{6,}\d)/;
const PLACEHOLDER = /\[[^\]]*\]|\{[^}]*\}|<[^>]*>|\b(X{2,}|TBD|TODO|your name|business name|staff name|insert)\b/i;

/**
 * Qualities a reply can thank the reviewer for: it may name one only when the review mentions it (the approach of
 * the reviews module's added-qualities check, for replies). "We value your feedback" is not a claim about value.
 */
export const QUALITIES: Array<{ name: string; words: RegExp }> = [
  { name: 'tidiness', words: /\b(tidy|tidied|neat|neatly|spotless|immaculate|clean(ed)? up|clean|cleanliness)\b/ },
  { name: 'punctuality', words: /\b(on time|punctual\w*|on schedule|reliable|reliably)\b/ },
  { name: 'speed', words: /\b(quick|quickly|fast|speedy|swift(ly)?|prompt|promptly|efficient(ly)?|in no time)\b/ },
  { name: 'friendliness', words: /\b(friendly|welcoming|polite|courteous|respectful|approachable)\b/ },
  { name: 'value', words: /\b(good value|great value|value for money|price[sd]?|pricing|affordable|reasonabl[ey]|cheap|bargain)\b/ },
  {
    name: 'quality of work',
    words:
      /\b(workmanship|high standard|thorough(ly)?|meticulous|attention to detail|professional(ly|ism)?|skilled|skilful|expert(ly|ise)?)\b/,
  },
  {
    name: 'communication',
    words: /\b(communicat\w*|kept (you|me|us) (updated|informed|posted|in the loop)|explained|responsive)\b/,
  },
  { name: 'food', words: /\b(food|meal|coffee|dinner|lunch|breakfast|menu|delicious|tasty)\b/ },
  { name: 'a recommendation', words: /\brecommend\w*/ },
];

// Capitalised words any reply may use without the review giving them.
const ALLOWED = new Set(
  "I I'd I'm I've I'll Google Korero NZ New Zealand Aotearoa Kia Ora Ngā Nga Mihi Tēnā Tena Koe Kōrua Koutou Nau Mai Mōrena Morena Haere Ka Pai Thanks Thank Cheers Regards Warm The Team Owner Owners Manager Management Staff Everyone Family Kind Best".split(
    ' ',
  ),
);
// Words that commonly open a sentence or a line; any other capitalised word must come from the review or the names.
const OPENERS = new Set(
  "The A An We We're We'd We've We'll Our Us It It's Its They Their This That These Those There What When While Very Really Great Good Glad Happy Pleased Lovely Wonderful Fantastic Thanks Thank Cheers Hi Hello Dear Kind Best All Please If As In On At For From With After Before So And But Also Your You You're Yours Hope Hopefully Sorry Apologies Unfortunately Sadly It's That's Nice Appreciate Appreciated Much Many Feedback Everyone Team Again Have Hearing Reading Knowing Comments Words Noted Here Do Let Feel Sounds Always Absolutely Awesome Amazing Brilliant Excellent Such Wow Ka".split(
    ' ',
  ),
);

/** The review's words and the names a reply may use, lower-cased, for whole-word look-ups. */
function givenWords(input: ReplyInput): Set<string> {
  const given = `${input.businessName} ${input.reviewer} ${input.comment ?? ''}`;
  return new Set(
    lower(given)
      .split(/[^\p{L}\p{M}'-]+/u)
      .flatMap((w) => [w, w.replace(/'s$/, '')])
      .filter(Boolean),
  );
}

/** A text's words, lower-cased, for comparing runs of them. */
const wordsOf = (text: string) =>
  lower(text)
    .split(/[^\p{L}\p{M}'0-9]+/u)
    .filter(Boolean);

/**
 * The complaint's own words: each run of three words from a review sentence that states a problem, holding a word that
 * states it ("tom was rude", "still not fixed"). A reply that repeats one quotes the complaint back.
 */
function complaintRuns(comment: string | null): string[] {
  const runs: string[] = [];
  for (const sentence of (comment ?? '').split(/(?<=[.!?…])\s+|\n+/)) {
    if (!PROBLEM.test(lower(sentence))) continue;
    const words = wordsOf(sentence);
    for (let i = 0; i + 3 <= words.length; i++) {
      const run = words.slice(i, i + 3).join(' ');
      if (PROBLEM.test(run)) runs.push(run);
    }
  }
  return runs;
}

/** Does the review (its words) state a problem a reply may apologise for? */
export function statesProblem(comment: string | null): boolean {
  return Boolean(comment && PROBLEM.test(lower(comment)));
}

/**
 * What is wrong with a suggested reply, or nothing. A reply is refused when it is empty or long; has a URL, an email
 * address, a phone number or a placeholder; offers or promises anything; apologises when the review states no
 * problem; quotes the complaint back; asks the reviewer to change or remove the review; gives a number or price the review did not; names a
 * person (or any capitalised name) the review and the business's name do not give; or thanks the reviewer for a
 * quality the review did not mention.
 */
export function replyProblems(reply: string, input: ReplyInput): string[] {
  const problems: string[] = [];
  const text = lower(reply);
  const review = lower(input.comment ?? '');
  // The rating's own digit is the reviewer's ("thanks for the 5 stars"); any other number must be in their words.
  const given = lower(`${input.businessName} ${input.comment ?? ''} ${input.starRating}`);

  if (!reply.trim()) return ['an empty reply'];
  if (reply.length > SUGGESTION_MAX_CHARS) problems.push(`longer than ${SUGGESTION_MAX_CHARS} characters`);
  if (URL.test(reply)) problems.push('a web address');
  if (EMAIL.test(reply)) problems.push('an email address');
  if (PHONE.test(reply.replace(URL, ''))) problems.push('a phone number');
  const placeholder = reply.match(PLACEHOLDER);
  if (placeholder) problems.push(`a placeholder (${placeholder[0]})`);

  // "Feel free to get in touch" offers nothing.
  for (const match of text.replace(/\bfeel free\b/g, '').matchAll(new RegExp(OFFER.source, 'g')))
    if (!new RegExp(`\\b${match[0]}\\b`).test(review)) problems.push(`an offer the review did not ask about (${match[0]})`);
  const intent = text.match(OFFER_INTENT);
  if (intent) problems.push(`an offer (${intent[0]})`);
  const promise = text.match(PROMISE);
  if (promise) problems.push(`a promise (${promise[0]})`);

  const apology = text.match(APOLOGY);
  if (apology && !statesProblem(input.comment)) problems.push(`an apology for a problem the review does not state (${apology[0]})`);

  const said = ` ${wordsOf(reply).join(' ')} `;
  const quoted = complaintRuns(input.comment).find((run) => said.includes(` ${run} `));
  if (quoted) problems.push(`quotes the complaint back ("${quoted}"): acknowledge it in your own words`);

  for (const pattern of CHANGE_REVIEW) {
    const ask = text.match(pattern);
    if (ask) problems.push(`asks the reviewer to change the review (${ask[0]})`);
  }

  if (/[$€£]/.test(reply) && !/[$€£]/.test(input.comment ?? '')) problems.push('a price the review did not give');
  for (const digits of reply.match(/\d+/g) ?? [])
    if (!given.includes(digits)) problems.push(`a number the review did not give (${digits})`);

  const words = givenWords(input);
  for (const sentence of reply.split(/(?<=[.!?…])\s+|\n+/).filter(Boolean)) {
    sentence.split(/\s+/).forEach((raw, index, all) => {
      const word = raw.replace(/^[^\p{L}]+|[^\p{L}\p{M}'’-]+$/gu, '').replace(/’/g, "'");
      const bare = word.replace(/'s$/, '');
      if (!/^\p{Lu}/u.test(word) || ALLOWED.has(word) || ALLOWED.has(bare)) return;
      // A sentence's first word, the first inside a quotation, or one after a comma or dash (a sign-off) may be an opener.
      const opens = index === 0 || /^[“"‘'(]/.test(raw) || /[,:;—–-]$/.test(all[index - 1] ?? '');
      if (opens && OPENERS.has(word)) return;
      if (!words.has(word.toLowerCase()) && !words.has(bare.toLowerCase())) problems.push(`a name the review did not give (${word})`);
    });
  }

  // The business's and the reviewer's names are theirs ("Sparkle Clean"), not a claim about a quality.
  let own = text;
  for (const name of [input.businessName, input.reviewer].map(lower).filter((n) => n.length > 1)) own = own.split(name).join(' | ');
  for (const quality of QUALITIES) {
    const said = own.match(quality.words);
    if (said && !quality.words.test(review)) problems.push(`a quality the review did not mention (${quality.name}: "${said[0]}")`);
  }
  return problems;
}
