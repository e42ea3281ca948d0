import type { Env } from '@korero/config/env';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { CurrentUser } from '../contract/kernel.ts';
import type { OpenedDatabase } from '../kernel/database.ts';
import { SharedAttempts } from '../kernel/shared-attempts.ts';
import type { BillingPort } from '../ports/billing.port.ts';
import type { ClockPort } from '../ports/clock.port.ts';
import type { EventsPort } from '../ports/events.port.ts';
import type { JobsPort } from '../ports/jobs.port.ts';
import type { MessagingPort } from '../ports/messaging.port.ts';
import type { SystemSettingsPort } from '../ports/system-settings.port.ts';
import type { RecordChainPort } from '../ports/record-chain.port.ts';
import type { ModuleApp } from '../sdk/define-module.ts';
import { AccountData } from './account-data.service.ts';
import { Activity } from './activity.ts';
import { activityRoutes } from './activity.routes.ts';
import { profileRoutes } from './profile.routes.ts';
import { accountRoutes } from './account.routes.ts';
import { AdminSetup } from './admin-setup.ts';
import { Leaving } from './leaving.ts';
import { ApiKeys } from './api-keys.ts';
import { apiKeysRoutes, keyUserOf, type ScopeList } from './api-keys.routes.ts';
import type { KeyUser } from '../kernel/route-access.ts';
import { SessionAuth } from './auth.adapter.ts';
import { authRoutes, presentUser, sessionOf } from './auth.routes.ts';
import type { SessionUser } from '../ports/auth.port.ts';
import { passwordResetRoutes } from './password-reset.routes.ts';
import { PasswordResets } from './password-reset.service.ts';
import { Memberships } from './memberships.ts';
import { SessionStore } from './session-store.ts';
import { businessesRoutes } from './businesses.routes.ts';
import { StaffInvitations } from './staff-invitations.ts';
import { staffInvitationsRoutes } from './staff-invitations.routes.ts';
import { staffRoutes } from './staff.routes.ts';
import { SignIns } from './sign-ins.service.ts';

import type { AuditPort } from '../ports/audit.port.ts';
import { hkdfSync } from 'node:crypto';
import { secretBox } from '../sdk/secret-box.ts';
import { Passkeys, relyingPartyOf } from './passkeys.ts';
import { passkeysRoutes } from './passkeys.routes.ts';
import { PendingSignIns } from './pending-sign-ins.ts';
import { secondStepFor, twoFactorSignInRoutes } from './two-factor-sign-in.routes.ts';
import { TwoFactorPolicy } from './two-factor-policy.ts';
import { twoFactorRoutes } from './two-factor.routes.ts';
import { businessSecurityRoutes } from './business-security.routes.ts';
import { TwoFactor } from './two-factor.ts';

export interface IdentityDeps {
  env: Env;
  db: OpenedDatabase;
  clock: ClockPort;
  billing: BillingPort;
  events: EventsPort;
  jobs: JobsPort;
  messaging: MessagingPort;
  publicUrl: string;
  logger: FastifyBaseLogger;
  /** The session timeout and max users per tier, as an administrator set them. */
  settings: SystemSettingsPort;
  recordChain: RecordChainPort;
  /** The session cookie's keys: the two-factor secrets are sealed under keys derived from them. */
  sessionKeys: readonly Buffer[];
}

/** The kernel's identity part: accounts, sessions, sign-in with its lock-out, password resets and the first admin. */
export interface Identity {
  auth: SessionAuth;
  accounts: AccountData;
  /** Counted limits shared by every process on the database (lock-outs, the route rate limits' store). */
  attempts: SharedAttempts;
  adminSetup: AdminSetup;
  /** Who did what in a business (the activity port modules write through; GET /api/activity reads it). */
  activity: Activity;
  /** What the access check calls for a request with an API key. */
  keyUser: KeyUser;
  /** Who is signed in on this request, as GET /api/session answers it (null when no one is). */
  session(request: FastifyRequest): Promise<CurrentUser | null>;
  /** GET/POST /api/user, register, login, logout, admin-setup, password reset and the account's export and deletion. */
  routes(api: ModuleApp, extras: { audit: AuditPort; scopes: ScopeList }): Promise<void>;
}

