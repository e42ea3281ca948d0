import { BillingAccount } from '../adapters/billing/billing-account.entity.ts';
import { BillingCheckout } from '../adapters/billing/billing-checkout.entity.ts';
import { BillingWebhookEvent } from '../adapters/billing/billing-webhook-event.entity.ts';
import { Job } from '../adapters/jobs/job.entity.ts';
import { JobSchedule } from '../adapters/jobs/job-schedule.entity.ts';
import { AdminClaim, AdminSetupCode } from '../identity/admin-claim.entity.ts';
import { Attempt } from './attempt.entity.ts';
import { ModuleStateRow } from './module-state.entity.ts';
import { RequestMinute } from './metrics/request-minute.entity.ts';
import { SettingRow } from './settings/setting.entity.ts';
import { AuditLogRow } from './audit/audit-log.entity.ts';
import { OptOut } from '../adapters/messaging/opt-out.entity.ts';
import { OutboxMessage } from '../adapters/messaging/outbox-message.entity.ts';
import { PasswordReset } from '../identity/password-reset.entity.ts';
import { Membership, StaffInvitation } from '../identity/membership.entity.ts';
import { ActivityRow } from '../identity/activity.entity.ts';
import { Session } from '../identity/session.entity.ts';
import { User } from '../identity/user.entity.ts';
import type { ModuleMigration } from '../sdk/define-module.ts';
import { coreMigrationList } from '../migrations/index.ts';

/** The kernel's own tables (all prefixed core_). */
export const coreEntities = [
  User,
  Session,
  Membership,
  StaffInvitation,
  PasswordReset,
  Job,
  JobSchedule,
  OutboxMessage,
  OptOut,
  BillingAccount,
  BillingCheckout,
  BillingWebhookEvent,
  Attempt,
  AdminClaim,
  AdminSetupCode,
  ModuleStateRow,
  RequestMinute,
  SettingRow,
  AuditLogRow,
  ActivityRow,
];
export const coreMigrations: ModuleMigration[] = coreMigrationList;
