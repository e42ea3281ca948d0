/** What a suggested reply is drafted from: the review as Google shows it and the business's name, nothing else. */
export interface ReplyInput {
  businessName: string;
  /** The reviewer's Google display name ("Aroha Smith", "A Google user", "kiwi_dave"). */
  reviewer: string;
  /** 1–5. */
  starRating: number;
  /** Null or empty for a rating without words. */
  comment: string | null;
}

/** Google keeps replies to 4,096 bytes; a suggestion stays far below, short enough to read and edit on a phone. */
export const SUGGESTION_MAX_CHARS = 600;

/** The reviewer's first name when the display name reads as a person's name, else null ("A Google user", "jd_1987"). */
export function reviewerFirstName(reviewer: string): string | null {
  const first = reviewer.trim().split(/\s+/)[0] ?? '';
  if (/^a$/i.test(first) || /google/i.test(reviewer)) return null;
  return /^\p{Lu}[\p{Ll}'’-]*\p{Ll}$/u.test(first) ? first : null;
}
