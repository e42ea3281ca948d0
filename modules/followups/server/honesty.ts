/**
 * The honesty rule for a business's follow-up message (issues 35 and 44). A follow-up is about putting things right,
 * so the customer never feels that what they get depends on what they say about the business. It is judged by what
 * it asks, not by a list of words alone. A draft is refused when it
 *   1. mentions reviews, ratings, stars or Google, or a review site (the settled rule: not at all);
 *   2. asks the customer to say, post, share or recommend something about the business anywhere others read it;
 *   3. asks for a better score, mark or number;
 *   4. asks the customer to change, remove, reconsider or take back what they said;
 *   5. offers anything tied to what the customer says or does about the business ("make it worth your while").
 * Refunds, apologies, revisits and goodwill gestures pass when nothing is asked back about a review: "Our hourly rate",
 * "we'll update you" and "if you send a photo we'll come back free" are ordinary follow-ups. A false refusal costs the
 * owner a rewording; a false pass would put Korero's name on review gating. The table of phrasings in honesty.test.ts
 * is this rule's specification.
 */

interface Rule {
  pattern: RegExp;
  /** What a follow-up can't do, completing "A follow-up can't …". */
  why: string;
  /** What to write instead. */
  instead: string;
}

/** Places people read about businesses. "Facebook" or "online" alone are fine ("message us on Facebook"). */
const REVIEW_SITES = String.raw`google|g\.page|goo\.gl|maps\.app|yelp|trustpilot|no\s?cowboys|builders\s?crack|tripadvisor|(?:on|in)\s+maps|product\s?review|feefo|birdeye|hipages|localist|finda`;
const PUBLIC_PLACES = String.raw`(?:facebook|fb|insta(?:gram)?|tiktok|twitter|linkedin|neighbourly|social\s+media|online|the\s+(?:internet|web)|(?:google\s+)?maps|our\s+(?:page|profile|listing|website|site))`;
/** What a person says about a business for others to read. */
const PRAISE = String.raw`(?:something\s+(?:nice|good|positive|kind|great)|(?:a\s+)?(?:few\s+)?(?:kind|nice|good|positive|glowing)\s+(?:words?|things?|comments?|post|mention|note)|(?:a\s+)?good\s+word|(?:a\s+)?shout[-\s]?out|(?:a\s+)?testimonial|(?:a\s+)?recommendation|(?:a\s+)?thumbs[-\s]?up|(?:a\s+)?like|(?:a\s+)?(?:positive|glowing|great|good)\s+(?:post|comment|feedback|write[-\s]?up))`;
const ASK_VERB = String.raw`(?:post(?:ing)?|shar(?:e|ing)|say(?:ing)?|writ(?:e|ing)|leav(?:e|ing)|put(?:ting)?(?:\s+in)?|giv(?:e|ing)|drop(?:ping)?|add(?:ing)?|pop(?:ping)?|tell(?:ing)?\s+(?:people|others|everyone|the\s+world))`;
/** The customer's own words about the business, as they stand. */
const THEIR_WORDS = String.raw`(?:what\s+you\s+(?:wrote|said|posted|put(?:\s+up)?|shared|told)|your\s+(?:post|posts|comment|comments|words|feedback|opinion|score|mark|complaint|message\s+about\s+us|view\s+of\s+us|mind\s+about\s+us))`;
const CHANGE_VERB = String.raw`(?:change|changing|update|updating|edit|editing|amend|amending|revise|revising|reconsider|reconsidering|rethink|rethinking|revisit|soften|tone\s+down|remove|removing|delete|deleting|withdraw(?:ing)?|retract(?:ing)?|take\s+down|taking\s+down|take\s+back|pull\s+down|take\s+(?:it|that)\s+(?:down|back|off))`;
const INCENTIVE = String.raw`(?:free|freebie|voucher|coupon|discount|gift(?:\s+card)?|credit|reward|cash|money|prize|draw|\d+\s?%\s+off|\$\s?\d+|koha|bonus|perks?|a\s+little\s+something|something\s+(?:special|extra|in\s+return)|thank[-\s]?you\s+gift|token\s+of\s+(?:our\s+)?(?:thanks|appreciation))`;
/**
 * What a customer might be asked to do about the business where others read it, or with what they already said. Each
 * names its object, so "share a photo of the leak", "follow the steps" or "if you'd like" stay ordinary.
 */
const PUBLIC_ACT = String.raw`(?:post(?:ing)?\s+(?:about|on|online|something|your\s+(?:thoughts|experience)|a\s+(?:comment|note|few))|shar(?:e|ing)\s+(?:our|us|this|your\s+(?:thoughts|experience|story))|recommend(?:ing)?\s+us|mention(?:ing)?\s+us|tag(?:ging)?\s+us|lik(?:e|ing)\s+(?:us|our)|follow(?:ing)?\s+us|vot(?:e|ing)\s+for\s+us|endors(?:e|ing)\s+us|scor(?:e|ing)\s+us|(?:say|write|tell\s+\w+)\b[^.!?\n]{0,25}?\babout\s+us|${CHANGE_VERB}\s+(?:it|that|your|what\s+you))`;

