import { closeSentence } from '@korero/core/contract';
import { PROBLEM, statesProblem } from './reply-check.ts';
import { type ReplyInput, reviewerFirstName, SUGGESTION_MAX_CHARS } from './reply-input.ts';

/**
 * Korero's own reply to a Google review, with no model: thanks the reviewer by first name, quotes back what the
 * review praised in the review's own words, and for a low rating acknowledges in general words that something went
 * wrong and asks them to get in touch, promising nothing. It never quotes the complaint back (issue 44): a public
 * reply that repeats "Tom was rude" says it again, louder, under the business's name. Deterministic: the same review
 * always gets the same suggestion.
 */

const lower = (text: string) => text.toLowerCase().replace(/[‘’]/g, "'");
const STARS = ['', 'one-star', 'two-star', 'three-star', 'four-star', 'five-star'];
const QUOTE_MAX = 140;

// Words (English and te reo Māori) and emoji that praise.
const PRAISE =
  /\b(great|good|excellent|amazing|awesome|fantastic|brilliant|outstanding|superb|perfect|lovely|wonderful|friendly|helpful|quick|fast|prompt|tidy|clean|professional|thorough|recommend\w*|happy|pleased|love[ds]?|best|beautiful|delicious|kind|efficient|reliable|on time|easy|nice|fabulous|stoked|rawe|mīharo|miharo|tau kē|ka pai|tino pai|pai rawa)\b|[👍😀😃😄😊🙂😍🥰❤💯⭐🌟🙌]/u;

/** The review's sentences as written (trimmed, without their closing full stop). */
function sentencesOf(comment: string): string[] {
  return comment
    .split(/(?<=[.!?…])\s+|\n+/)
    .map((s) =>
      s
        .trim()
        .replace(/^["“'‘]+|["”'’]+$/g, '')
        .replace(/[.,;:]+$/, '')
        .trim(),
    )
    .filter((s) => /\p{L}/u.test(s));
}

/** A sentence fit to quote back: short, with no digits, prices, links, addresses or anything in brackets. */
function quotable(sentence: string): boolean {
  return (
    sentence.length >= 6 &&
    sentence.length <= QUOTE_MAX &&
    !/[\d$€£@[\]{}<>]|https?:|www\./i.test(sentence) &&
    !/\b[a-z0-9-]+\.(com|co|nz|org|net)\b/i.test(sentence)
  );
}

/** A long sentence cut at a comma or a word boundary, marked with an ellipsis. */
function shorten(sentence: string): string {
  if (sentence.length <= QUOTE_MAX) return sentence;
  const head = sentence.slice(0, QUOTE_MAX);
  const comma = head.lastIndexOf(',');
  const cut = comma >= 40 ? comma : head.lastIndexOf(' ');
  return `${head.slice(0, cut > 20 ? cut : QUOTE_MAX).trim()}…`;
}

function pick(sentences: string[], test: (s: string) => boolean): string | null {
  const found = sentences.map(shorten).find((s) => test(s) && quotable(s));
  return found ?? null;
}

function praised(sentences: string[]): string | null {
  return pick(sentences, (s) => PRAISE.test(lower(s)) && !PROBLEM.test(lower(s)));
}

const quote = (text: string) => `“${text}”`;

/** The suggested reply, within SUGGESTION_MAX_CHARS. */
export function draftReply(input: ReplyInput): string {
  const business = input.businessName.trim() || 'us';
  const first = reviewerFirstName(input.reviewer);
  const greeting = first ? `Kia ora ${first},` : 'Kia ora,';
  const stars = Math.min(5, Math.max(1, Math.round(input.starRating)));
  const comment = input.comment?.trim() ?? '';
  const sentences = sentencesOf(comment);
  const good = praised(sentences);
  const problem = statesProblem(comment);
  const signOff = input.businessName.trim() ? `Ngā mihi, the team at ${input.businessName.trim()}` : 'Ngā mihi';
  const body: string[] = [];

  if (!comment) {
    if (stars >= 4)
      body.push(`thank you for the ${STARS[stars]} rating for ${closeSentence(business)} We really appreciate you taking the time.`);
    else if (stars === 3)
      body.push(
        `thank you for your rating of ${closeSentence(business)} If there is anything we could have done better, we would like to hear it: please get in touch with us directly.`,
      );
    else
      body.push(
        `thank you for letting us know how we did. We would like to understand what went wrong: please get in touch with us directly so we can talk it through.`,
      );
  } else if (stars >= 4) {
    body.push(`thank you for your review of ${closeSentence(business)}`);
    if (good) body.push(`We loved reading ${quote(good)}, and we appreciate you taking the time to share it.`);
    else body.push('We appreciate you taking the time to share it.');
    if (problem)
      body.push('Thank you too for telling us what could have been better: if you would like to talk it over, please get in touch.');
  } else if (stars === 3) {
    body.push(`thank you for your review of ${closeSentence(business)}`);
    if (good) body.push(`We are glad to read ${quote(good)}.`);
    if (problem)
      body.push(
        'We are sorry to hear it fell short. We would like to hear more about it: please get in touch with us directly so we can talk it through.',
      );
    else body.push('If there is anything we could have done better, we would like to hear it: please get in touch with us directly.');
  } else {
    body.push('thank you for taking the time to tell us about this.');
    if (problem) body.push('We are sorry to hear about your experience.');
    body.push('We would like to understand what happened: please get in touch with us directly so we can talk it through.');
  }

  const reply = [`${greeting} ${body.join(' ')}`, signOff].join('\n\n');
  if (reply.length <= SUGGESTION_MAX_CHARS) return reply;
  // A very long business name: the sign-off goes first, then the reply is cut at a sentence.
  const short = `${greeting} ${body.join(' ')}`;
  if (short.length <= SUGGESTION_MAX_CHARS) return short;
  return `${greeting} thank you for your review. Please get in touch with us directly if you would like to talk about it.`;
}
