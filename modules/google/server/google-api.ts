import { OAuth2Client } from 'google-auth-library';
import { GoogleError, googleErrorOf, unreachable } from './google-error.ts';
import { GOOGLE_TIMEOUT_MS, GoogleHttp } from './google-http.ts';
import { BUSINESS_MANAGE_SCOPE, type GoogleSettings } from './google-settings.ts';
import type { ReplyState } from '../contract/api.ts';
import { policyViolationOf, replyStateOf } from './reply-state.ts';

/** A location the owner manages, with the account it is reached through. */
export interface ApiLocation {
  /** "accounts/…" (Account Management API). */
  account: string;
  /** "locations/…" (Business Information API). */
  name: string;
  title: string;
  placeId: string | null;
}

/** One review as Google gives it, read into Korero's terms. */
export interface ApiReview {
  /** "accounts/…/locations/…/reviews/…". */
  name: string;
  reviewer: string;
  starRating: number;
  comment: string | null;
  createdAt: Date;
  updatedAt: Date;
  reply: ApiReply | null;
}

/** The business's reply as Google shows it, with Google's moderation of it. */
export interface ApiReply {
  comment: string;
  updatedAt: Date;
  state: ReplyState;
  /** Google's policy violation (an enum name or Google's words), kept only for a rejected reply. */
  violation: string | null;
}

/** `reviewReply` (or a PUT's answer) read into ApiReply's moderation fields. */
function moderationOf(reply: Json): Pick<ApiReply, 'state' | 'violation'> {
  const state = replyStateOf(reply.state);
  return { state, violation: state === 'rejected' ? policyViolationOf(reply.policyViolation) : null };
}

export interface ReviewsPage {
  reviews: ApiReview[];
  averageRating: number | null;
  totalReviewCount: number;
  nextPageToken: string | null;
}

const STARS: Record<string, number> = { ONE: 1, TWO: 2, THREE: 3, FOUR: 4, FIVE: 5 };
/** v4's most per page. */
export const REVIEWS_PAGE_SIZE = 50;

type Json = Record<string, any>;

/** A GoogleError from whatever google-auth-library threw (its errors carry Google's answer). */
function fromAuthLibrary(error: unknown): GoogleError {
  if (error instanceof GoogleError) return error;
  const response = (error as { response?: { status?: number; data?: unknown; headers?: unknown } }).response;
  if (response?.status) return googleErrorOf(response.status, response.data);
  if ((error as Error)?.message === 'invalid_grant') return googleErrorOf(400, { error: 'invalid_grant' });
  return unreachable(error);
}

function review(r: Json): ApiReview | null {
  const starRating = STARS[String(r.starRating)];
  if (!starRating || typeof r.name !== 'string') return null;
  const createdAt = new Date(String(r.createTime));
  const updatedAt = r.updateTime ? new Date(String(r.updateTime)) : createdAt;
  if (Number.isNaN(createdAt.getTime())) return null;
  const reply = r.reviewReply && typeof r.reviewReply.comment === 'string' ? r.reviewReply : null;
  return {
    name: r.name,
    reviewer: String(r.reviewer?.displayName || 'A Google user').slice(0, 300),
    starRating,
    comment: typeof r.comment === 'string' && r.comment.trim() ? r.comment : null,
    createdAt,
    updatedAt: Number.isNaN(updatedAt.getTime()) ? createdAt : updatedAt,
    reply: reply
      ? { comment: reply.comment, updatedAt: new Date(String(reply.updateTime ?? r.updateTime ?? r.createTime)), ...moderationOf(reply) }
      : null,
  };
}

/**
 * Google's side of the module: OAuth 2.0 through google-auth-library (offline access, so Google gives a refresh token,
 * which the library exchanges for access tokens), and the Business Profile calls Korero makes with them.
 */
export class GoogleApi {
  readonly #s: GoogleSettings;
  readonly #redirectUri: string;
  readonly #http: GoogleHttp;

  constructor(settings: GoogleSettings, redirectUri: string, http = new GoogleHttp()) {
    this.#s = settings;
    this.#redirectUri = redirectUri;
    this.#http = http;
  }

