import type { AiPort } from '@korero/core/sdk';
import { z } from 'zod';
import { draftReply } from './embedded-drafter.ts';
import { replyProblems } from './reply-check.ts';
import { type ReplyInput, reviewerFirstName, SUGGESTION_MAX_CHARS } from './reply-input.ts';

/** The rules the embedded drafter follows and the check enforces, given to a model. */
export const REPLY_RULES = [
  "You draft the owner's public reply to a Google review of their New Zealand business. The owner will read and edit it before posting.",
  `Write 2 to 4 short sentences (under ${SUGGESTION_MAX_CHARS} characters), warm and plain, in New Zealand English. Thank the reviewer by first name when one is given.`,
  "Use only the review's own words and the business's name. Mention what the review praised, in the review's words. Never invent facts, names, dates, numbers or prices.",
  'Name no person except the reviewer and people the review itself names. Do not sign with a person’s name; sign as the team at the business, or not at all.',
  'Never offer or promise anything: no discounts, refunds, vouchers, free anything, compensation, fixes or changes.',
  'Apologise only for a problem the review states. For a low rating, acknowledge in general words that something went wrong (never quote or repeat the complaint, or name anyone it blames) and invite the reviewer to get in touch with the business directly.',
  'Never ask the reviewer to change, update, edit or remove their review or rating.',
  'No web addresses, email addresses, phone numbers, placeholders in brackets, hashtags or emojis. Answer with the reply text in "reply".',
].join(' ');

const replyAnswer = z.object({ reply: z.string() });

/** What the model is given: the review and the business's name, nothing else (the reviewer's first name only). */
export function replyFacts(input: ReplyInput): string {
  const facts = {
    business: input.businessName,
    reviewerFirstName: reviewerFirstName(input.reviewer),
    starRating: input.starRating,
    comment: input.comment?.trim() || null,
  };
  return `The Google review, as JSON:\n${JSON.stringify(facts)}`;
}

interface Logger {
  warn(details: object, message: string): void;
}

export interface Suggestion {
  comment: string;
  /** Who drafted it: the model, or the embedded drafter (no model, it failed, or its reply broke a rule). */
  by: 'model' | 'embedded';
}

export interface ReplySuggester {
  suggest(input: ReplyInput): Promise<Suggestion>;
}

const silent: Logger = { warn() {} };

/**
 * Suggests a reply to a Google review: the AI port's model's when there is one and its reply passes the check
 * (reply-check.ts), else the embedded drafter's. Never throws for the model's sake.
 */
export function createReplySuggester(ai: AiPort, logger: Logger = silent): ReplySuggester {
  return {
    async suggest(input) {
      const answer = await ai.complete({
        task: 'google_review_reply',
        instructions: REPLY_RULES,
        input: replyFacts(input),
        schema: replyAnswer,
        temperature: 0.7,
        maxTokens: 300,
      });
      if (answer.ok) {
        const reply = answer.value.reply.trim();
        const problems = replyProblems(reply, input);
        if (problems.length === 0) return { comment: reply, by: 'model' };
        logger.warn({ problems }, 'AI reply refused; using the embedded drafter');
      } else if (answer.reason !== 'none') {
        logger.warn({ reason: answer.reason }, 'No AI reply; using the embedded drafter');
      }
      return { comment: draftReply(input), by: 'embedded' };
    },
  };
}
