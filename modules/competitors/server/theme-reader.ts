import type { AiPort } from '@korero/core/sdk';
import { z } from 'zod';

/** What a model is told when it reads public reviews for themes. */
export const THEME_RULES = [
  'You read public reviews of a New Zealand service business and say which of the given themes each review mentions.',
  'Use only the themes listed, by id. A mention is praise or complaint as the review means it.',
  'For every mention, quote the exact words of that review that say it, copied character for character (a few words).',
  'Never add a theme a review does not mention, and never quote words that are not in that review.',
].join(' ');

/** One review's mention of one theme, with the words that say it (copied from the review, so it can be checked). */
export interface ThemeMention {
  /** Index into the reviews given. */
  review: number;
  theme: string;
  kind: 'praise' | 'complaint';
  quote: string;
}

/** The answer's shape: themes only from the list given (the model is held to it, and the answer checked against it). */
export const mentionsAnswer = (themeIds: [string, ...string[]]) =>
  z.object({
    mentions: z.array(
      z.object({
        review: z.number().int().min(0),
        theme: z.enum(themeIds),
        kind: z.enum(['praise', 'complaint']),
        quote: z.string().min(1),
      }),
    ),
  });

/**
 * Which reviews mention which theme, as praise or complaint, each with its quote, read by the AI port's model; null
 * when there is no model, it failed, or its answer did not fit (the caller then uses Korero's own analyser). The
 * caller checks every quote against its review.
 */
export async function readThemes(
  ai: AiPort,
  themes: Array<{ id: string; praise: string; complaint: string }>,
  reviews: Array<{ rating: number; text: string }>,
): Promise<ThemeMention[] | null> {
  const [first, ...rest] = themes.map((t) => t.id);
  if (first === undefined || !reviews.length) return null;
  const answer = await ai.complete({
    task: 'review_themes',
    instructions: THEME_RULES,
    input: `Themes:\n${JSON.stringify(themes)}\nReviews (by index):\n${JSON.stringify(reviews.map((r, i) => ({ index: i, stars: r.rating, text: r.text })))}`,
    schema: mentionsAnswer([first, ...rest]),
    temperature: 0,
    maxTokens: 1500,
  });
  return answer.ok ? answer.value.mentions : null;
}
