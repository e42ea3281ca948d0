import { addedQualities } from './added-qualities.ts';
import type { ReviewDraftInput } from './review-draft-input.ts';

const PRAISE = /\b(excellent|amazing|outstanding|fantastic|brilliant|perfect|highly recommend|best)\b/i;
const DAMNING = /\b(terrible|awful|appalling|useless|worst|never again|scam)\b/i;
// Capitalised words a draft may use without the customer having given them.
const ALLOWED = new Set([
  'I',
  "I'd",
  "I'm",
  "I've",
  'Google',
  'Korero',
  'NZ',
  'New',
  'Zealand',
  'Thanks',
  'Thank',
  'Cheers',
  'Overall',
  'Kia',
  'Ora',
]);
// Words that commonly open a sentence; any other capitalised opener must come from the customer (it may be a name).
const OPENERS = new Set(
  'The A An We Our My It Its They Their He She His Her This That These Those There What Which Who When While Very Really Great Good Quick Friendly Overall Everything Nothing Some Not Unfortunately Sadly Although However Also And But So If As In On At For From With After Before Would Will Highly Highlights Worth Happy Pleased Mixed Solid Some Really Our Disappointed Communication Quality Value Timing Service Price Work Job Room Things Where Thanks Thank Cheers Well Definitely Just Only Both All One Two To Special Also Everything'.split(
    ' ',
  ),
);

/**
 * Does a model's draft stay within what the customer gave? It is refused when it names people or places the customer
 * did not mention, contains numbers they did not give, praises a poor rating or damns a good one, claims a quality
 * they did not choose (see added-qualities.ts), or is not a short review. A refused draft is replaced by the built-in
 * composer's.
 */
export function draftProblems(draft: string, input: ReviewDraftInput): string[] {
  const problems: string[] = [];
  const given = [
    input.businessName,
    input.jobDescription ?? '',
    input.jobLocation ?? '',
    input.customerWords,
    ...input.teamMembers,
    ...input.positives.map((p) => p.text),
    ...input.improvements.map((p) => p.text),
  ].join(' ');
  const givenLower = given.toLowerCase();

  const sentences = draft.split(/(?<=[.!?])\s+/).filter(Boolean);
  if (draft.length > 1200 || sentences.length < 1 || sentences.length > 8) problems.push('not a short review');

  for (const digits of draft.match(/\d+/g) ?? [])
    if (!given.includes(digits)) problems.push(`a number the customer did not give (${digits})`);

  for (const sentence of sentences) {
    sentence.split(/\s+/).forEach((raw, index) => {
      const word = raw.replace(/[^A-Za-z'’-]/g, '');
      if (!/^[A-Z]/.test(word) || ALLOWED.has(word) || (index === 0 && OPENERS.has(word))) return;
      if (!givenLower.includes(word.toLowerCase())) problems.push(`a name the customer did not give (${word})`);
    });
  }

  const stars = Math.round(input.starRating);
  // A customer can rate one part highly and the whole poorly; "excellent" is theirs when a score says so.
  const praisedScore = Object.values(input.scores).some((score) => (score ?? 0) >= 9);
  if (stars <= 2 && PRAISE.test(draft) && !PRAISE.test(given) && !praisedScore) problems.push('praise the rating does not support');
  if (stars >= 4 && DAMNING.test(draft) && !DAMNING.test(given)) problems.push('criticism the rating does not support');
  problems.push(...addedQualities(draft, input));
  return problems;
}
