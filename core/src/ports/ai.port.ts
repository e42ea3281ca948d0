import type { z } from 'zod';
import { definePort } from './define-port.ts';

/**
 * One structured question to a language model: what to do (instructions), what to do it with (input), and the shape
 * the answer must have (a zod schema, sent to the model as JSON Schema and checked again on the answer).
 */
export interface CompletionRequest<S extends z.ZodType> {
  /** Names the task in logs and to the provider ("review_draft"): lower-case letters, digits and underscores. */
  task: string;
  instructions: string;
  /** The material, as text the caller prepared (often JSON). */
  input: string;
  schema: S;
  /** 0 for a reading that should not vary; higher for wording that should. */
  temperature?: number;
  maxTokens?: number;
}

/**
 * The answer to a completion. It never throws: `ok: false` says why there is no value, and the caller uses its own
 * deterministic fallback for every reason alike. The provider logs what went wrong; the caller need not.
 * - `none`: no model is configured (the embedded default);
 * - `failed`: the provider could not be reached or answered with an error;
 * - `invalid`: the answer was not JSON, or did not satisfy the schema.
 */
export type Completion<T> = { ok: true; value: T } | { ok: false; reason: 'none' | 'failed' | 'invalid'; detail: string };

export interface TranscriptionInput {
  audio: Buffer;
  contentType: string;
  fileName: string;
}

/**
 * Language models, for any module: structured completion and speech to text. It knows nothing of what a module asks;
 * the prompt, the schema and what to do without an answer are the caller's.
 */
export interface AiPort {
  /** The provider that answers completions ("openai"); null when none is configured and every answer is `none`. */
  readonly completer: string | null;
  complete<S extends z.ZodType>(request: CompletionRequest<S>): Promise<Completion<z.output<S>>>;
  /** null when no transcription service is configured. */
  readonly transcriber: string | null;
  /** Throws when there is no transcription service or it fails. */
  transcribe(input: TranscriptionInput): Promise<string>;
}

export const aiPort = definePort<AiPort>('ai');
