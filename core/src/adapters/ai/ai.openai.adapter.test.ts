import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReviewDraftInput } from '../../ports/ai.port.ts';
import { DRAFT_RULES, OpenAiReviews } from './ai.openai.adapter.ts';

// An OpenAI-compatible stand-in on 127.0.0.1: the next chat answer is set by each test.
let nextDraft: string | { status: number } = '';
const requests: Array<{ path: string; body: string; contentType: string | undefined }> = [];
const server = createServer((req, res) => {
  let body = '';
  req.on('data', (c: Buffer) => (body += c.toString('latin1')));
  req.on('end', () => {
    requests.push({ path: req.url ?? '', body, contentType: req.headers['content-type'] });
    res.setHeader('content-type', 'application/json');
    if (req.url === '/v1/chat/completions') {
      if (typeof nextDraft !== 'string')
        return void res.writeHead(nextDraft.status).end(JSON.stringify({ error: { message: 'overloaded' } }));
      return void res.end(
        JSON.stringify({
          id: 'c1',
          object: 'chat.completion',
          created: 1,
          model: 'test-model',
          choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content: nextDraft } }],
        }),
      );
    }
    if (req.url === '/v1/audio/transcriptions') return void res.end(JSON.stringify({ text: ' The team was quick and tidy. ' }));
    res.writeHead(404).end('{}');
  });
});

const input: ReviewDraftInput = {
  starRating: 5,
  positives: [{ category: 'quality', text: 'Tidy, careful workmanship' }],
  improvements: [],
  scores: { overall: 9 },
  jobDescription: 'Hot water cylinder',
  jobLocation: 'Lower Hutt',
  businessName: 'Tane Plumbing',
  teamMembers: ['Wiremu Tane'],
  customerWords: '',
  seed: 'x',
};

let ai: OpenAiReviews;
beforeAll(async () => {
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  ai = new OpenAiReviews(
    {
      apiKey: 'sk-test',
      baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
      model: 'test-model',
      transcribeModel: 'whisper-test',
      timeoutMs: 5000,
    },
    pino({ level: 'silent' }),
  );
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

describe('the OpenAI adapter (real SDK, local stand-in)', () => {
  it("sends the rules and only the customer's facts, and keeps a draft that stays within them", async () => {
    nextDraft = 'Tane Plumbing did a great job on our hot water cylinder, with tidy, careful workmanship. Thanks to Wiremu.';
    expect(await ai.draftReview(input)).toBe(nextDraft);
    const sent = JSON.parse(requests.at(-1)!.body) as { model: string; messages: Array<{ role: string; content: string }> };
    expect(sent.model).toBe('test-model');
    expect(sent.messages[0]).toEqual({ role: 'system', content: DRAFT_RULES });
    expect(sent.messages[1]!.content).toContain('"teamFirstNames":["Wiremu"]');
    expect(sent.messages[1]!.content).not.toContain('Tane"]');
  });

  it('falls back to the composer when the model invents a name or a number', async () => {
    nextDraft = 'Bob from Tane Plumbing was great, 10 out of 10.';
    const text = await ai.draftReview(input);
    expect(text).not.toContain('Bob');
    expect(text.toLowerCase()).toContain('tidy, careful workmanship');
  });

  it('falls back to the composer when the service fails', async () => {
    nextDraft = { status: 500 };
    const text = await ai.draftReview(input);
    expect(text).toContain('Tane Plumbing');
  });

  it('transcribes audio through the same SDK', async () => {
    const text = await ai.transcribe({ audio: Buffer.from('fake-webm-bytes'), contentType: 'audio/webm', fileName: 'voice.webm' });
    expect(text).toBe('The team was quick and tidy.');
    const req = requests.at(-1)!;
    expect(req.path).toBe('/v1/audio/transcriptions');
    expect(req.contentType).toMatch(/^multipart\/form-data/);
    expect(req.body).toContain('whisper-test');
    expect(req.body).toContain('fake-webm-bytes');
  });

  it('reads review themes with a schema that allows only the themes given, and answers null on a bad answer', async () => {
    const themes = [
      { id: 'timeliness', praise: 'Turning up on time', complaint: 'Lateness or delays' },
      { id: 'value', praise: 'Fair prices', complaint: 'Price' },
    ];
    const reviews = [{ rating: 5, text: 'Turned up on time, fair price.' }];
    nextDraft = JSON.stringify({ mentions: [{ review: 0, theme: 'timeliness', kind: 'praise', quote: 'Turned up on time' }] });
    expect(await ai.readThemes({ themes, reviews })).toEqual([
      { review: 0, theme: 'timeliness', kind: 'praise', quote: 'Turned up on time' },
    ]);
    const sent = JSON.parse(requests.at(-1)!.body) as {
      response_format: {
        type: string;
        json_schema: { strict: boolean; schema: { properties: { mentions: { items: { properties: { theme: { enum: string[] } } } } } } };
      };
      messages: Array<{ content: string }>;
    };
    expect(sent.response_format.type).toBe('json_schema');
    expect(sent.response_format.json_schema.strict).toBe(true);
    expect(sent.response_format.json_schema.schema.properties.mentions.items.properties.theme.enum).toEqual(['timeliness', 'value']);
    expect(sent.messages[1]!.content).toContain('Turned up on time, fair price.');

    nextDraft = 'Sure! Here are the themes: timeliness.';
    expect(await ai.readThemes({ themes, reviews })).toBeNull();
    nextDraft = { status: 503 };
    expect(await ai.readThemes({ themes, reviews })).toBeNull();
  });
});
