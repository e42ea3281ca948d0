import type { AiPort, CompletionRequest } from '@korero/core/sdk';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { mentionsAnswer, readThemes, THEME_RULES } from './theme-reader.ts';

const themes = [
  { id: 'timeliness', praise: 'Turning up on time', complaint: 'Lateness or delays' },
  { id: 'value', praise: 'Fair prices', complaint: 'Price' },
];
const reviews = [{ rating: 5, text: 'Turned up on time, fair price.' }];

/** An AI port whose model answers `raw`, checked against the caller's schema as a real provider does. */
function model(raw: unknown, asked: Array<CompletionRequest<z.ZodType>> = []): AiPort {
  return {
    completer: 'test',
    transcriber: null,
    transcribe: () => Promise.reject(new Error('none')),
    async complete(request) {
      asked.push(request);
      const parsed = request.schema.safeParse(raw);
      return parsed.success ? { ok: true, value: parsed.data } : { ok: false, reason: 'invalid', detail: 'shape' };
    },
  };
}

describe('reading competitors’ reviews for themes through the AI port', () => {
  it('asks with the rules, the themes and the reviews by index, and answers the mentions', async () => {
    const asked: Array<CompletionRequest<z.ZodType>> = [];
    const mention = { review: 0, theme: 'timeliness', kind: 'praise', quote: 'Turned up on time' };
    expect(await readThemes(model({ mentions: [mention] }, asked), themes, reviews)).toEqual([mention]);
    expect(asked[0]).toMatchObject({ task: 'review_themes', instructions: THEME_RULES, temperature: 0 });
    expect(asked[0]!.input).toContain('{"index":0,"stars":5,"text":"Turned up on time, fair price."}');
  });

  it('answers null when there is no reading: a theme not on the list, a bad shape, or no model', async () => {
    expect(
      await readThemes(model({ mentions: [{ review: 0, theme: 'parking', kind: 'praise', quote: 'on time' }] }), themes, reviews),
    ).toBeNull();
    expect(await readThemes(model({ themes: [] }), themes, reviews)).toBeNull();
    const none: AiPort = { ...model({}), completer: null, complete: async () => ({ ok: false, reason: 'none', detail: 'no model' }) };
    expect(await readThemes(none, themes, reviews)).toBeNull();
    expect(mentionsAnswer(['value']).safeParse({ mentions: [{ review: -1, theme: 'value', kind: 'praise', quote: 'x' }] }).success).toBe(
      false,
    );
  });
});
