import type { AiPort } from '@korero/core/sdk';
import { z } from 'zod';
import { composeReview } from './composer.ts';
import { draftProblems } from './draft-check.ts';
import type { ReviewDraftInput } from './review-draft-input.ts';

/** The rules the built-in composer follows, given to a model. */
export const DRAFT_RULES = [
  "You organise a customer's feedback about a New Zealand service business into a short review they will post themselves.",
  'Write 2 to 5 sentences, in the first person, in New Zealand English, plain and natural, like a real customer.',
  'Use only what the customer gave: their star rating, the points they ticked (use their wording), their scores (describe them in words; never write numbers or "out of"), the job, team members by first name only, and their own words.',
  'Never invent facts, names, places, prices, dates or outcomes. Do not add recommendations or claims they did not make.',
  'Do not add a quality they did not tick, score or mention (such as tidiness, punctuality, friendliness, speed, value, quality of work or communication).',
  'Match the star rating honestly: do not soften criticism or inflate praise. Include the improvement points they ticked.',
  'No emojis, hashtags, headings or quotation marks. Answer with the review text in "review".',
].join(' ');

const draftAnswer = z.object({ review: z.string() });

/** What the model is given: the customer's answers and nothing else (first names only; no seed). */
export function draftFacts(input: ReviewDraftInput): string {
  const facts = {
    starRating: input.starRating,
    business: input.businessName,
    job: input.jobDescription,
    location: input.jobLocation,
    teamFirstNames: input.teamMembers.map((n) => n.trim().split(/\s+/)[0]).filter(Boolean),
    wentWell: input.positives.map((p) => p.text),
    couldImprove: input.improvements.map((p) => p.text),
    scoresOutOf10: input.scores,
    ownWords: input.customerWords,
  };
  return `The customer's feedback, as JSON:\n${JSON.stringify(facts)}`;
}

interface Logger {
  warn(details: object, message: string): void;
}

/**
 * Drafts a customer's review: by the AI port's model when there is one and its draft passes the fact check, else by
 * Korero's own composer (no model, the model failed, or its draft added something the customer did not give).
 */
export class ReviewDrafter {
  readonly #ai: AiPort;
  readonly #logger: Logger;

  constructor(ai: AiPort, logger: Logger) {
    this.#ai = ai;
    this.#logger = logger;
  }

  /** Who drafts: the model's provider, or "composer" (what GET /api/reviews/capabilities says). */
  get name(): string {
    return this.#ai.completer ?? 'composer';
  }

  async draft(input: ReviewDraftInput): Promise<string> {
    const answer = await this.#ai.complete({
      task: 'review_draft',
      instructions: DRAFT_RULES,
      input: draftFacts(input),
      schema: draftAnswer,
      temperature: 0.8,
      maxTokens: 350,
    });
    if (answer.ok) {
      const draft = answer.value.review.trim();
      const problems = draft ? draftProblems(draft, input) : ['an empty answer'];
      if (problems.length === 0) return draft;
      this.#logger.warn({ problems }, 'AI draft refused; using the built-in composer');
    } else if (answer.reason !== 'none') {
      // The provider logged what went wrong; this says what the customer got instead.
      this.#logger.warn({ reason: answer.reason }, 'No AI draft; using the built-in composer');
    }
    return composeReview(input);
  }
}
