/**
 * The few Graph API calls Korero makes, over fetch (Meta publishes no maintained Node SDK for them). Tokens go in the
 * Authorization header, never in a URL that could reach a log; the app secret only in the token exchange, which
 * Meta requires as a query parameter. Errors keep Meta's code so a caller can tell a closed messaging window from
 * an expired token from an outage.
 */
export const GRAPH_VERSION = 'v21.0';

/** What the Page must grant: list the owner's Pages, message through them, and subscribe them to the webhook. */
export const PAGE_SCOPES = ['pages_show_list', 'pages_messaging', 'pages_manage_metadata', 'pages_read_engagement'];

export class GraphError extends Error {
  override readonly name = 'GraphError';
  readonly code: number | null;
  readonly subcode: number | null;
  readonly status: number;

  constructor(message: string, status: number, code: number | null, subcode: number | null) {
    super(message);
    this.status = status;
    this.code = code;
    this.subcode = subcode;
  }

  /** The token expired or was revoked (the owner changed their password, removed the app): reconnect. */
  get tokenInvalid(): boolean {
    return this.code === 190;
  }

  /** Outside the 24-hour standard messaging window, or the person cannot be messaged by this Page. */
  get outsideWindow(): boolean {
    return (this.code === 10 && this.subcode === 2018278) || this.code === 551 || this.subcode === 2018108;
  }

  /** Worth trying again: Meta's own faults, throttling, and the network. */
  get transient(): boolean {
    return this.status >= 500 || this.status === 0 || [1, 2, 4, 17, 32, 341, 368, 613].includes(this.code ?? -1);
  }
}

export interface GraphPage {
  id: string;
  name: string;
  accessToken: string;
}

export interface GraphContact {
  psid: string;
  name: string;
  /** When this person last wrote to the Page (null when the conversation shows none of theirs). */
  lastMessageAt: Date | null;
}

type Json = Record<string, any>;

export class Graph {
  readonly #base: string;
  readonly #appId: string;
  readonly #appSecret: string;

  constructor(base: string, appId: string, appSecret: string) {
    this.#base = base.replace(/\/+$/, '');
    this.#appId = appId;
    this.#appSecret = appSecret;
  }

