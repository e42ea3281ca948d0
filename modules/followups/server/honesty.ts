/**
 * The honesty rule for a business's follow-up message (issue 35, "Honest by design"). A follow-up is about putting
 * things right, so the customer never feels that what they get depends on a review. A draft is refused when it
 *   1. mentions reviews, ratings, stars or Google (any form of the words: "review", "reviewed", "re-rate", "rating",
 *      "rated", "rate us", "stars", "5-star", "★", "Google", a Google Maps short link), or
 *   2. asks the customer to change, remove, post or take back what they said ("if you update your feedback…",
 *      "could you take down your comment"), with or without an offer in exchange.
 * "Our hourly rate" and "we'll update you" pass: the rule looks for the words about reviews, not any "rate" or
 * "update". A false refusal costs the owner a rewording; a false pass would put Korero's name on review gating.
 */

interface Rule {
  pattern: RegExp;
  why: string;
}

const RULES: Rule[] = [
  {
    pattern:
      /\b(?:re-?)?reviews?\b|\b(?:re-?)?review(?:ed|er|ers|ing)\b|\b(?:re-?)?rat(?:ing|ings|ed)\b|\bre-?rate\b|\brate\s+(?:us|me|our|them|him|her|it|this|the|your|my)\b|\bstars?\b|\d\s*-?\s*stars?|[★☆⭐🌟]|\bgoogle\b|\bg\.page\b|\bgoo\.gl\b|\bmaps\.app\b|\byelp\b|\btrustpilot\b|\bfacebook\s+recommend/iu,
    why: 'mention reviews, ratings, stars or Google',
  },
  {
    pattern:
      /\b(?:change|changing|update|updating|edit|editing|amend|remove|removing|delete|deleting|withdraw|retract|take\s+down|taking\s+down|take\s+back|post|posting|leave|write)\b[^.!?\n]{0,40}?\b(?:your|what\s+you)\b[^.!?\n]{0,25}?\b(?:feedback|comments?|posts?|words|said|wrote|posted|opinion|score|complaint)\b/iu,
    why: 'ask the customer to change, remove or post what they said',
  },
];

/** Why the draft breaks the rule (with the words that did), or null when it may be sent. */
export function honestyProblem(body: string): string | null {
  for (const rule of RULES) {
    const found = rule.pattern.exec(body);
    if (found) {
      return `A follow-up can't ${rule.why} (found "${found[0].trim()}"): the customer's answer must never depend on it. Write about putting things right instead.`;
    }
  }
  return null;
}
