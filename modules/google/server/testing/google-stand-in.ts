/**
 * Google's OAuth 2.0 and Business Profile endpoints as Korero calls them, on 127.0.0.1 (GOOGLE_API_BASE_URL), for tests
 * and for running Korero by hand: the consent page (a link back to Korero with a code), token exchange and refresh,
 * revocation, accounts, locations (paged) and reviews (paged), and replies with Google's moderation of them (each
 * ReviewReplyState, and a PolicyViolation when rejected: `moderate`). What Google answers is set by the test.
 * Run on its own: `node modules/google/server/testing/google-stand-in.ts [port]` (127.0.0.1:4020, a few reviews).
 */
import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';

export interface StandInReview {
  reviewId: string;
  reviewer: { displayName: string };
  starRating: 'ONE' | 'TWO' | 'THREE' | 'FOUR' | 'FIVE';
  comment?: string;
  createTime: string;
  updateTime: string;
  reviewReply?: StandInReply;
}

/** Google's moderation states of a reply as the reviews API names them, and one it may add later (read leniently). */
export type StandInReplyState = 'REVIEW_REPLY_STATE_UNSPECIFIED' | 'PENDING' | 'APPROVED' | 'REJECTED' | 'SOME_FUTURE_STATE';

export interface StandInReply {
  comment: string;
  updateTime: string;
  /** Absent as in Google's answers before 2026. */
  state?: StandInReplyState;
  /** Only with REJECTED: the policy the reply broke. */
  policyViolation?: string;
}

export interface StandInLocation {
  /** "locations/…". */
  name: string;
  title: string;
  placeId: string | null;
}

/** A call Korero made: never its token (only whether it sent one). */
export interface StandInCall {
  method: string;
  path: string;
  query: URLSearchParams;
  authorized: boolean;
  body: any;
}

/** How the reviews endpoint fails, when a test wants it to: at which page (0 = the first), and how often. */
export interface ReviewsFailure {
  status: 401 | 403 | 429 | 500;
  message?: string;
  atPage?: number;
  /** Fails this many times, then answers normally again (default: every time). */
  times?: number;
}

const STARS = ['ONE', 'TWO', 'THREE', 'FOUR', 'FIVE'] as const;
export const CODE = 'code-for-korero';

export class GoogleStandIn {
  readonly calls: StandInCall[] = [];
  readonly account = { name: 'accounts/1001', accountName: 'Rangi Plumbing Ltd', type: 'PERSONAL' };
  /** The locations the signed-in Google account manages. */
  locations: StandInLocation[] = [{ name: 'locations/2001', title: 'Rangi Plumbing', placeId: 'ChIJrTLr-GyuEmsRBfy61i59si0' }];
  /** Each location's reviews, newest first as Google gives them. */
  readonly reviews = new Map<string, StandInReview[]>();
  reviewsFailure: ReviewsFailure | null = null;
  /** The state a reply posted through the API starts in: Google moderates replies before showing them. */
  newReplyState: StandInReplyState = 'PENDING';
  /** Locations per page (Business Information API), kept small so tests see its paging. */
  locationsPageSize = 2;
  /** Refresh tokens issued, and those revoked (at Korero's request, or by the owner at Google: `revokeAll`). */
  readonly issued = new Set<string>();
  readonly revoked = new Set<string>();
  readonly #access = new Map<string, string>();
  #n = 0;
  readonly #server: Server;

