/**
 * Tests only: a local HTTP server that answers the few Stripe API calls Korero makes, in Stripe's shapes (form
 * bodies in, JSON objects and errors out), so the real `stripe` SDK can be driven end to end on 127.0.0.1.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

type Json = Record<string, any>;

export interface StandInCall {
  method: string;
  path: string;
  body: Json;
  authorization: string | undefined;
}

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

/** `a[b][0][c]=x` form fields into nested objects and arrays, as Stripe's API reads them. */
export function parseForm(text: string): Json {
  const root: Json = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const path = [...key.matchAll(/[^[\]]+/g)].map((m) => m[0]);
    let node: any = root;
    path.forEach((part, i) => {
      if (i === path.length - 1) {
        node[part] = value;
        return;
      }
      node[part] ??= /^\d+$/.test(path[i + 1]!) ? [] : {};
      node = node[part];
    });
  }
  return root;
}

export class StripeStandIn {
  readonly calls: StandInCall[] = [];
  readonly sessions = new Map<string, Json>();
  readonly subscriptions = new Map<string, Json>();
  readonly coupons = new Map<string, Json>();
  /** Answer the next N calls with a 500, as an outage would. */
  failNext = 0;
  /** Seconds since the epoch, for periods (tests move it with their clock). */
  now = () => Math.floor(Date.now() / 1000);
  private server: Server | undefined;

  async start(): Promise<string> {
    this.server = createServer((req, res) => void this.#handle(req, res));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  callsTo(method: string, prefix: string): StandInCall[] {
    return this.calls.filter((c) => c.method === method && c.path.startsWith(prefix));
  }

  /** The person pays on Stripe's page: the session completes and its subscription starts (trialing with trial days). */
  pay(sessionId: string): Json {
    const session = this.sessions.get(sessionId);
    if (!session) throw new Error(`no session ${sessionId}`);
    const trialDays = Number(session.params.subscription_data?.trial_period_days ?? 0);
    const interval = session.params.line_items?.[0]?.price_data?.recurring?.interval ?? 'month';
    const start = this.now();
    const end = start + (trialDays ? trialDays * 86_400 : interval === 'year' ? 365 * 86_400 : 30 * 86_400);
    const subscription = {
      id: id('sub'),
      object: 'subscription',
      customer: session.customer ?? id('cus'),
      status: trialDays ? 'trialing' : 'active',
      cancel_at_period_end: false,
      cancel_at: null,
      canceled_at: null,
      metadata: session.params.subscription_data?.metadata ?? {},
      items: {
        object: 'list',
        data: [{ id: id('si'), object: 'subscription_item', current_period_start: start, current_period_end: end }],
      },
    };
    this.subscriptions.set(subscription.id, subscription);
    Object.assign(session, {
      status: 'complete',
      payment_status: trialDays ? 'no_payment_required' : 'paid',
      subscription: subscription.id,
      customer: subscription.customer,
    });
    return subscription;
  }

  async #handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    let raw = '';
    for await (const chunk of req) raw += String(chunk);
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const body = req.method === 'GET' ? parseForm(url.search.slice(1)) : parseForm(raw);
    this.calls.push({ method: req.method ?? 'GET', path: url.pathname, body, authorization: req.headers.authorization });
    const send = (status: number, payload: Json): void => {
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') }).end(JSON.stringify(payload));
    };
    const missing = (what: string): void =>
      send(404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${what}` } });
    if (this.failNext > 0) {
      this.failNext -= 1;
      return send(500, { error: { type: 'api_error', message: 'Something went wrong on Stripe’s end.' } });
    }
    const [, , resource, a, b] = url.pathname.split('/');
    const path = [resource, a, b].filter(Boolean).join('/');

    if (req.method === 'POST' && path === 'coupons') {
      const coupon = {
        id: id('co'),
        object: 'coupon',
        valid: true,
        ...body,
        percent_off: body.percent_off ? Number(body.percent_off) : null,
        amount_off: body.amount_off ? Number(body.amount_off) : null,
      };
      this.coupons.set(coupon.id, coupon);
      return send(200, coupon);
    }
    if (req.method === 'POST' && path === 'checkout/sessions') {
      const sessionId = `cs_test_${randomBytes(16).toString('hex')}`;
      const session = {
        id: sessionId,
        object: 'checkout.session',
        mode: body.mode,
        currency: body.currency,
        url: `https://checkout.stripe.test/c/pay/${sessionId}`,
        status: 'open',
        payment_status: 'unpaid',
        client_reference_id: body.client_reference_id ?? null,
        customer: body.customer ?? null,
        customer_email: body.customer_email ?? null,
        metadata: body.metadata ?? {},
        subscription: null,
        expires_at: this.now() + 86_400,
        params: body,
      };
      this.sessions.set(sessionId, session);
      return send(200, session);
    }
    if (req.method === 'GET' && resource === 'checkout' && a === 'sessions' && b) {
      const session = this.sessions.get(b);
      if (!session) return missing(`checkout.session: '${b}'`);
      const expand = [body.expand].flat().flat().filter(Boolean);
      const subscription =
        expand.includes('subscription') && session.subscription ? this.subscriptions.get(session.subscription) : session.subscription;
      return send(200, { ...session, subscription });
    }
    if (resource === 'subscriptions' && a) {
      const subscription = this.subscriptions.get(a);
      if (!subscription) return missing(`subscription: '${a}'`);
      if (req.method === 'POST' && body.cancel_at_period_end !== undefined) {
        subscription.cancel_at_period_end = body.cancel_at_period_end === 'true';
        subscription.cancel_at = subscription.cancel_at_period_end ? subscription.items.data[0].current_period_end : null;
      }
      if (req.method === 'DELETE') Object.assign(subscription, { status: 'canceled', canceled_at: this.now() });
      return send(200, subscription);
    }
    return send(404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${url.pathname}).` } });
  }
}
