/**
 * Tests only: the Graph API calls Korero makes, on 127.0.0.1, with Facebook Login's dialog as a page whose link
 * returns to Korero with a code. Pages, conversations and how the Send API behaves are set by the test.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StandInConversation {
  psid: string;
  name: string;
  /** When the person last wrote, as an ISO time. */
  lastMessageAt: string;
}

export interface StandInCall {
  method: string;
  path: string;
  query: URLSearchParams;
  authorization: string | undefined;
  body: any;
}

export class GraphStandIn {
  readonly calls: StandInCall[] = [];
  /** The Pages the signed-in Facebook user manages (token = "page-token-<id>"). */
  pages: Array<{ id: string; name: string }> = [{ id: '1010', name: 'Rangi Plumbing' }];
  conversations: StandInConversation[] = [];
  /** How the Send API answers next: `transient` fails once with a 500, then works. */
  send: 'ok' | 'transient' | 'expired' | 'window' = 'ok';
  readonly sent: Array<{ pageId: string; psid: string; text: string; url: string; title: string }> = [];
  readonly #server: Server;

  private constructor() {
    this.#server = createServer((req, res) => {
      let raw = '';
      req.on('data', (c: Buffer) => (raw += c.toString()));
      req.on('end', () => {
        const url = new URL(req.url ?? '/', 'http://x');
        const call: StandInCall = {
          method: req.method ?? 'GET',
          path: url.pathname,
          query: url.searchParams,
          authorization: req.headers.authorization,
          body: raw ? JSON.parse(raw) : null,
        };
        this.calls.push(call);
        const [status, body, type] = this.#answer(call);
        res.writeHead(status, { 'content-type': type ?? 'application/json' });
        res.end(typeof body === 'string' ? body : JSON.stringify(body));
      });
    });
  }

  static async start(): Promise<GraphStandIn> {
    const stand = new GraphStandIn();
    await new Promise<void>((r) => stand.#server.listen(0, '127.0.0.1', r));
    return stand;
  }

  get url(): string {
    return `http://127.0.0.1:${(this.#server.address() as AddressInfo).port}`;
  }

  close(): Promise<void> {
    return new Promise((r) => this.#server.close(() => r()));
  }

  #error(status: number, code: number, message: string, subcode?: number): [number, object] {
    return [status, { error: { message, type: 'OAuthException', code, ...(subcode ? { error_subcode: subcode } : {}), fbtrace_id: 'x' } }];
  }

  #answer(call: StandInCall): [number, unknown, string?] {
    const path = call.path.replace(/^\/v\d+\.\d+\//, '');
    const bearer = call.authorization?.replace(/^Bearer /, '') ?? '';
    if (path === 'dialog/oauth') {
      const back = `${call.query.get('redirect_uri')}?code=code-for-korero&state=${encodeURIComponent(call.query.get('state') ?? '')}`;
      return [
        200,
        `<!doctype html><title>Log in With Facebook</title><h1>Korero wants to manage your Pages</h1><a href="${back}">Continue</a>`,
        'text/html',
      ];
    }
    if (path === 'oauth/access_token') {
      if (call.query.get('grant_type') === 'fb_exchange_token')
        return [200, { access_token: `long-${call.query.get('fb_exchange_token')}` }];
      if (call.query.get('code') !== 'code-for-korero') return this.#error(400, 100, 'Invalid verification code format.');
      return [200, { access_token: 'short-user-token', token_type: 'bearer' }];
    }
    if (path === 'me/accounts') {
      if (bearer !== 'long-short-user-token') return this.#error(400, 190, 'Invalid OAuth access token.');
      return [200, { data: this.pages.map((p) => ({ ...p, access_token: `page-token-${p.id}`, tasks: ['MESSAGING'] })) }];
    }
    const [first, second] = path.split('/');
    const page = this.pages.find((p) => p.id === first);
    if (page && bearer !== `page-token-${page.id}`) return this.#error(400, 190, 'Invalid OAuth access token.');
    if (page && second === 'subscribed_apps') return [200, { success: true }];
    if (page && second === 'conversations') {
      return [
        200,
        {
          data: this.conversations.map((c) => ({
            id: `t_${c.psid}`,
            updated_time: c.lastMessageAt,
            participants: {
              data: [
                { id: c.psid, name: c.name },
                { id: page.id, name: page.name },
              ],
            },
            messages: { data: [{ id: `m_${c.psid}`, created_time: c.lastMessageAt, from: { id: c.psid, name: c.name } }] },
          })),
        },
      ];
    }
    if (page && second === 'messages') {
      if (this.send === 'expired') return this.#error(400, 190, 'Error validating access token: Session has expired.');
      if (this.send === 'window') return this.#error(400, 10, 'This message is sent outside of allowed window.', 2018278);
      if (this.send === 'transient') {
        this.send = 'ok';
        return this.#error(500, 2, 'An unexpected error has occurred. Please retry your request later.');
      }
      const button = call.body.message.attachment.payload;
      this.sent.push({
        pageId: page.id,
        psid: call.body.recipient.id,
        text: button.text,
        url: button.buttons[0].url,
        title: button.buttons[0].title,
      });
      return [200, { recipient_id: call.body.recipient.id, message_id: `mid.${this.sent.length}` }];
    }
    const person = this.conversations.find((c) => c.psid === first);
    if (person) return [200, { profile_pic: `https://platform-lookaside.fbsbx.com/${person.psid}.jpg`, id: person.psid }];
    return this.#error(404, 803, 'Some of the aliases you requested do not exist.');
  }
}
