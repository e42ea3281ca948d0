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

export interface AiPort {
  readonly drafter: string;
  draftReview(input: ReviewDraftInput): Promise<string>;
  /** null when no transcription service is configured. */
  readonly transcriber: string | null;
  transcribe(input: TranscriptionInput): Promise<string>;
}

export const aiPort = definePort<AiPort>('ai');
