import type { z } from 'zod';
import type { AiPort, Completion, CompletionRequest } from '../../ports/ai.port.ts';

/**
 * The embedded default: no model. Every completion answers `none`, so each caller uses its own deterministic
 * fallback; with no speech service there is no transcription.
 */
export class EmbeddedAi implements AiPort {
  readonly completer = null;
  readonly transcriber = null;

  async complete<S extends z.ZodType>(_request: CompletionRequest<S>): Promise<Completion<z.output<S>>> {
    return { ok: false, reason: 'none', detail: 'no AI model is configured' };
  }

  async transcribe(): Promise<string> {
    throw new Error('Voice transcription is not set up on this Korero.');
  }
}
