import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Answer {
  status: number;
  headers?: Record<string, string>;
  body?: string;
}

/** A stand-in's HTTP server on 127.0.0.1: each request answered by `answer`, whole. */
export class LocalHttp {
  #server: Server | null = null;

  /** Listens on `port` (any free one by default); answers its address. */
  async start(port: number, answer: (request: IncomingMessage) => Answer | Promise<Answer>): Promise<string> {
    this.#server = createServer((request, response) => {
      void Promise.resolve(answer(request)).then(({ status, headers = {}, body = '' }) => {
        response.writeHead(status, headers);
        response.end(body);
      });
    });
    await new Promise<void>((resolve) => this.#server!.listen(port, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.#server.address() as AddressInfo).port}`;
  }

  async close(): Promise<void> {
    await new Promise<void>((resolve) => (this.#server ? this.#server.close(() => resolve()) : resolve()));
  }
}

/** A request's body as text. */
export async function bodyOf(request: IncomingMessage): Promise<string> {
  let text = '';
  for await (const chunk of request) text += String(chunk);
  return text;
}
