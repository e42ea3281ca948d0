import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { OpenAiStandIn, type StandInAnswer } from '../../testing/openai-stand-in.ts';
import { OpenAiModel } from './ai.openai.adapter.ts';

// An OpenAI-compatible stand-in on 127.0.0.1: the next chat answer is set by each test.
let next: StandInAnswer = '';
let stand: OpenAiStandIn;
let ai: OpenAiModel;
beforeAll(async () => {
  stand = await OpenAiStandIn.start(() => next);
  ai = new OpenAiModel(
    { apiKey: 'sk-test', baseUrl: stand.url, model: 'test-model', transcribeModel: 'whisper-test', timeoutMs: 5000 },
    pino({ level: 'silent' }),
  );
});
afterAll(() => stand.close());

const colours = z.object({ colours: z.array(z.object({ name: z.enum(['red', 'blue']), count: z.number().int().min(0) })) });
const ask = () =>
  ai.complete({ task: 'count_colours', instructions: 'Count the colours.', input: 'red, red, blue', schema: colours, temperature: 0.5 });

describe('the OpenAI provider (real SDK, local stand-in)', () => {
  it("sends the caller's instructions, input and schema, and answers the parsed value", async () => {
    next = JSON.stringify({
      colours: [
        { name: 'red', count: 2 },
        { name: 'blue', count: 1 },
      ],
    });
    expect(await ask()).toEqual({
      ok: true,
      value: {
        colours: [
          { name: 'red', count: 2 },
          { name: 'blue', count: 1 },
        ],
      },
    });
    const sent = JSON.parse(stand.requests.at(-1)!.body) as {
      model: string;
      temperature: number;
      messages: Array<{ role: string; content: string }>;
      response_format: { type: string; json_schema: { name: string; strict: boolean; schema: Record<string, unknown> } };
    };
    expect(sent.model).toBe('test-model');
    expect(sent.temperature).toBe(0.5);
    expect(sent.messages).toEqual([
      { role: 'system', content: 'Count the colours.' },
      { role: 'user', content: 'red, red, blue' },
    ]);
    expect(sent.response_format.type).toBe('json_schema');
    expect(sent.response_format.json_schema).toMatchObject({ name: 'count_colours', strict: true });
    // Structured outputs' strict mode: objects closed, every property required, enums kept.
    expect(sent.response_format.json_schema.schema).toMatchObject({
      type: 'object',
      additionalProperties: false,
      required: ['colours'],
      properties: { colours: { items: { additionalProperties: false, properties: { name: { enum: ['red', 'blue'] } } } } },
    });
    // Keywords some models refuse in strict mode are not sent (zod still checks them on the answer).
    expect(JSON.stringify(sent.response_format.json_schema.schema)).not.toMatch(/\$schema|minimum|maximum/);
  });

  it('answers invalid, never a value, when the answer is not JSON or does not fit the schema', async () => {
    next = 'Sure! Red twice and blue once.';
    expect(await ask()).toEqual({ ok: false, reason: 'invalid', detail: 'the answer is not JSON' });
    next = JSON.stringify({ colours: [{ name: 'green', count: 1 }] });
    expect(await ask()).toMatchObject({ ok: false, reason: 'invalid', detail: expect.stringContaining('colours') });
    next = JSON.stringify({ colours: [{ name: 'red', count: -1 }] });
    expect(await ask()).toMatchObject({ ok: false, reason: 'invalid' });
  });

  it('answers failed when the service fails, without throwing', async () => {
    next = { status: 500 };
    expect(await ask()).toMatchObject({ ok: false, reason: 'failed' });
    next = { status: 401 };
    expect(await ask()).toMatchObject({ ok: false, reason: 'failed' });
  });

  it('transcribes audio through the same SDK', async () => {
    const text = await ai.transcribe({ audio: Buffer.from('fake-webm-bytes'), contentType: 'audio/webm', fileName: 'voice.webm' });
    expect(text).toBe('The team was quick and tidy.');
    const req = stand.requests.at(-1)!;
    expect(req.path).toBe('/v1/audio/transcriptions');
    expect(req.contentType).toMatch(/^multipart\/form-data/);
    expect(req.body).toContain('whisper-test');
    expect(req.body).toContain('fake-webm-bytes');
  });
});
