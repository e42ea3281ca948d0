export type ScoreName = 'overall' | 'quality' | 'timeliness' | 'communication' | 'value';

/** Exactly what the customer gave; a drafter (the composer or a model) may use nothing else. */
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
