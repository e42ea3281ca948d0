import { CLOCK_SKEW_MS, nameSimilarity, prepare, textSimilarity, timeSimilarity, WINDOW_MS, type PreparedText } from './similarity.ts';

/** A customer who chose Google, as the matcher needs it. */
export interface MatchCandidate {
  submissionId: string;
  createdAt: Date;
  postedAt: Date | null;
  customerName: string;
  starRating: number;
  approvedText: string;
}

/** A Google review not yet matched. */
export interface MatchReview {
  id: string;
  reviewer: string;
  starRating: number;
  comment: string | null;
  createdAt: Date;
}

export interface PairScore {
  /** The combined score, 0–1. */
  score: number;
  text: number;
  /** null: either name names nobody (neither helps nor counts against). */
  name: number | null;
  time: number;
}

export interface Claim {
  submissionId: string;
  reviewId: string;
  score: number;
}

/**
 * Weights of the combined score. The words carry it: a name is shared by many customers and the time by everyone who
 * posted that day; they separate customers whose texts are alike, and never make a match of texts that are not.
 */
const WEIGHT = { text: 0.7, name: 0.15, time: 0.15 };
/** A name that names nobody counts as half: between a match and a mismatch. */
const NAMELESS = 0.5;
/** A customer may give Google one star more or less than Korero; more than that is not the same review. */
const MAX_STAR_GAP = 1;
const STAR_GAP_PENALTY = 0.05;

/** Below either, nothing is claimed: the text must be recognisably the customer's, and all of it together convincing. */
export const MIN_TEXT = 0.6;
export const THRESHOLD = 0.7;
/**
 * A claim must beat every other plausible pairing of its review, and of its submission, by this much: two customers
 * whose texts are alike (the same stock praise, the same day) are not told apart by a whisker, so neither is claimed.
 */
export const MARGIN = 0.1;

/**
 * The score of one review against one submission, or null when they cannot be the same: the review has no words
 * (stars, a name and a time say too little: see README), it appeared before the submission or more than 30 days
 * after, or its stars are more than one away.
 */
export function scorePair(
  candidate: MatchCandidate & { prepared?: PreparedText },
  review: MatchReview & { prepared?: PreparedText },
): PairScore | null {
  if (!review.comment?.trim()) return null;
  const time = timeSimilarity(candidate, review.createdAt);
  if (time === null) return null;
  const gap = Math.abs(candidate.starRating - review.starRating);
  if (gap > MAX_STAR_GAP) return null;
  const text = textSimilarity(candidate.prepared ?? prepare(candidate.approvedText), review.prepared ?? prepare(review.comment));
  const name = nameSimilarity(candidate.customerName, review.reviewer);
  const score = WEIGHT.text * text + WEIGHT.name * (name ?? NAMELESS) + WEIGHT.time * time - (gap ? STAR_GAP_PENALTY : 0);
  return { score: Math.max(0, Math.round(score * 1000) / 1000), text, name, time };
}

interface Pair extends PairScore {
  review: string;
  submission: string;
}

/**
 * One-to-one claims, each certain: a pair is claimed only when it passes the threshold, and is the best for its
 * review AND for its submission by MARGIN over the runner-up on either side (any pairing that passes the hard checks
 * competes, even one below the threshold). Claimed pairs leave the pool and the rest are looked at again, so a review
 * that was close between two submissions is settled once one of them is clearly another review's; one still close
 * stays unclaimed. Deterministic: the same inputs give the same claims (two processes agree).
 */
export function match(candidates: MatchCandidate[], reviews: MatchReview[]): Claim[] {
  const subs = candidates.map((c) => ({ ...c, prepared: prepare(c.approvedText) }));
  const byTime = [...subs].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  const pairs: Pair[] = [];
  for (const r of reviews) {
    if (!r.comment?.trim()) continue;
    const review = { ...r, prepared: prepare(r.comment) };
    const latest = r.createdAt.getTime() + CLOCK_SKEW_MS;
    // The submissions of the review's window only: from 30 days before it (binary search) to just after it.
    let lo = 0;
    let hi = byTime.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (byTime[mid]!.createdAt.getTime() < r.createdAt.getTime() - WINDOW_MS) lo = mid + 1;
      else hi = mid;
    }
    for (let i = lo; i < byTime.length; i++) {
      const s = byTime[i]!;
      if (s.createdAt.getTime() > latest) break;
      const scored = scorePair(s, review);
      // A pairing this far below the threshold can neither be claimed nor come within MARGIN of a claim: left out.
      if (scored && scored.score >= THRESHOLD - MARGIN) pairs.push({ ...scored, review: r.id, submission: s.submissionId });
    }
  }
  const claims: Claim[] = [];
  let pool = pairs;
  for (;;) {
    const bestOf = (key: 'review' | 'submission') => {
      const top = new Map<string, { best: Pair; second: number }>();
      for (const p of pool) {
        const t = top.get(p[key]);
        if (!t) top.set(p[key], { best: p, second: 0 });
        else if (p.score > t.best.score) top.set(p[key], { best: p, second: t.best.score });
        else t.second = Math.max(t.second, p.score);
      }
      return top;
    };
    const forReview = bestOf('review');
    const forSubmission = bestOf('submission');
    const now: Pair[] = [];
    for (const { best, second } of forReview.values()) {
      if (best.score < THRESHOLD || best.text < MIN_TEXT || best.score - second < MARGIN) continue;
      const other = forSubmission.get(best.submission)!;
      if (other.best !== best || best.score - other.second < MARGIN) continue;
      now.push(best);
    }
    if (!now.length) break;
    for (const p of now) claims.push({ submissionId: p.submission, reviewId: p.review, score: p.score });
    const taken = new Set(now.flatMap((p) => [p.review, p.submission]));
    pool = pool.filter((p) => !taken.has(p.review) && !taken.has(p.submission));
  }
  return claims;
}