export function createIdentity(deps: IdentityDeps): Identity {
  const { env, db, clock, billing, events } = deps;
  // The timeout is read on every check, so a change applies to sessions already open as well as new ones.
  const sessions = new SessionStore(db, clock, {
    idleMinutes: () => deps.settings.current().sessionTimeoutMinutes,
    maxHours: env.SESSION_MAX_HOURS,
  });
  const keys = new ApiKeys(db, clock);
  const memberships = new Memberships(db, clock);
  const activity = new Activity(db, clock);
  const leaving = new Leaving({ keys, events, memberships });
  const accounts = new AccountData({
    db,
    billing,
    sessions,
    clock,
    keys,
    memberships,
    activity,
    leaving,
    recordChain: deps.recordChain,
    logger: deps.logger,
  });
  const auth = new SessionAuth(sessions, db, accounts, memberships);
  // Every counted limit lives in the database, so it holds across processes.
  const attempts = new SharedAttempts(db, clock);
  const signIns = new SignIns({
    db,
    clock,
    events,
    attempts,
    maxFreeAccounts: () => deps.settings.current().maxUsersPerTier,
    jobs: deps.jobs,
    messaging: deps.messaging,
    publicUrl: deps.publicUrl,
    memberships,
    supportEmail: env.SUPPORT_EMAIL,
  });
  const resets = new PasswordResets({
    db,
    jobs: deps.jobs,
    messaging: deps.messaging,
    clock,
    sessions,
    publicUrl: deps.publicUrl,
    attempts,
    afterReset: (userId) => signIns.liftLockOut(userId),
  });
  const adminSetup = new AdminSetup(db, env.ADMIN_SETUP_TOKEN);
  // A key of its own for each session key (rotation works the same way), never the cookie's key itself.
  const sealing = deps.sessionKeys.map((key) =>
    Buffer.from(hkdfSync('sha256', key, Buffer.alloc(0), 'korero two-factor secrets', 32)).toString('base64'),
  );
  const twoFactor = new TwoFactor(db, clock, secretBox(sealing));
  const passkeys = new Passkeys(db, clock, relyingPartyOf(deps.publicUrl));
  const policy = new TwoFactorPolicy(db, clock);
  const pending = new PendingSignIns(db, clock, deps.publicUrl.startsWith('https://'));
  return {
    auth,
    accounts,
    attempts,
    adminSetup,
    activity,
    keyUser: keyUserOf({ keys, auth, attempts }),
    session: sessionOf(auth, { billing, memberships }),
    async routes(api, extras) {
      const secondStep = { twoFactor, passkeys, pending };
      await authRoutes(api, {
        auth,
        signIns,
        billing,
        memberships,
        clock,
        adminSetup,
        audit: extras.audit,
        attempts,
        secondStep: (reply, userId) => secondStepFor(secondStep, reply, userId),
      });
      const present = (user: SessionUser) => presentUser(user, { billing, memberships });
      const secondStepDeps = { auth, signIns, ...secondStep, attempts, audit: extras.audit, present };
      await twoFactorSignInRoutes(api, secondStepDeps);
      await passkeysRoutes(api, { ...secondStepDeps, policy, accounts });
      await businessSecurityRoutes(api, { auth, policy, audit: extras.audit });
      await twoFactorRoutes(api, { auth, twoFactor, passkeys, policy, accounts, attempts, audit: extras.audit });
      await passwordResetRoutes(api, { resets });
      await accountRoutes(api, { auth, accounts, clock, attempts });
      await profileRoutes(api, { db, auth });
      await apiKeysRoutes(api, { keys, auth, scopes: extras.scopes });
      await activityRoutes(api, { auth, activity });
      const invitations = new StaffInvitations({
        db,
        memberships,
        clock,
        events,
        messaging: deps.messaging,
        publicUrl: deps.publicUrl,
        activity,
        attempts,
      });
      await businessesRoutes(api, {
        db,
        auth,
        memberships,
        billing,
        events,
        maxOwned: env.MAX_BUSINESSES_PER_PERSON,
        supportEmail: env.SUPPORT_EMAIL,
      });
      await staffInvitationsRoutes(api, { auth, invitations, billing, memberships, publicUrl: deps.publicUrl });
      await staffRoutes(api, { db, auth, memberships, sessions, activity, leaving });
    },
  };
}
