import { minutesText, type SharedAttempts } from '../kernel/shared-attempts.ts';
import type { OpenedDatabase } from '../kernel/database.ts';
import type { ClockPort } from '../ports/clock.port.ts';
import type { SessionUser } from '../ports/auth.port.ts';
import { HttpError } from '../sdk/errors.ts';

// Wrong second steps per account before it is locked, as passwords are (sign-ins.service.ts).
const LOCK_OUT = { failures: 10, windowMs: 15 * 60_000 };
const lockKey = (userId: string) => `two-factor:${userId}`;

/** Refuses once the account has had too many wrong codes: checked before the code, so even a right one waits. */
export async function checkLocked(attempts: SharedAttempts, userId: string): Promise<void> {
  const counted = await attempts.peek(lockKey(userId));
  if (counted && counted.hits >= LOCK_OUT.failures) {
    throw new HttpError(429, `Too many wrong codes for this account. Try again in ${minutesText(counted.remainingMs)}.`);
  }
}

export async function countFailure(attempts: SharedAttempts, userId: string): Promise<void> {
  await attempts.hit(lockKey(userId), LOCK_OUT.windowMs);
}

export function clearFailures(attempts: SharedAttempts, userId: string): Promise<void> {
  return attempts.reset(lockKey(userId));
}

/** Who must use two-factor sign-in: every administrator, and the staff of a business whose owner asks it. */
export class TwoFactorPolicy {
  private readonly db: OpenedDatabase;
  private readonly clock: ClockPort;

  constructor(db: OpenedDatabase, clock: ClockPort) {
    this.db = db;
    this.clock = clock;
  }

  async required(user: Pick<SessionUser, 'isAdmin' | 'role' | 'businessId'>): Promise<boolean> {
    if (user.isAdmin) return true;
    return user.role !== 'owner' && (await this.staffRequired(user.businessId));
  }

  async staffRequired(businessId: string): Promise<boolean> {
    const rows = await this.db.direct<Array<{ staff_two_factor: boolean }>>(
      `select staff_two_factor from core_business_security where business_id = ?`,
      [businessId],
    );
    return Boolean(rows[0]?.staff_two_factor);
  }

  async setStaffRequired(businessId: string, required: boolean): Promise<void> {
    await this.db.direct(
      `insert into core_business_security (business_id, staff_two_factor, updated_at) values (?, ?, ?)
       on conflict (business_id) do update set staff_two_factor = excluded.staff_two_factor, updated_at = excluded.updated_at`,
      [businessId, required, this.clock.now()],
      'run',
    );
  }
}
