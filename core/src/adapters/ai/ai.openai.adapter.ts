import OpenAI, { toFile } from 'openai';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { AiPort, ReviewDraftInput, ThemeMention, ThemeReadInput, TranscriptionInput } from '../../ports/ai.port.ts';
import { composeReview } from './ai.composer.adapter.ts';
import { draftProblems } from './draft-check.ts';

export interface OpenAiSettings {
  apiKey: string;
  baseUrl?: string | undefined;
  model: string;
  transcribeModel: string;
  timeoutMs?: number;
}

/** The same rules the built-in composer follows, given to the model. */
export const DRAFT_RULES = [
  "You organise a customer's feedback about a New Zealand service business into a short review they will post themselves.",
  'Write 2 to 5 sentences, in the first person, in New Zealand English, plain and natural, like a real customer.',
  'Use only what the customer gave: their star rating, the points they ticked (use their wording), their scores (describe them in words; never write numbers or "out of"), the job, team members by first name only, and their own words.',
  'Never invent facts, names, places, prices, dates or outcomes. Do not add recommendations or claims they did not make.',
  'Match the star rating honestly: do not soften criticism or inflate praise. Include the improvement points they ticked.',
  'No emojis, hashtags, headings or quotation marks. Reply with the review text only.',
].join(' ');

export const THEME_RULES = [
  'You read public reviews of a New Zealand service business and say which of the given themes each review mentions.',
  'Use only the themes listed, by id. A mention is praise or complaint as the review means it.',
  'For every mention, quote the exact words of that review that say it, copied character for character (a few words).',
  'Never add a theme a review does not mention, and never quote words that are not in that review.',
].join(' ');

const mentionsAnswer = z.object({
  mentions: z.array(
    z.object({ review: z.number().int().min(0), theme: z.string(), kind: z.enum(['praise', 'complaint']), quote: z.string().min(1) }),
  ),
});

/** Drafting and transcription through any OpenAI-compatible API, with the composer as the fallback for any failure. */
export class OpenAiReviews implements AiPort {
  readonly drafter = 'openai';
  readonly transcriber = 'openai';
  private readonly client: OpenAI;
  private readonly settings: OpenAiSettings;
  private readonly logger: FastifyBaseLogger;

  constructor(settings: OpenAiSettings, logger: FastifyBaseLogger) {
    this.settings = settings;
    this.logger = logger;
    this.client = new OpenAI({
      apiKey: settings.apiKey,
      ...(settings.baseUrl ? { baseURL: settings.baseUrl } : {}),
      timeout: settings.timeoutMs ?? 20_000,
      maxRetries: 1,
    });
  }

  async draftReview(input: ReviewDraftInput): Promise<string> {
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
    try {
      const completion = await this.client.chat.completions.create({
        model: this.settings.model,
        temperature: 0.8,
        max_tokens: 350,
        messages: [
          { role: 'system', content: DRAFT_RULES },
          { role: 'user', content: `The customer's feedback, as JSON:\n${JSON.stringify(facts)}` },
        ],
      });
      const draft = completion.choices[0]?.message?.content?.trim() ?? '';
      const problems = draft ? draftProblems(draft, input) : ['an empty answer'];
      if (problems.length === 0) return draft;
      this.logger.warn({ problems }, 'AI draft refused; using the built-in composer');
    } catch (error) {
      this.logger.warn({ err: error }, 'AI drafting failed; using the built-in composer');
    }
    return composeReview(input);
  }

  /** A structured-output call: the answer must fit a JSON schema whose themes are only those given. */
  async readThemes(input: ThemeReadInput): Promise<ThemeMention[] | null> {
    const ids = input.themes.map((t) => t.id);
    const schema = {
      type: 'object',
      additionalProperties: false,
      required: ['mentions'],
      properties: {
        mentions: {
          type: 'array',
          items: {
            type: 'object',
            additionalProperties: false,
            required: ['review', 'theme', 'kind', 'quote'],
            properties: {
              review: { type: 'integer' },
              theme: { type: 'string', enum: ids },
              kind: { type: 'string', enum: ['praise', 'complaint'] },
              quote: { type: 'string' },
            },
          },
        },
      },
    };
    try {
      const completion = await this.client.chat.completions.create({
        model: this.settings.model,
        temperature: 0,
        max_tokens: 1500,
        response_format: { type: 'json_schema', json_schema: { name: 'review_themes', strict: true, schema } },
        messages: [
          { role: 'system', content: THEME_RULES },
          {
            role: 'user',
            content: `Themes:\n${JSON.stringify(input.themes)}\nReviews (by index):\n${JSON.stringify(input.reviews.map((r, i) => ({ index: i, stars: r.rating, text: r.text })))}`,
          },
        ],
      });
      const answer = mentionsAnswer.parse(JSON.parse(completion.choices[0]?.message?.content ?? ''));
      return answer.mentions;
    } catch (error) {
      this.logger.warn({ err: error }, "AI review reading failed; using Korero's own analyser");
      return null;
    }
  }

  async transcribe(input: TranscriptionInput): Promise<string> {
    const file = await toFile(input.audio, input.fileName, { type: input.contentType });
    const result = await this.client.audio.transcriptions.create({ file, model: this.settings.transcribeModel, language: 'en' });
    return result.text.trim();
  }
}
