import { definePort } from './define-port.ts';

export type ScoreName = 'overall' | 'quality' | 'timeliness' | 'communication' | 'value';

/** Exactly what the customer gave; the drafter may use nothing else. */
export interface ReviewDraftInput {
  starRating: number;
  /** The phrases the customer ticked, in the business's own words, each with its category. */
  positives: Array<{ category: string; text: string }>;
  improvements: Array<{ category: string; text: string }>;
  scores: Partial<Record<ScoreName, number>>;
  jobDescription: string | null;
  jobLocation: string | null;
  businessName: string;
  /** The first names of the people who did the job (never a team's name): see creditedFirstNames. */
  teamMembers: string[];
  customerWords: string;
  /** Varies the wording between customers who chose the same things. */
  seed: string;
}

export interface TranscriptionInput {
  audio: Buffer;
  contentType: string;
  fileName: string;
}

/** Public reviews to read against a fixed list of themes (competitor analysis). */
export interface ThemeReadInput {
  themes: Array<{ id: string; praise: string; complaint: string }>;
  reviews: Array<{ rating: number; text: string }>;
}

/** One review's mention of one theme, with the words that say it (copied from the review, so it can be checked). */
export interface ThemeMention {
  /** Index into the reviews given. */
  review: number;
  theme: string;
  kind: 'praise' | 'complaint';
  quote: string;
}

export interface AiPort {
  readonly drafter: string;
  draftReview(input: ReviewDraftInput): Promise<string>;
  /** null when no transcription service is configured. */
  readonly transcriber: string | null;
  transcribe(input: TranscriptionInput): Promise<string>;
  /**
   * Which reviews mention which theme, as praise or complaint, each with its quote; null when no AI reader is
   * configured or it failed (the caller then uses Korero's own analyser). The caller checks every quote.
   */
  readThemes(input: ThemeReadInput): Promise<ThemeMention[] | null>;
}

export const aiPort = definePort<AiPort>('ai');