  /** Facebook Login's dialog: on facebook.com for the real Graph API, beside a stand-in's API otherwise. */
  dialogUrl(redirectUri: string, state: string): string {
    const host = new URL(this.#base).hostname === 'graph.facebook.com' ? 'https://www.facebook.com' : this.#base;
    const params = new URLSearchParams({
      client_id: this.#appId,
      redirect_uri: redirectUri,
      state,
      response_type: 'code',
      scope: PAGE_SCOPES.join(','),
    });
    return `${host}/${GRAPH_VERSION}/dialog/oauth?${params}`;
  }

  async #call(
    method: 'GET' | 'POST' | 'DELETE',
    path: string,
    token: string | null,
    options: { query?: Json; body?: Json } = {},
  ): Promise<Json> {
    const url = `${this.#base}/${GRAPH_VERSION}/${path}${options.query ? `?${new URLSearchParams(options.query)}` : ''}`;
    let res: Response;
    try {
      res = await fetch(url, {
        method,
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(options.body ? { 'content-type': 'application/json' } : {}),
        },
        body: options.body ? JSON.stringify(options.body) : undefined,
        signal: AbortSignal.timeout(10_000),
      });
    } catch (error) {
      throw new GraphError(`Facebook could not be reached (${(error as Error).name}).`, 0, null, null);
    }
    const answer = (await res.json().catch(() => ({}))) as Json;
    if (!res.ok || answer.error) {
      const e = (answer.error ?? {}) as Json;
      throw new GraphError(
        `Facebook refused the request: ${typeof e.message === 'string' ? e.message.slice(0, 200) : `HTTP ${res.status}`}`,
        res.status,
        typeof e.code === 'number' ? e.code : null,
        typeof e.error_subcode === 'number' ? e.error_subcode : null,
      );
    }
    return answer;
  }

  /** The login's code for a long-lived user token (the short-lived one exchanged at once). */
  async userToken(code: string, redirectUri: string): Promise<string> {
    const short = await this.#call('GET', 'oauth/access_token', null, {
      query: { client_id: this.#appId, client_secret: this.#appSecret, redirect_uri: redirectUri, code },
    });
    const long = await this.#call('GET', 'oauth/access_token', null, {
      query: {
        grant_type: 'fb_exchange_token',
        client_id: this.#appId,
        client_secret: this.#appSecret,
        fb_exchange_token: String(short.access_token),
      },
    });
    return String(long.access_token);
  }

  /** The Pages the person manages, each with its Page token (long-lived, since the user token is). */
  async pages(userToken: string): Promise<GraphPage[]> {
    const answer = await this.#call('GET', 'me/accounts', userToken, { query: { fields: 'id,name,access_token', limit: '100' } });
    return ((answer.data ?? []) as Json[])
      .filter((p) => p.id && p.access_token)
      .map((p) => ({ id: String(p.id), name: String(p.name ?? 'Facebook Page'), accessToken: String(p.access_token) }));
  }

  /** Sends the Page's messages to Korero's webhook. */
  async subscribe(pageId: string, pageToken: string): Promise<void> {
    await this.#call('POST', `${encodeURIComponent(pageId)}/subscribed_apps`, pageToken, { query: { subscribed_fields: 'messages' } });
  }

  /** Stops them (on disconnect and account deletion). */
  async unsubscribe(pageId: string, pageToken: string): Promise<void> {
    await this.#call('DELETE', `${encodeURIComponent(pageId)}/subscribed_apps`, pageToken);
  }

  /** The people who have messaged the Page, newest conversation first, with when each last wrote. */
  async contacts(pageId: string, pageToken: string): Promise<GraphContact[]> {
    const answer = await this.#call('GET', `${encodeURIComponent(pageId)}/conversations`, pageToken, {
      query: { platform: 'messenger', fields: 'participants,updated_time,messages.limit(10){from,created_time}', limit: '100' },
    });
    const found: GraphContact[] = [];
    for (const c of (answer.data ?? []) as Json[]) {
      const person = ((c.participants?.data ?? []) as Json[]).find((p) => String(p.id) !== pageId);
      if (!person?.id) continue;
      const theirs = ((c.messages?.data ?? []) as Json[])
        .filter((m) => String(m.from?.id) === String(person.id) && m.created_time)
        .map((m) => new Date(String(m.created_time)).getTime())
        .filter((t) => Number.isFinite(t));
      found.push({
        psid: String(person.id),
        name: String(person.name ?? ''),
        lastMessageAt: theirs.length ? new Date(Math.max(...theirs)) : null,
      });
    }
    return found;
  }

  /** A person's profile picture, if Meta lets the Page see it (null otherwise). */
  async profilePic(psid: string, pageToken: string): Promise<string | null> {
    try {
      const answer = await this.#call('GET', encodeURIComponent(psid), pageToken, { query: { fields: 'profile_pic' } });
      return typeof answer.profile_pic === 'string' ? answer.profile_pic : null;
    } catch {
      return null;
    }
  }

  /** A button template: the text, and one button opening the review link. Resolves with Meta's message id. */
  async sendButton(pageId: string, pageToken: string, psid: string, text: string, url: string, title: string): Promise<string | null> {
    const answer = await this.#call('POST', `${encodeURIComponent(pageId)}/messages`, pageToken, {
      body: {
        recipient: { id: psid },
        messaging_type: 'RESPONSE',
        message: {
          attachment: {
            type: 'template',
            payload: { template_type: 'button', text: text.slice(0, 640), buttons: [{ type: 'web_url', url, title }] },
          },
        },
      },
    });
    return typeof answer.message_id === 'string' ? answer.message_id : null;
  }
}
