import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { EmbeddedAi } from './ai.embedded.adapter.ts';

describe('the embedded AI default (no model)', () => {
  it('answers every completion with none, so the caller uses its own fallback', async () => {
    const ai = new EmbeddedAi();
    expect(ai.completer).toBeNull();
    const answer = await ai.complete({ task: 'anything', instructions: 'Say hello.', input: '', schema: z.object({ hello: z.string() }) });
    expect(answer).toEqual({ ok: false, reason: 'none', detail: 'no AI model is configured' });
  });

  it('has no transcription', async () => {
    const ai = new EmbeddedAi();
    expect(ai.transcriber).toBeNull();
    await expect(ai.transcribe()).rejects.toThrow('Voice transcription is not set up');
  });
});