const RULES: Rule[] = [
  {
    pattern: new RegExp(
      String.raw`\b(?:re-?)?reviews?\b|\b(?:re-?)?review(?:ed|er|ers|ing)\b|\b(?:re-?)?rat(?:ing|ings|ed)\b|\bre-?rate\b|\brate\s+(?:us|me|our|them|him|her|it|this|the|your|my)\b|\bstars?\b|\d\s*-?\s*stars?|[★☆⭐🌟]|\b(?:${REVIEW_SITES})\b|\bfacebook\s+recommend`,
      'iu',
    ),
    why: 'mention reviews, ratings, stars or Google',
    instead: 'Write about putting things right instead.',
  },
  {
    pattern: new RegExp(
      [
        String.raw`\b${ASK_VERB}\b[^.!?\n]{0,30}?\b${PRAISE}`,
        String.raw`\b${PRAISE}\b[^.!?\n]{0,30}?\b(?:about\s+us|on\s+(?:our\s+|your\s+)?${PUBLIC_PLACES})`,
        String.raw`\bshar(?:e|ing)\s+your\s+(?:experience|thoughts|story|feedback)\b[^.!?\n]{0,20}?\b(?:with\s+(?:others|other\s+people|people|everyone|friends|the\s+world)|publicly|online|on\s+)`,
        String.raw`\btestimonials?\b`,
        String.raw`\brecommend(?:ing)?\s+us\b[^.!?\n]{0,25}?\b(?:on|to)\s+${PUBLIC_PLACES}`,
        String.raw`\b(?:post|share|say|write|put)\s+(?:something|a\s+few\s+words|a\s+(?:post|comment|note))\b[^.!?\n]{0,30}?\b(?:about\s+us|on\s+${PUBLIC_PLACES})`,
        String.raw`\b(?:tag|mention|follow|like)\s+us\b[^.!?\n]{0,25}?\bon\s+${PUBLIC_PLACES}`,
        String.raw`\bspread\s+the\s+word\b`,
        String.raw`\b(?:vouch\s+for|endorse|give\s+us\s+a\s+plug|plug\s+us)\b`,
      ].join('|'),
      'iu',
    ),
    why: 'ask the customer to post, share or recommend something about your business',
    instead: 'Write about putting things right, and leave what they say to them.',
  },
  {
    pattern: new RegExp(
      [
        String.raw`\b(?:better|higher|improved|bigger|top|full|perfect|good)\s+(?:score|scores|mark|marks|grade|number|feedback\s+score)\b`,
        String.raw`\b(?:bump|raise|lift|push|put|move|round)\b[^.!?\n]{0,20}?\b(?:score|scores|mark|marks|grade|number)\b[^.!?\n]{0,10}?\bup\b`,
        String.raw`\b(?:bump|raise|lift|improve|increase|up)\s+(?:your|the|our|that)\s+(?:score|mark|grade|number)`,
        String.raw`\bscore\s+us\b`,
        String.raw`\b(?:give|mark|grade)\s+us\s+(?:a|an)\s+(?:10|ten|five|5|a\+|higher|better|top)\b`,
        String.raw`\b(?:10|ten|five|5|9|nine)\s+out\s+of\s+(?:10|ten|5|five)\b`,
      ].join('|'),
      'iu',
    ),
    why: 'ask for a better score',
    instead: 'Write about putting things right instead.',
  },
  {
    pattern: new RegExp(
      [
        String.raw`\b${CHANGE_VERB}\b[^.!?\n]{0,40}?\b${THEIR_WORDS}`,
        String.raw`\b(?:reconsider|rethink|revise|change\s+your\s+mind\s+about)\b[^.!?\n]{0,20}?\b(?:us|it|that|things)\b`,
        String.raw`\b(?:take|pull)\s+(?:it|that|the\s+post|the\s+comment)\s+(?:down|back)\b`,
      ].join('|'),
      'iu',
    ),
    why: 'ask the customer to change, remove or reconsider what they said',
    instead: 'Write about putting things right, and leave what they said to them.',
  },
  {
    pattern: new RegExp(
      [
        String.raw`\bworth\s+your\s+while\b`,
        String.raw`\bscratch\s+(?:our|my)\s+back\b`,
        String.raw`\b(?:in\s+(?:exchange|return)|as\s+a\s+thank[-\s]?you)\s+for\b[^.!?\n]{0,40}?\b${PUBLIC_ACT}`,
        String.raw`\b(?:if|once|when|after)\s+you\b[^.!?\n]{0,60}?\b${PUBLIC_ACT}\b[^.!?]{0,80}?\b${INCENTIVE}`,
        String.raw`\b${INCENTIVE}\b[^.!?]{0,60}?\b(?:if|once|when|after)\s+you\b[^.!?\n]{0,60}?\b${PUBLIC_ACT}\b`,
        String.raw`\b${PUBLIC_ACT}\b[^.!?]{0,60}?\band\s+(?:we'll|we\s+will|we'd|you'll|you\s+will|you\s+get|get)\b[^.!?]{0,40}?\b${INCENTIVE}`,
        String.raw`\b${INCENTIVE}\b[^.!?\n]{0,30}?\bfor\s+(?:a|an|your|every|each)\s+(?:post|share|like|mention|recommendation|tag|comment|follow)\b`,
      ].join('|'),
      'iu',
    ),
    why: 'offer something in return for what the customer says or does about your business',
    instead: 'Offer a refund, a discount or a revisit with nothing asked back.',
  },
];

/** Why the draft breaks the rule (with the words that did), or null when it may be sent. */
export function honestyProblem(body: string): string | null {
  const text = body.replace(/[’‘]/g, "'");
  for (const rule of RULES) {
    const found = rule.pattern.exec(text);
    if (found) {
      return `A follow-up can't ${rule.why} (found "${found[0].trim()}"): the customer's answer must never depend on it. ${rule.instead}`;
    }
  }
  return null;
}
