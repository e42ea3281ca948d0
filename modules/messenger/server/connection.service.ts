import { createHash, randomBytes } from 'node:crypto';
import type { ClockPort, Database, SecretBox } from '@korero/core/sdk';
import { badRequest, conflict, forbidden } from '@korero/core/sdk';
import { GraphError, type Graph, type GraphPage } from './graph.ts';
import { forgetConnection } from './messenger-data.ts';

const LOGIN_MS = 10 * 60 * 1000;
const WINDOW_MS = 24 * 60 * 60 * 1000;
type Row = Record<string, unknown>;

const hash = (state: string) => createHash('sha256').update(state).digest('hex');

export interface Connection {
  pageId: string;
  pageName: string;
  status: 'connected' | 'broken';
  problem: string | null;
}

export interface MessengerContact {
  id: string;
  name: string;
  profile_pic: string | null;
  lastMessageAt: string | null;
  /** Inside Meta's 24-hour standard messaging window: an invitation can go now. */
  canMessage: boolean;
  /** Why not, in words the owner can act on (null when it can). */
  reason: string | null;
}

/** What a finished or failed sign-in tells the popup. */
export type LoginOutcome =
  | { kind: 'connected'; pageName: string }
  | { kind: 'choose'; state: string; pages: Array<{ id: string; name: string }> }
  | { kind: 'failed'; message: string };

export interface ConnectionDeps {
  db: Database;
  clock: ClockPort;
  graph: Graph;
  box: SecretBox;
  publicUrl: string;
  logger: { warn(details: object, message: string): void; info(details: object, message: string): void };
}

/**
 * A business's Facebook Page: connecting it through Facebook Login (a state bound to the owner, used once, within ten
 * minutes), its Page token sealed at rest, the people who wrote to it, and the 24-hour window Meta allows for
 * messaging them. The token never leaves this class except to call the Graph API.
 */
export class ConnectionService {
  readonly #d: ConnectionDeps;

  constructor(deps: ConnectionDeps) {
    this.#d = deps;
  }

  get callbackUrl(): string {
    return `${this.#d.publicUrl}/api/facebook/callback`;
  }

