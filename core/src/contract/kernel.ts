import { z } from 'zod';
import { TIER_IDS } from '@korero/config/plans';
import { isoDate } from './answers.ts';

/** The kernel's own answers (identity, health, modules, outbox): the shell and every front end read these. */

// The deployment's tiers come from config (one of them shares a module's name, which the kernel never spells).
export const tierId = z.enum(TIER_IDS);
export const subscriptionStatus = z.enum(['active', 'paused', 'canceled', 'past_due']);

/** GET /api/user, and what sign-in, sign-up and the admin setup answer. */
export const currentUserAnswer = z
  .strictObject({
    id: z.string(),
    username: z.string(),
    /** Their own name as others read it (Settings → Your account); null when they gave none. Older answers leave it out. */
    displayName: z.string().nullable().optional(),
    email: z.string(),
    isAdmin: z.boolean(),
    subscriptionTier: tierId,
    /** The business this session works in (switch with POST /api/businesses/switch), and the person's role there. */
    businessId: z.string(),
    role: z.enum(['owner', 'manager', 'technician']),
    /** The team member (teams module) the person is in this business, when the owner said so; else null. */
    teamMemberId: z.string().nullable(),
    /** How many businesses the person belongs to: the shell asks GET /api/businesses only when there are 2 or more. */
    businessCount: z.number().int().min(0),
    /**
     * Present (true) when the person must set up two-factor sign-in before carrying on: an administrator (before the
     * admin pages), or staff of a business that asks it (before anything but their own account).
     */
    twoFactorNeeded: z.literal(true).optional(),
  })
  .meta({ id: 'CurrentUser' });
export type CurrentUser = z.infer<typeof currentUserAnswer>;

/** POST /api/register's answer when nothing can be said yet: the next step is in the address's inbox. */
export const signUpPendingAnswer = z.strictObject({ message: z.string() });

/** GET /api/session: who is signed in, or `{ data: null }`. Being signed out is an answer here, not an error. */
export const sessionAnswer = z.strictObject({ data: currentUserAnswer.nullable() });

/** GET /api/admin-setup */
export const adminSetupAnswer = z.strictObject({ data: z.strictObject({ available: z.boolean(), isAdmin: z.boolean() }) });

/** POST /api/auth/validate-reset-token: a link that does not work is an answer, not an error. */
export const resetTokenAnswer = z.strictObject({ valid: z.boolean(), message: z.string() });

/** GET /api/health */
export const healthAnswer = z.strictObject({
  status: z.literal('ok'),
  database: z.enum(['postgresql', 'pglite']),
  uptimeSeconds: z.number().int(),
});
/** 503: the database is unreachable (`degraded`), or this process is shutting down (`stopping`). */
export const healthDownAnswer = z.union([
  z.strictObject({ status: z.literal('degraded'), database: z.literal('down'), error: z.string() }),
  z.strictObject({ status: z.literal('stopping'), error: z.string() }),
]);

/** GET /api/modules: the enabled modules the shell loads, with their navigation (the manifest's NavItem). */
export const navItemAnswer = z.strictObject({
  to: z.string(),
  label: z.string(),
  order: z.number().optional(),
  mobile: z.boolean().optional(),
  access: z.enum(['user', 'admin']).optional(),
  roles: z.array(z.enum(['owner', 'manager', 'technician'])).optional(),
});
/** A module's link in the shell's own places (see ShellLink in the SDK). */
export const shellLinkAnswer = z.union([
  z.strictObject({
    slot: z.enum(['footer.links', 'auth.agreements', 'adminSetup.done']),
    to: z.string(),
    label: z.string(),
    order: z.number().optional(),
  }),
  z.strictObject({ slot: z.literal('auth.afterSignUp'), to: z.string(), order: z.number().optional() }),
]);
export const modulesAnswer = z.strictObject({
  data: z.array(
    z.strictObject({
      name: z.string(),
      title: z.string(),
      remoteEntry: z.string().nullable(),
      nav: z.array(navItemAnswer),
      links: z.array(shellLinkAnswer),
      /** The front end's page paths (react-router patterns) and the shell slots it fills: what to load where. */
      pages: z.array(z.string()),
      slots: z.array(z.string()),
      /** Those of its pages still drawn while the site is closed for maintenance. */
      openInMaintenance: z.array(z.string()),
    }),
  ),
  /**
   * The page paths of installed modules that are switched off (or not run here): the shell tells a visitor such a
   * page is not available on this site, rather than that it does not exist. Paths only, no module named.
   */
  offPages: z.array(z.string()),
});
export type ModulesAnswer = z.infer<typeof modulesAnswer>;

const channel = z.enum(['sms', 'email', 'messenger']);

/** GET /api/outbox (administrators) */
export const outboxAnswer = z.strictObject({
  data: z.array(
    z.strictObject({
      id: z.string(),
      channel,
      recipient: z.string(),
      subject: z.string().nullable(),
      text: z.string(),
      status: z.enum(['queued', 'sent', 'held', 'failed', 'refused']),
      error: z.string().nullable(),
      purpose: z.string(),
      attempts: z.number().int(),
      createdAt: isoDate,
      sentAt: isoDate.nullable(),
    }),
  ),
  providers: z.record(channel, z.string().nullable()),
});

/** GET /api/openapi.json: the OpenAPI document (checked only at its top; the rest is what @fastify/swagger builds). */
export const openApiDocumentAnswer = z.looseObject({
  openapi: z.string(),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.unknown()),
});
