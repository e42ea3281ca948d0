/**
 * Tests only (and scripts/openai-stand-in.ts, by hand): an OpenAI-compatible API on 127.0.0.1 speaking the two shapes
 * Korero's OpenAI provider uses, chat completions and audio transcriptions. What a chat answers is the test's: its
 * `answer` gets each request, read, and gives the message content, or an HTTP error status.
 */
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A chat-completions request as the stand-in read it. */
export interface StandInChat {
  /** The structured answer's name (response_format.json_schema.name), null without one. */
  task: string | null;
  /** The JSON Schema the answer was asked to fit, null without one. */
  schema: Record<string, unknown> | null;
  model: string;
  system: string;
  user: string;
}

export type StandInAnswer = string | { status: number };

export class OpenAiStandIn {
  /** Every request, raw (a transcription's body is multipart, read as latin1 so the audio bytes survive). */
  readonly requests: Array<{ path: string; body: string; contentType: string | undefined }> = [];
  /** Every chat request, read. */
  readonly chats: StandInChat[] = [];
  answer: (chat: StandInChat) => StandInAnswer;
  transcript = ' The team was quick and tidy. ';
  readonly #server: Server;

  private constructor(answer: (chat: StandInChat) => StandInAnswer) {
    this.answer = answer;
    this.#server = createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString('latin1')));
      req.on('end', () => {
        this.requests.push({ path: req.url ?? '', body, contentType: req.headers['content-type'] });
        res.setHeader('content-type', 'application/json');
        if (req.method === 'POST' && req.url === '/v1/chat/completions')
          return void this.#chat(Buffer.from(body, 'latin1').toString('utf8'), res);
        if (req.method === 'POST' && req.url === '/v1/audio/transcriptions') return void res.end(JSON.stringify({ text: this.transcript }));
        res.writeHead(404).end(JSON.stringify({ error: { message: `No route ${req.method} ${req.url}` } }));
      });
    });
  }

  /** Listens on 127.0.0.1 (a free port unless one is given). */
  static async start(answer: (chat: StandInChat) => StandInAnswer = () => '{}', port = 0): Promise<OpenAiStandIn> {
    const stand = new OpenAiStandIn(answer);
    await new Promise<void>((resolve, reject) => {
      stand.#server.once('error', reject);
      stand.#server.listen(port, '127.0.0.1', resolve);
    });
    return stand;
  }

  /** OPENAI_BASE_URL for Korero. */
  get url(): string {
    return `http://127.0.0.1:${(this.#server.address() as AddressInfo).port}/v1`;
  }

  close(): Promise<void> {
    return new Promise((r) => this.#server.close(() => r()));
  }

  #chat(raw: string, res: ServerResponse): void {
    const body = JSON.parse(raw) as {
      model: string;
      messages: Array<{ role: string; content: string }>;
      response_format?: { json_schema?: { name: string; schema: Record<string, unknown> } };
    };
    const chat: StandInChat = {
      task: body.response_format?.json_schema?.name ?? null,
      schema: body.response_format?.json_schema?.schema ?? null,
      model: body.model,
      system: body.messages.find((m) => m.role === 'system')?.content ?? '',
      user: body.messages.find((m) => m.role === 'user')?.content ?? '',
    };
    this.chats.push(chat);
    const answer = this.answer(chat);
    if (typeof answer !== 'string')
      return void res.writeHead(answer.status).end(JSON.stringify({ error: { message: 'The stand-in was told to fail.' } }));
    res.end(
      JSON.stringify({
        id: `chatcmpl-${this.chats.length}`,
        object: 'chat.completion',
        created: Math.floor(Date.now() / 1000),
        model: body.model,
        choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content: answer } }],
      }),
    );
  }
}