  #client(refreshToken?: string): OAuth2Client {
    const { endpoints: e } = this.#s;
    const client = new OAuth2Client({
      clientId: this.#s.clientId,
      clientSecret: this.#s.clientSecret,
      redirectUri: this.#redirectUri,
      endpoints: { oauth2AuthBaseUrl: e.auth, oauth2TokenUrl: e.token, oauth2RevokeUrl: e.revoke },
      transporterOptions: { timeout: GOOGLE_TIMEOUT_MS },
    });
    if (refreshToken) client.setCredentials({ refresh_token: refreshToken });
    return client;
  }

  /** Google's consent page for this sign-in. */
  authUrl(state: string): string {
    return this.#client().generateAuthUrl({ access_type: 'offline', prompt: 'consent', scope: [BUSINESS_MANAGE_SCOPE], state });
  }

  /** The consent's code for tokens; the refresh token is what Korero keeps. */
  async exchange(code: string): Promise<{ refreshToken: string; accessToken: string }> {
    try {
      const { tokens } = await this.#client().getToken(code);
      if (!tokens.refresh_token || !tokens.access_token)
        throw new GoogleError(
          'refused',
          'Google did not grant offline access. Connect again and allow Korero to manage your Business Profile.',
          400,
        );
      return { refreshToken: tokens.refresh_token, accessToken: tokens.access_token };
    } catch (error) {
      throw fromAuthLibrary(error);
    }
  }

  /** Ends Korero's access at Google (the refresh token and every access token from it). */
  async revoke(refreshToken: string): Promise<void> {
    try {
      await this.#client().revokeToken(refreshToken);
    } catch (error) {
      throw fromAuthLibrary(error);
    }
  }

  /** Calls on behalf of one owner: the library refreshes the access token when it needs one. */
  session(refreshToken: string | { accessToken: string }): GoogleSession {
    const client = typeof refreshToken === 'string' ? this.#client(refreshToken) : null;
    const fixed = typeof refreshToken === 'string' ? null : refreshToken.accessToken;
    const token = async () => {
      if (fixed) return fixed;
      try {
        const { token } = await client!.getAccessToken();
        if (!token) throw new GoogleError('reconnect', 'Google gave no access token: connect Google again in Settings.', 401);
        return token;
      } catch (error) {
        throw fromAuthLibrary(error);
      }
    };
    return new GoogleSession(this.#http, this.#s, token);
  }
}

export class GoogleSession {
  readonly #http: GoogleHttp;
  readonly #s: GoogleSettings;
  readonly #token: () => Promise<string>;

  constructor(http: GoogleHttp, settings: GoogleSettings, token: () => Promise<string>) {
    this.#http = http;
    this.#s = settings;
    this.#token = token;
  }

  async #get(url: string): Promise<Json> {
    return this.#http.call('GET', url, await this.#token());
  }

  /** Every location of every account the owner can manage (Account Management, then Business Information). */
  async locations(): Promise<ApiLocation[]> {
    const { accounts: accountsBase, information } = this.#s.endpoints;
    const accounts: string[] = [];
    let pageToken = '';
    do {
      const q = new URLSearchParams({ pageSize: '20', ...(pageToken ? { pageToken } : {}) });
      const answer = await this.#get(`${accountsBase}/v1/accounts?${q}`);
      for (const a of (answer.accounts ?? []) as Json[]) if (typeof a.name === 'string') accounts.push(a.name);
      pageToken = typeof answer.nextPageToken === 'string' ? answer.nextPageToken : '';
    } while (pageToken);
    const found = new Map<string, ApiLocation>();
    for (const account of accounts) {
      let next = '';
      do {
        const q = new URLSearchParams({ readMask: 'name,title,metadata', pageSize: '100', ...(next ? { pageToken: next } : {}) });
        const answer = await this.#get(`${information}/v1/${account}/locations?${q}`);
        for (const l of (answer.locations ?? []) as Json[]) {
          if (typeof l.name !== 'string' || found.has(l.name)) continue;
          const placeId = typeof l.metadata?.placeId === 'string' ? l.metadata.placeId : null;
          found.set(l.name, { account, name: l.name, title: String(l.title ?? l.name).slice(0, 300), placeId });
        }
        next = typeof answer.nextPageToken === 'string' ? answer.nextPageToken : '';
      } while (next);
    }
    return [...found.values()];
  }

  /** One page of a location's reviews (v4), newest first as Google orders them. */
  async reviews(account: string, location: string, pageToken: string | null): Promise<ReviewsPage> {
    const q = new URLSearchParams({ pageSize: String(REVIEWS_PAGE_SIZE), ...(pageToken ? { pageToken } : {}) });
    const answer = await this.#get(`${this.#s.endpoints.reviews}/v4/${account}/${location}/reviews?${q}`);
    return {
      reviews: ((answer.reviews ?? []) as Json[]).map(review).filter((r): r is ApiReview => r !== null),
      averageRating: typeof answer.averageRating === 'number' ? answer.averageRating : null,
      totalReviewCount: typeof answer.totalReviewCount === 'number' ? answer.totalReviewCount : 0,
      nextPageToken: typeof answer.nextPageToken === 'string' && answer.nextPageToken ? answer.nextPageToken : null,
    };
  }

  /**
   * Posts (or replaces) the business's reply; answers with Google's copy. A new reply waits for Google's moderation:
   * `pending` unless Google's answer already says otherwise.
   */
  async putReply(reviewName: string, comment: string): Promise<Omit<ApiReply, 'updatedAt'> & { updatedAt: Date | null }> {
    const answer = await this.#http.call('PUT', `${this.#s.endpoints.reviews}/v4/${reviewName}/reply`, await this.#token(), { comment });
    const at = new Date(String(answer.updateTime ?? ''));
    const moderation = moderationOf(answer);
    return {
      comment: typeof answer.comment === 'string' ? answer.comment : comment,
      updatedAt: Number.isNaN(at.getTime()) ? null : at,
      ...(moderation.state === 'unspecified' ? { state: 'pending', violation: null } : moderation),
    };
  }

  async deleteReply(reviewName: string): Promise<void> {
    await this.#http.call('DELETE', `${this.#s.endpoints.reviews}/v4/${reviewName}/reply`, await this.#token());
  }
}
