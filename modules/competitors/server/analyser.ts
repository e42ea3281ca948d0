/**
 * Korero's own reader of public reviews (used without an AI provider, and as the check on one): each review's
 * sentences matched against a few service themes, praise or complaint by the review's stars and a sentence's own
 * negative words. Every theme it reports carries how many of the reviews read mention it, so nothing is invented.
 */

export interface PublicReview {
  rating: number;
  text: string;
}

/** A theme with the number of reviews (of those read) that mention it. */
export interface Counted {
  text: string;
  mentions: number;
}

export interface ReviewThemes {
  reviewsRead: number;
  commonPraise: Counted[];
  commonComplaints: Counted[];
  /** Themes most of its reviewers praise: where this business is strong. */
  strengthAreas: Counted[];
  /** Themes its reviewers complain about: where an owner can do better than it. */
  opportunityAreas: Counted[];
  /** The theme words its praising reviews use, most used first. */
  keywords: Counted[];
}

interface Theme {
  id: string;
  praise: string;
  complaint: string;
  words: RegExp;
}

/** Trade and service themes, in New Zealand English. The words are matched case-insensitively at word starts. */
export const THEMES: Theme[] = [
  {
    id: 'quality',
    praise: 'Quality of the work',
    complaint: 'Quality of the work',
    words:
      /\b(quality|workmanship|tidy job|neat|thorough|professional\w*|great job|good job|excellent (job|work)|fixed|sorted|solved|first[- ]class|top[- ]notch|botched|shoddy|leak\w*)/gi,
  },
  {
    id: 'timeliness',
    praise: 'Turning up on time',
    complaint: 'Lateness or delays',
    words:
      /\b(on time|punctual\w*|prompt\w*|quick\w*|fast|same[- ]day|turned up|showed up|arrived|late|delay\w*|wait\w*|no[- ]show|slow\w*)/gi,
  },
  {
    id: 'communication',
    praise: 'Clear communication',
    complaint: 'Poor communication',
    words:
      /\b(communicat\w*|explain\w*|kept (us|me) (informed|updated|in the loop)|respon\w*|call(ed)? (me |us )?back|repl(y|ied)\w*|ghosted|update[sd]?)/gi,
  },
  {
    id: 'value',
    praise: 'Fair prices',
    complaint: 'Price',
    words: /\b(price\w*|value|afford\w*|reasonabl\w*|cheap\w*|expensive|quote\w*|cost\w*|charg\w*|overcharg\w*|invoice\w*|bill)\b/gi,
  },
  {
    id: 'service',
    praise: 'Friendly, respectful service',
    complaint: 'Attitude or mess left behind',
    words: /\b(friendly|polite|helpful|respectful|courteous|lovely|rude|clean(ed)? up|tidied|mess\w*|careful|care)\b/gi,
  },
];

/** The reviews worth reading: those with words. An AI reader is given exactly these, by index. */
export const withWords = (reviews: PublicReview[]) => reviews.filter((r) => r.text.trim().length > 0);

/** Words that turn a sentence in an otherwise good review into a complaint. */
const NEGATIVE =
  /\b(not|never|didn'?t|wasn'?t|no[- ]show|late|rude|poor|terrible|awful|slow|overcharg\w*|expensive|mess|botched|shoddy|ghosted|disappoint\w*|unhappy|higher than (expected|quoted)|too much|pricey|steep)\b/i;

const sentences = (text: string) =>
  text
    .split(/(?<=[.!?])\s+|\n+/)
    .map((s) => s.trim())
    .filter(Boolean);

function ranked(tally: Map<string, number>, limit: number): Counted[] {
  return [...tally]
    .filter(([, n]) => n > 0)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, limit)
    .map(([text, mentions]) => ({ text, mentions }));
}

/** The themes of one business's public reviews. Each review counts once per theme, however often it repeats it. */
export function readReviews(reviews: PublicReview[]): ReviewThemes {
  const read = withWords(reviews);
  const praise = new Map<string, number>();
  const complaints = new Map<string, number>();
  const keywords = new Map<string, number>();
  for (const review of read) {
    const praised = new Set<string>();
    const faulted = new Set<string>();
    const words = new Set<string>();
    for (const sentence of sentences(review.text)) {
      for (const theme of THEMES) {
        const hits = [...sentence.matchAll(theme.words)].map((m) => m[0].toLowerCase());
        if (hits.length === 0) continue;
        const negative = review.rating <= 2 || (review.rating === 3 && NEGATIVE.test(sentence)) || NEGATIVE.test(sentence);
        if (negative) faulted.add(theme.complaint);
        else {
          praised.add(theme.praise);
          for (const w of hits) words.add(w);
        }
      }
    }
    for (const t of praised) praise.set(t, (praise.get(t) ?? 0) + 1);
    for (const t of faulted) complaints.set(t, (complaints.get(t) ?? 0) + 1);
    for (const w of words) keywords.set(w, (keywords.get(w) ?? 0) + 1);
  }
  return build(read.length, praise, complaints, keywords);
}

function build(total: number, praise: Map<string, number>, complaints: Map<string, number>, keywords: Map<string, number>): ReviewThemes {
  const commonPraise = ranked(praise, 3);
  const commonComplaints = ranked(complaints, 3);
  return {
    reviewsRead: total,
    commonPraise,
    commonComplaints,
    // Strong: praised by at least half the reviews read (and by two or more).
    strengthAreas: commonPraise.filter((c) => c.mentions >= 2 && c.mentions * 2 >= total).slice(0, 2),
    opportunityAreas: commonComplaints.slice(0, 2),
    keywords: ranked(keywords, 8),
  };
}

const normal = (text: string) =>
  text
    .toLowerCase()
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/\s+/g, ' ')
    .trim();

/**
 * An AI reader's mentions turned into themes, if every one holds up: a review that exists, a theme from the list, and
 * a quote found word for word in that review. One that does not (an invented theme or quote) refuses the whole reading,
 * and the caller falls back to `readReviews`. Keywords stay Korero's own counts.
 */
export function themesFromMentions(
  reviews: PublicReview[],
  mentions: Array<{ review: number; theme: string; kind: 'praise' | 'complaint'; quote: string }>,
): ReviewThemes | null {
  const read = withWords(reviews);
  const praise = new Map<string, Set<number>>();
  const complaints = new Map<string, Set<number>>();
  for (const m of mentions) {
    const review = read[m.review];
    const theme = THEMES.find((t) => t.id === m.theme);
    if (!review || !theme || !normal(review.text).includes(normal(m.quote))) return null;
    const into = m.kind === 'praise' ? praise : complaints;
    const label = m.kind === 'praise' ? theme.praise : theme.complaint;
    (into.get(label) ?? into.set(label, new Set()).get(label)!).add(m.review);
  }
  const sizes = (from: Map<string, Set<number>>) => new Map([...from].map(([k, v]) => [k, v.size]));
  const own = readReviews(read);
  return build(read.length, sizes(praise), sizes(complaints), new Map(own.keywords.map((k) => [k.text, k.mentions])));
}
