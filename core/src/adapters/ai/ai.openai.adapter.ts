import OpenAI, { toFile } from 'openai';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { AiPort, Completion, CompletionRequest, TranscriptionInput } from '../../ports/ai.port.ts';

export interface OpenAiSettings {
  apiKey: string;
  baseUrl?: string | undefined;
  model: string;
  transcribeModel: string;
  timeoutMs?: number;
}

// The JSON Schema keywords every model with structured outputs accepts in strict mode. Others (minLength, minimum,
// pattern…) are refused by some; they are left out of what is sent and still checked, by zod, on the answer.
const KEPT = new Set([
  'type',
  'properties',
  'required',
  'additionalProperties',
  'items',
  'enum',
  'const',
  'anyOf',
  '$defs',
  '$ref',
  'description',
]);

function keepPortable(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(keepPortable);
  if (!node || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (!KEPT.has(key)) continue;
    // Property names and definitions are the caller's words, not keywords: keep each, cleaned.
    out[key] =
      key === 'properties' || key === '$defs'
        ? Object.fromEntries(Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, keepPortable(v)]))
        : keepPortable(value);
  }
  return out;
}

/** The caller's zod schema as the JSON Schema OpenAI's structured outputs take (strict: closed objects, all required). */
export function responseSchema(schema: z.ZodType): Record<string, unknown> {
  return keepPortable(z.toJSONSchema(schema, { io: 'output' })) as Record<string, unknown>;
}

/**
 * Completion and transcription through any OpenAI-compatible API (OPENAI_BASE_URL). The answer is asked for in the
 * caller's schema (structured outputs) and checked against it again here, since a compatible server may ignore it.
 */
export class OpenAiModel implements AiPort {
  readonly completer = 'openai';
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

  async complete<S extends z.ZodType>(request: CompletionRequest<S>): Promise<Completion<z.output<S>>> {
    let content: string;
    try {
      const completion = await this.client.chat.completions.create({
        model: this.settings.model,
        temperature: request.temperature ?? 0,
        max_tokens: request.maxTokens ?? 1000,
        response_format: {
          type: 'json_schema',
          json_schema: { name: request.task, strict: true, schema: responseSchema(request.schema) },
        },
        messages: [
          { role: 'system', content: request.instructions },
          { role: 'user', content: request.input },
        ],
      });
      content = completion.choices[0]?.message?.content ?? '';
    } catch (error) {
      this.logger.warn({ err: error, task: request.task }, 'The AI provider failed');
      return { ok: false, reason: 'failed', detail: error instanceof Error ? error.message : String(error) };
    }
    let answer: unknown;
    try {
      answer = JSON.parse(content);
    } catch {
      this.logger.warn({ task: request.task, answer: content.slice(0, 200) }, "The AI provider's answer is not JSON");
      return { ok: false, reason: 'invalid', detail: 'the answer is not JSON' };
    }
    const parsed = request.schema.safeParse(answer);
    if (parsed.success) return { ok: true, value: parsed.data };
    const detail = z.prettifyError(parsed.error);
    this.logger.warn({ task: request.task, issues: detail }, "The AI provider's answer does not fit the schema");
    return { ok: false, reason: 'invalid', detail };
  }

  async transcribe(input: TranscriptionInput): Promise<string> {
    const file = await toFile(input.audio, input.fileName, { type: input.contentType });
    const result = await this.client.audio.transcriptions.create({ file, model: this.settings.transcribeModel, language: 'en' });
    return result.text.trim();
  }
}