  private constructor() {
    this.#server = createServer((req, res) => {
      let raw = '';
      req.on('data', (c: Buffer) => (raw += c.toString()));
      req.on('end', () => {
        const url = new URL(req.url ?? '/', 'http://x');
        const type = String(req.headers['content-type'] ?? '');
        const body = !raw ? null : type.includes('json') ? JSON.parse(raw) : Object.fromEntries(new URLSearchParams(raw));
        const bearer = req.headers.authorization?.replace(/^Bearer /, '') ?? null;
        this.calls.push({ method: req.method ?? 'GET', path: url.pathname, query: url.searchParams, authorized: bearer !== null, body });
        const [status, answer, contentType] = this.#answer(req.method ?? 'GET', url, body, bearer);
        res.writeHead(status, { 'content-type': contentType ?? 'application/json; charset=utf-8' });
        res.end(typeof answer === 'string' ? answer : JSON.stringify(answer));
      });
    });
  }

  static async start(port = 0): Promise<GoogleStandIn> {
    const stand = new GoogleStandIn();
    await new Promise<void>((r) => stand.#server.listen(port, '127.0.0.1', r));
    return stand;
  }

  get url(): string {
    return `http://127.0.0.1:${(this.#server.address() as AddressInfo).port}`;
  }

  /** The settings that make a Korero use this stand-in as Google (with a SECRETS_KEY of its own). */
  koreroEnv(): Record<string, string> {
    return {
      GOOGLE_OAUTH_CLIENT_ID: 'korero-test-client-1234',
      GOOGLE_OAUTH_CLIENT_SECRET: 'client-secret-0123456789',
      GOOGLE_API_BASE_URL: this.url,
      SECRETS_KEY: randomBytes(32).toString('base64'),
    };
  }

  close(): Promise<void> {
    return new Promise((r) => this.#server.close(() => r()));
  }

  /** The location's reviews (made when first asked for). */
  reviewsOf(location = this.locations[0]!.name): StandInReview[] {
    let list = this.reviews.get(location);
    if (!list) this.reviews.set(location, (list = []));
    return list;
  }

  /** Adds `count` reviews, one an hour back from `newest`, newest first. */
  seed(count: number, newest = '2026-11-20T00:00:00Z', location = this.locations[0]!.name): StandInReview[] {
    const list = this.reviewsOf(location);
    const start = Date.parse(newest);
    const made: StandInReview[] = [];
    for (let i = 0; i < count; i++) {
      const at = new Date(start - (list.length + i) * 3_600_000).toISOString();
      made.push({
        reviewId: `r${String(list.length + i + 1).padStart(5, '0')}`,
        reviewer: { displayName: `Customer ${list.length + i + 1}` },
        starRating: STARS[(list.length + i) % 5]!,
        comment: `Review number ${list.length + i + 1}: great work on the hot water cylinder.`,
        createTime: at,
        updateTime: at,
      });
    }
    list.push(...made);
    return made;
  }

  /** Google decides about a reply: its state, and the policy it broke when rejected (dropped for any other state). */
  moderate(reviewId: string, state: StandInReplyState, policyViolation?: string): StandInReply {
    const review = [...this.reviews.values()].flat().find((r) => r.reviewId === reviewId);
    if (!review?.reviewReply) throw new Error(`review ${reviewId} has no reply to moderate`);
    const { policyViolation: _dropped, ...reply } = review.reviewReply;
    review.reviewReply = { ...reply, state, ...(state === 'REJECTED' && policyViolation ? { policyViolation } : {}) };
    return review.reviewReply;
  }

  /** The owner removes Korero's access at Google: every refresh token stops working. */
  revokeAll(): void {
    for (const t of this.issued) this.revoked.add(t);
  }

  #json(status: number, message: string, statusName: string): [number, object] {
    return [status, { error: { code: status, message, status: statusName } }];
  }

  #answer(method: string, url: URL, body: any, bearer: string | null): [number, unknown, string?] {
    const path = url.pathname;
    let m0: RegExpExecArray | null;
    if (path === '/o/oauth2/v2/auth') {
      const back = `${url.searchParams.get('redirect_uri')}?code=${CODE}&state=${encodeURIComponent(url.searchParams.get('state') ?? '')}&scope=${encodeURIComponent(url.searchParams.get('scope') ?? '')}`;
      return [
        200,
        `<!doctype html><title>Sign in with Google</title><h1>Korero wants to manage your Business Profile</h1><a href="${back.replace(/&/g, '&amp;')}">Allow</a>`,
        'text/html; charset=utf-8',
      ];
    }
    if (path === '/token' && method === 'POST') {
      if (body?.grant_type === 'authorization_code') {
        if (body.code !== CODE) return [400, { error: 'invalid_grant', error_description: 'Malformed auth code.' }];
        const refresh = `refresh-${++this.#n}`;
        this.issued.add(refresh);
        const access = `access-${++this.#n}`;
        this.#access.set(access, refresh);
        return [
          200,
          { access_token: access, refresh_token: refresh, expires_in: 3599, token_type: 'Bearer', scope: url.searchParams.get('scope') },
        ];
      }
      if (body?.grant_type === 'refresh_token') {
        if (!this.issued.has(body.refresh_token) || this.revoked.has(body.refresh_token))
          return [400, { error: 'invalid_grant', error_description: 'Token has been expired or revoked.' }];
        const access = `access-${++this.#n}`;
        this.#access.set(access, body.refresh_token);
        return [200, { access_token: access, expires_in: 3599, token_type: 'Bearer' }];
      }
      return [400, { error: 'unsupported_grant_type' }];
    }
    if (path === '/revoke' && method === 'POST') {
      const token = url.searchParams.get('token') ?? body?.token;
      const refresh = this.issued.has(token) ? token : this.#access.get(token);
      if (!refresh) return [400, { error: 'invalid_token', error_description: 'Token expired or revoked' }];
      this.revoked.add(refresh);
      return [200, {}];
    }
    // For a person trying Korero by hand (no token): a customer posts a review, or Google takes one down.
    if (path === '/_stand-in/reviews' && method === 'POST') {
      const stars = Math.min(5, Math.max(1, Number(body?.stars) || 5));
      const now = new Date().toISOString();
      const review: StandInReview = {
        reviewId: `manual-${++this.#n}`,
        reviewer: { displayName: String(body?.reviewer || 'A Google User') },
        starRating: STARS[stars - 1]!,
        ...(body?.comment ? { comment: String(body.comment) } : {}),
        createTime: now,
        updateTime: now,
      };
      this.reviewsOf(String(body?.location || this.locations[0]!.name)).unshift(review);
      return [201, review];
    }
    // …or Google moderates a reply: { "state": "REJECTED", "policyViolation": "OFF_TOPIC" }.
    m0 = /^\/_stand-in\/reviews\/([^/]+)\/reply-state$/.exec(path);
    if (m0 && method === 'POST') {
      try {
        return [200, this.moderate(m0[1]!, body?.state ?? 'APPROVED', body?.policyViolation)];
      } catch (error) {
        return [404, { error: (error as Error).message }];
      }
    }
    m0 = /^\/_stand-in\/reviews\/([^/]+)$/.exec(path);
    if (m0 && method === 'DELETE') {
      for (const list of this.reviews.values()) {
        const at = list.findIndex((r) => r.reviewId === m0![1]);
        if (at >= 0) list.splice(at, 1);
      }
      return [200, {}];
    }
    // Every API call needs a live access token.
    const owner = bearer ? this.#access.get(bearer) : undefined;
    if (!owner || this.revoked.has(owner)) return this.#json(401, 'Request had invalid authentication credentials.', 'UNAUTHENTICATED');
    if (path === '/v1/accounts' && method === 'GET') return [200, { accounts: [this.account] }];
    let m = /^\/v1\/(accounts\/[^/]+)\/locations$/.exec(path);
    if (m && method === 'GET') {
      if (m[1] !== this.account.name) return this.#json(404, 'Requested entity was not found.', 'NOT_FOUND');
      if (url.searchParams.get('readMask') === null) return this.#json(400, 'Request contains an invalid argument.', 'INVALID_ARGUMENT');
      const from = Number(url.searchParams.get('pageToken') || 0);
      const size = Math.min(Number(url.searchParams.get('pageSize') || 10), this.locationsPageSize);
      const page = this.locations.slice(from, from + size);
      return [
        200,
        {
          locations: page.map((l) => ({
            name: l.name,
            title: l.title,
            metadata: l.placeId ? { placeId: l.placeId, mapsUri: 'https://maps.example/?cid=1' } : {},
          })),
          ...(from + size < this.locations.length ? { nextPageToken: String(from + size) } : {}),
        },
      ];
    }
    m = /^\/v4\/(accounts\/[^/]+)\/(locations\/[^/]+)\/reviews$/.exec(path);
    if (m && method === 'GET') {
      const pageSize = Math.min(Number(url.searchParams.get('pageSize') || 50), 50);
      const from = Number(url.searchParams.get('pageToken') || 0);
      const failure = this.reviewsFailure;
      if (failure && (failure.atPage ?? 0) === Math.floor(from / pageSize)) {
        if (failure.times !== undefined && --failure.times <= 0) this.reviewsFailure = null;
        if (failure.status === 429) return this.#json(429, failure.message ?? 'Quota exceeded for quota metric.', 'RESOURCE_EXHAUSTED');
        if (failure.status === 403) return this.#json(403, failure.message ?? 'The caller does not have permission', 'PERMISSION_DENIED');
        if (failure.status === 401) return this.#json(401, 'Request had invalid authentication credentials.', 'UNAUTHENTICATED');
        return this.#json(500, 'Internal error encountered.', 'INTERNAL');
      }
      const all = this.reviewsOf(m[2]);
      const page = all.slice(from, from + pageSize);
      const rated = all.map((r) => STARS.indexOf(r.starRating) + 1);
      return [
        200,
        {
          reviews: page.map((r) => ({ ...r, name: `${m![1]}/${m![2]}/reviews/${r.reviewId}` })),
          ...(all.length ? { averageRating: Math.round((rated.reduce((a, b) => a + b, 0) / all.length) * 10) / 10 } : {}),
          totalReviewCount: all.length,
          ...(from + pageSize < all.length ? { nextPageToken: String(from + pageSize) } : {}),
        },
      ];
    }
    m = /^\/v4\/accounts\/[^/]+\/(locations\/[^/]+)\/reviews\/([^/]+)\/reply$/.exec(path);
    if (m && (method === 'PUT' || method === 'DELETE')) {
      const review = this.reviewsOf(m[1]).find((r) => r.reviewId === m![2]);
      if (!review) return this.#json(404, 'Requested entity was not found.', 'NOT_FOUND');
      if (method === 'DELETE') {
        delete review.reviewReply;
        return [200, {}];
      }
      const comment = body?.comment;
      if (typeof comment !== 'string' || !comment || Buffer.byteLength(comment) > 4096)
        return this.#json(400, 'Request contains an invalid argument.', 'INVALID_ARGUMENT');
      review.reviewReply = { comment, updateTime: new Date().toISOString(), state: this.newReplyState };
      return [200, review.reviewReply];
    }
    return this.#json(404, 'Requested entity was not found.', 'NOT_FOUND');
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const port = Number(process.argv[2] ?? 4020);
  const stand = await GoogleStandIn.start(port);
  stand.seed(12);
  const [first, second] = stand.reviewsOf();
  first!.reviewer.displayName = 'Aroha Ngata';
  first!.starRating = 'FIVE';
  first!.comment = 'Rangi fixed our hot water cylinder the same day. Tidy, friendly and on time.';
  second!.reviewReply = { comment: 'Thanks for having us!', updateTime: second!.updateTime, state: 'APPROVED' };
  const third = stand.reviewsOf()[2]!;
  third.reviewReply = {
    comment: 'Call us on 0800 RANGI for a discount!',
    updateTime: third.updateTime,
    state: 'REJECTED',
    policyViolation: 'OFF_TOPIC',
  };
  console.log(`Google stand-in on ${stand.url}: start Korero with GOOGLE_API_BASE_URL=${stand.url}`);
  console.log('(with any GOOGLE_OAUTH_CLIENT_ID, GOOGLE_OAUTH_CLIENT_SECRET and SECRETS_KEY). Ctrl-C stops it.');
  console.log(`A customer posts: curl -X POST ${stand.url}/_stand-in/reviews -H 'content-type: application/json' \\`);
  console.log(
    `  -d '{"reviewer":"Aroha N.","stars":5,"comment":"…"}'; Google takes one down: curl -X DELETE ${stand.url}/_stand-in/reviews/<reviewId>`,
  );
  console.log(
    `Google moderates a reply: curl -X POST ${stand.url}/_stand-in/reviews/<reviewId>/reply-state -H 'content-type: application/json' -d '{"state":"REJECTED","policyViolation":"OFF_TOPIC"}'`,
  );
}
