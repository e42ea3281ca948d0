import type { FastifyRequest } from 'fastify';
import { definePort } from './define-port.ts';
import { defineEvent } from './events.port.ts';

/**
 * A person's role in a business (docs/decisions/0026): an owner does everything; a manager runs the business day to
 * day; a technician does the field work. What each may do is the one permission table (contract/permissions.ts),
 * which every signed-in route names a capability of (`config.capability`).
 */
export type Role = 'owner' | 'manager' | 'technician';
export const ROLES: readonly Role[] = ['owner', 'manager', 'technician'];

/**
 * The signed-in person, working in one business. `id` is the person's account; `businessId` the business this
 * session works in (one of their memberships: every module scopes its data by it), `role` their role there. An
 * account that signed up owns a business whose id is the account's id; staff and second businesses have their own.
 */
export interface SessionUser {
  id: string;
  username: string;
  /** The person's own name as others read it ("Aroha Ngata"), when they gave one. */
  displayName?: string | null;
  email: string;
  isAdmin: boolean;
  businessId: string;
  role: Role;
  /**
   * The team member (teams module) this person is in the business, when the owner said so: a technician's
   * invitations credit them, and a technician sees the reviews that credit them. Null for an API key.
   */
  teamMemberId: string | null;
  /** Set when the request came with an API key rather than a session: the owner's business, with only these scopes. */
  apiKey?:
    | {
        id: string;
        scopes: string[];
        /** The name the owner gave it: what records made with it are named by (issue 47). */
        name?: string;
      }
    | undefined;
  /** Whether the person has a second sign-in step (an authenticator app or a passkey); known for sessions only. */
  twoFactorOn?: boolean | undefined;
  /** The business asks its staff to use two-factor sign-in, and this person is staff there (not an owner). */
  businessAsksTwoFactor?: boolean | undefined;
}

/** The names of businesses by id, as the module that keeps them knows them (ids it does not know are left out). */
export type BusinessNamer = (businessIds: string[]) => Promise<Map<string, string>>;
/** Gives a new business the name it was started with, inside the transaction that creates it. */
export type BusinessStarter = (businessId: string, businessName: string) => Promise<void>;

/** A person's membership, as the administrators' list shows it. */
export interface AccountMembership {
  businessId: string;
  role: Role;
  createdAt: Date;
  lastSeenAt: Date | null;
}

/** A person who signs in to a business, as modules may name them (assigning work, writing to them). */
export interface BusinessPerson {
  accountId: string;
  username: string;
  email: string;
  role: Role;
  /** The team member they are in the business (teams module), when the owner said so. */
  teamMemberId: string | null;
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
 * Announced when a signed-in person creates another business (POST /api/businesses): its id is new, not an
 * account's. A module that makes per-business rows when an account is created makes them here too (the business
 * module stores the name).
 */
export const businessCreated = defineEvent<{ businessId: string; accountId: string; businessName: string }>('auth.businessCreated');
/**
 * A person no longer belongs to a business, or no longer owns it (removed, made a manager or technician, or their
 * account deleted): what they connected to it stops with them (issue 44). The kernel revokes their API keys in the same
 * transaction; a module that keeps such connections (webhooks) removes theirs. `firstOwner`: they were the business's
 * earliest owner, to whom connections made before anyone was recorded belong.
 */
export const memberLeft = defineEvent<{ businessId: string; accountId: string; firstOwner: boolean }>('auth.memberLeft');

/**
 * Who is asking.
 *
 * Deny by default: the kernel checks every route's `config.access` before it reads the body, so a signed-out
 * request gets 401 (a signed-in non-admin on an admin route 403) before validation can say anything about it.
 *   - no `access` on a route under /api/: 'owner', a signed-in account is required, and by default an owner or a
 *     manager of the session's business; `config: { capability }` names what the route does instead, and the one
 *     permission table (contract/permissions.ts) says which roles may;
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
  /**
   * The account that owns a business (its earliest owner): whom to write to about it, whose name it had before it
   * had one. For a signed-up business that is the account with the business's id; use this, not `account(businessId)`.
   */
  ownerOf(businessId: string): Promise<Account | null>;
  /**
   * Gives the kernel the names of businesses (the business switcher lists them). One module may; the business module
   * does. With `start`, a business someone creates gets its name in the same transaction, so every list shows it at
   * once (the `auth.businessCreated` event still follows, for the other modules).
   */
  nameBusinesses(namer: BusinessNamer, start?: BusinessStarter): void;
  /**
   * Gives the kernel a way to check that a team member belongs to a business (the teams module does): a staff
   * invitation that names the team member the person is must name one of the business's own.
   */
  checkTeamMembersWith(check: (businessId: string, teamMemberId: string) => Promise<boolean>): void;
  /**
   * The people who sign in to a business (its memberships, with each person's username and email): owners, then
   * managers, then technicians, each oldest first. For modules that assign work to a person or write to them.
   */
  peopleOf(businessId: string): Promise<BusinessPerson[]>;
  /** The memberships of accounts, by account id (for administrators' lists). */
  membershipsOf(accountIds: string[]): Promise<Map<string, AccountMembership[]>>;
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