  async connection(businessId: string): Promise<Connection | null> {
    const [row] = await this.#d.db.em.execute<Row[]>(
      'select page_id, page_name, status, problem from messenger_connection where business_id = ?',
      [businessId],
    );
    return row
      ? {
          pageId: String(row.page_id),
          pageName: String(row.page_name),
          status: row.status as Connection['status'],
          problem: (row.problem as string) ?? null,
        }
      : null;
  }

  async #token(businessId: string): Promise<{ pageId: string; pageName: string; token: string } | null> {
    const [row] = await this.#d.db.em.execute<Row[]>(
      `select page_id, page_name, token_sealed from messenger_connection where business_id = ? and status = 'connected'`,
      [businessId],
    );
    if (!row) return null;
    return { pageId: String(row.page_id), pageName: String(row.page_name), token: this.#d.box.open(String(row.token_sealed)) };
  }

  /** The Facebook Login address for this owner: a fresh state, kept as a hash, good once for ten minutes. */
  async authUrl(businessId: string, userId: string): Promise<string> {
    const state = randomBytes(24).toString('base64url');
    const now = this.#d.clock.now();
    await this.#d.db.em.execute('delete from messenger_login where created_at < ?', [new Date(now.getTime() - LOGIN_MS)], 'run');
    await this.#d.db.em.execute(
      'insert into messenger_login (state_hash, business_id, user_id, created_at) values (?, ?, ?, ?)',
      [hash(state), businessId, userId, now],
      'run',
    );
    return this.#d.graph.dialogUrl(this.callbackUrl, state);
  }

  /** Takes the state once; refuses one that is unknown, someone else's, used, or older than ten minutes. */
  async #claim(state: string, businessId: string, userId: string, step: 'login' | 'choose'): Promise<Row> {
    const now = this.#d.clock.now();
    const since = new Date(now.getTime() - LOGIN_MS);
    const [row] =
      step === 'login'
        ? await this.#d.db.em.execute<Row[]>(
            `update messenger_login set used_at = ? where state_hash = ? and business_id = ? and user_id = ? and used_at is null and created_at >= ? returning *`,
            [now, hash(state), businessId, userId, since],
          )
        : // The Pages offered, taken once: the update returns the value it cleared.
          await this.#d.db.em.execute<Row[]>(
            `update messenger_login l set pages_sealed = null from (select state_hash, pages_sealed from messenger_login where state_hash = ? and business_id = ? and user_id = ? and pages_sealed is not null and created_at >= ? for update) o
             where l.state_hash = o.state_hash returning o.pages_sealed`,
            [hash(state), businessId, userId, since],
          );
    if (!row)
      throw forbidden('This Facebook sign-in has expired or was not started here. Close this window and connect again from Settings.');
    return row;
  }

  /** Facebook Login's answer: the code for the owner's Pages; one is connected at once, several are offered. */
  async callback(businessId: string, userId: string, input: { code?: string; state?: string; error?: string }): Promise<LoginOutcome> {
    if (!input.state) return { kind: 'failed', message: 'Facebook did not say which sign-in this was. Connect again from Settings.' };
    try {
      await this.#claim(input.state, businessId, userId, 'login');
    } catch (error) {
      return { kind: 'failed', message: (error as Error).message };
    }
    if (input.error || !input.code) return { kind: 'failed', message: 'Facebook sign-in was cancelled, so no Page was connected.' };
    try {
      const token = await this.#d.graph.userToken(input.code, this.callbackUrl);
      const pages = await this.#d.graph.pages(token);
      if (pages.length === 0) {
        return {
          kind: 'failed',
          message: 'No Facebook Page was shared with Korero. Connect again and tick the Page your customers message.',
        };
      }
      if (pages.length === 1) return { kind: 'connected', pageName: await this.#connect(businessId, pages[0]!) };
      await this.#d.db.em.execute(
        'update messenger_login set pages_sealed = ? where state_hash = ?',
        [this.#d.box.seal(JSON.stringify(pages)), hash(input.state)],
        'run',
      );
      return { kind: 'choose', state: input.state, pages: pages.map(({ id, name }) => ({ id, name })) };
    } catch (error) {
      this.#d.logger.warn({ businessId, err: (error as Error).message }, 'Facebook Page connection failed');
      return { kind: 'failed', message: 'Facebook did not let Korero connect your Page just now. Please try again in a minute.' };
    }
  }

  /** The owner's pick among several Pages (the same sign-in, within its ten minutes). */
  async choose(businessId: string, userId: string, state: string, pageId: string): Promise<LoginOutcome> {
    let row: Row;
    try {
      row = await this.#claim(state, businessId, userId, 'choose');
    } catch (error) {
      return { kind: 'failed', message: (error as Error).message };
    }
    const pages = JSON.parse(this.#d.box.open(String(row.pages_sealed))) as GraphPage[];
    const page = pages.find((p) => p.id === pageId);
    if (!page) return { kind: 'failed', message: 'That Page was not among those Facebook shared. Connect again from Settings.' };
    try {
      return { kind: 'connected', pageName: await this.#connect(businessId, page) };
    } catch (error) {
      this.#d.logger.warn({ businessId, err: (error as Error).message }, 'Facebook Page connection failed');
      return { kind: 'failed', message: 'Facebook did not let Korero connect your Page just now. Please try again in a minute.' };
    }
  }

  async #connect(businessId: string, page: GraphPage): Promise<string> {
    await this.#d.graph.subscribe(page.id, page.accessToken);
    await this.#d.db.em.execute(
      `insert into messenger_connection (business_id, page_id, page_name, token_sealed, status, problem, connected_at) values (?, ?, ?, ?, 'connected', null, ?)
       on conflict (business_id) do update set page_id = excluded.page_id, page_name = excluded.page_name, token_sealed = excluded.token_sealed, status = 'connected', problem = null, connected_at = excluded.connected_at`,
      [businessId, page.id, page.name.slice(0, 200), this.#d.box.seal(page.accessToken), this.#d.clock.now()],
      'run',
    );
    this.#d.logger.info({ businessId, pageId: page.id }, 'Facebook Page connected');
    return page.name;
  }

  /** Forgets the Page and its token, unsubscribing it at Meta when reachable. */
  async disconnect(businessId: string): Promise<void> {
    try {
      const held = await this.#token(businessId);
      if (held) await this.#d.graph.unsubscribe(held.pageId, held.token);
    } catch (error) {
      this.#d.logger.warn(
        { businessId, err: (error as Error).message },
        'could not unsubscribe the Page at Facebook; forgetting it anyway',
      );
    }
    await forgetConnection(this.#d.db, businessId);
  }

  /** The token stopped working: the connection is kept, marked, so the owner is told and reconnects. */
  async markBroken(businessId: string, pageName: string): Promise<void> {
    await this.#d.db.em.execute(
      `update messenger_connection set status = 'broken', problem = ? where business_id = ?`,
      [`Facebook no longer accepts Korero's access to ${pageName} (the token expired or was revoked). Connect it again.`, businessId],
      'run',
    );
  }

  async #connected(businessId: string) {
    const held = await this.#token(businessId);
    if (!held) throw conflict('Facebook Not Connected: connect your Facebook Page in Settings first.');
    return held;
  }

  /** Meta's rule: a Page may message a person within 24 hours of their last message to it. */
  #window(lastMessageAt: Date | null): { canMessage: boolean; reason: string | null } {
    if (!lastMessageAt)
      return {
        canMessage: false,
        reason: 'They have not messaged your Page, so Messenger cannot reach them. Ask them to send your Page a message first.',
      };
    if (this.#d.clock.now().getTime() - lastMessageAt.getTime() > WINDOW_MS) {
      return {
        canMessage: false,
        reason:
          'Their last message to your Page was over 24 hours ago, and Meta only allows replies within 24 hours. Send the invitation by SMS or email, or ask them to message your Page again.',
      };
    }
    return { canMessage: true, reason: null };
  }

  async #recorded(pageId: string, psids: string[]): Promise<Map<string, Date>> {
    if (psids.length === 0) return new Map();
    const rows = await this.#d.db.em.execute<Row[]>(
      `select psid, last_message_at from messenger_contact where page_id = ? and psid in (${psids.map(() => '?').join(', ')})`,
      [pageId, ...psids],
    );
    return new Map(rows.map((r) => [String(r.psid), new Date(r.last_message_at as string)]));
  }

  /** People who have messaged the Page whose name contains `q`, with whether an invitation can reach them now. */
  async users(businessId: string, q: string): Promise<MessengerContact[]> {
    const held = await this.#connected(businessId);
    const contacts = await this.#graphCall(businessId, held.pageName, () => this.#d.graph.contacts(held.pageId, held.token));
    const needle = q.trim().toLocaleLowerCase('en-NZ');
    const matched = contacts.filter((c) => c.name.toLocaleLowerCase('en-NZ').includes(needle)).slice(0, 10);
    const recorded = await this.#recorded(
      held.pageId,
      matched.map((c) => c.psid),
    );
    return Promise.all(
      matched.map(async (c) => {
        const times = [c.lastMessageAt?.getTime(), recorded.get(c.psid)?.getTime()].filter((t): t is number => t !== undefined);
        const last = times.length ? new Date(Math.max(...times)) : null;
        return {
          id: c.psid,
          name: c.name,
          profile_pic: await this.#d.graph.profilePic(c.psid, held.token),
          lastMessageAt: last?.toISOString() ?? null,
          ...this.#window(last),
        };
      }),
    );
  }

  /** Before an invitation goes by Messenger: refused, with the reason, when the window is closed. */
  async checkRecipient(businessId: string, psid: string): Promise<void> {
    const held = await this.#connected(businessId);
    const recorded = (await this.#recorded(held.pageId, [psid])).get(psid) ?? null;
    let last = recorded;
    if (!last || this.#d.clock.now().getTime() - last.getTime() > WINDOW_MS) {
      // The webhook may have missed a message sent before the Page was connected: ask Meta.
      const contacts = await this.#graphCall(businessId, held.pageName, () => this.#d.graph.contacts(held.pageId, held.token));
      const fromGraph = contacts.find((c) => c.psid === psid)?.lastMessageAt ?? null;
      if (fromGraph && (!last || fromGraph > last)) last = fromGraph;
    }
    const { canMessage, reason } = this.#window(last);
    if (!canMessage) throw badRequest(reason!, { fields: { facebookUserId: reason } });
  }

  async #graphCall<T>(businessId: string, pageName: string, call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      if (error instanceof GraphError && error.tokenInvalid) {
        await this.markBroken(businessId, pageName);
        throw conflict(`Facebook no longer accepts Korero's access to ${pageName}. Connect your Page again in Settings.`);
      }
      throw error;
    }
  }

  /** The Page and its token, for the Messenger provider (null when not connected or broken). */
  tokenFor(businessId: string) {
    return this.#token(businessId);
  }

  /**
   * One invitation through the Send API, from the Page: its text and a button opening the review link, titled in the
   * invitation's language by its sender (Meta cuts a title at 20 characters); an untitled one says "Leave a review".
   */
  sendThrough(
    held: { pageId: string; token: string },
    psid: string,
    text: string,
    url: string,
    title: string | null,
  ): Promise<string | null> {
    return this.#d.graph.sendButton(held.pageId, held.token, psid, text, url, title?.trim().slice(0, 20) || 'Leave a review');
  }

  /** A person wrote to a Page: the window opens for the next 24 hours. */
  async recordMessage(pageId: string, psid: string, at: Date): Promise<void> {
    await this.#d.db.em.execute(
      `insert into messenger_contact (page_id, psid, last_message_at) values (?, ?, ?)
       on conflict (page_id, psid) do update set last_message_at = greatest(messenger_contact.last_message_at, excluded.last_message_at)`,
      [pageId, psid, at],
      'run',
    );
  }
}
