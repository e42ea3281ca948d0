import type { FastifyRequest } from 'fastify';
import { definePort } from './define-port.ts';
import { defineEvent } from './events.port.ts';

/** The signed-in owner. Each account owns one business, whose id is the account's id. */
export interface SessionUser {
  id: string;
  username: string;
  email: string;
  isAdmin: boolean;
  businessId: string;
  /** Set when the request came with an API key rather than a session: the owner's business, with only these scopes. */
  apiKey?: { id: string; scopes: string[] } | undefined;
}

export interface Account {
  id: string;
  username: string;
  email: string;
  isAdmin: boolean;
  createdAt: Date;
  lastLoginAt: Date | null;
}

/** Gathers one module's data of a business for the owner's export: JSON-serialisable, that business's rows only. */
export type ExportCollector = (businessId: string) => Promise<unknown>;

/** Announced when an account is created (modules create their per-business rows when first written, or here). */
export const accountCreated = defineEvent<{ accountId: string; username: string; email: string }>('auth.accountCreated');

/**
 * Who is asking.
 *
 * Deny by default: the kernel checks every route's `config.access` before it reads the body, so a signed-out
 * request gets 401 (a signed-in non-admin on an admin route 403) before validation can say anything about it.
 *   - no `access` on a route under /api/: 'owner', a signed-in account is required;
 *   - `config: { access: 'admin' }`: a Korero administrator;
 *   - `config: { access: 'public' }`: anyone (customers' token routes, sign-in, webhooks). A test keeps a reviewed
 *     list of these (tests/integration/route-access.api.test.ts); add a new public route there with its reason.
 * Pages and files outside /api/ are public. In a handler, `user(request)` gives the signed-in user the check found.
 * A route adds no preHandler of its own for this: the access rule is the one check.
 * (No request decorators: a typed lookup fails loudly instead of claiming a property that may not be there.)
 */
export interface AuthPort {
  user(request: FastifyRequest): SessionUser;
  currentUser(request: FastifyRequest): Promise<SessionUser | null>;
  account(id: string): Promise<Account | null>;
  /** Ends every session of an account (password reset, account deletion). */
  endSessions(accountId: string): Promise<void>;
  /**
   * Deletes an account for good: removes its billing record, ends its sessions, runs every installed module's
   * deletion (its lifecycle's `deleteAccount`: that business's data and files), then removes the account itself.
   * A module's data export and deletion are declared in its lifecycle (`ctx.exportData`, `ctx.deleteAccount`).
   */
  deleteAccount(accountId: string): Promise<void>;
  /**
   * For administrators: accounts newest first, those whose username or email contains `text` (any case) or whose id
   * is in `alsoIds` (matches another module found, such as a business name), or all when neither is given.
   */
  listAccounts(query: AccountQuery): Promise<{ rows: Account[]; total: number }>;
  /** How many accounts there are, and how many of them are administrators. */
  accountCounts(): Promise<{ total: number; admins: number }>;
}

export interface AccountQuery {
  text?: string | undefined;
  alsoIds?: string[] | undefined;
  /** Only administrators' accounts. */
  adminsOnly?: boolean | undefined;
  page: number;
  limit: number;
}

export const authPort = definePort<AuthPort>('auth');
