import { createHash, randomInt, randomUUID } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import type { OpenedDatabase } from '../kernel/database.ts';
import type { ClockPort } from '../ports/clock.port.ts';
import type { SecretBox } from '../sdk/secret-box.ts';

const ISSUER = 'Korero';
const PERIOD = 30;
export const RECOVERY_CODE_COUNT = 10;
// No 0/O or 1/I/L: a code copied from paper is typed back right.
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A recovery code as typed: case, spaces and dashes do not matter. */
const normalCode = (code: string) => code.toUpperCase().replace(/[\s-]/g, '');
const hashCode = (code: string) => createHash('sha256').update(normalCode(code)).digest('hex');

/** Twelve characters from 31 (about 59 bits): unguessable under the sign-in limits, so one SHA-256 is enough. */
function newRecoveryCode(): string {
  const chars = Array.from({ length: 12 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]);
  return `${chars.slice(0, 4).join('')}-${chars.slice(4, 8).join('')}-${chars.slice(8).join('')}`;
}

/** What the account's security screen shows. */
export interface TwoFactorState {
  totp: boolean;
  recoveryCodesLeft: number;
}

/**
 * The authenticator-app half of two-factor sign-in (RFC 6238, 6 digits, 30 s) and the ten recovery codes. The secret
 * is sealed at rest; a code is accepted one step either side of now, and never twice (the last step used is kept).
 */
export class TwoFactor {
  private readonly db: OpenedDatabase;
  private readonly clock: ClockPort;
  private readonly box: SecretBox;

  constructor(db: OpenedDatabase, clock: ClockPort, box: SecretBox) {
    this.db = db;
    this.clock = clock;
    this.box = box;
  }

  async state(userId: string): Promise<TwoFactorState> {
    const rows = await this.db.direct<Array<{ totp: boolean; left: string | number }>>(
      `select exists(select 1 from core_two_factor where user_id = ? and totp_on_at is not null) as totp,
              (select count(*) from core_recovery_code where user_id = ? and used_at is null) as left`,
      [userId, userId],
    );
    return { totp: Boolean(rows[0]?.totp), recoveryCodesLeft: Number(rows[0]?.left ?? 0) };
  }

  /** Whether the person has any second step (an app or a passkey): then sign-in asks for it. */
  async isOn(userId: string): Promise<boolean> {
    const rows = await this.db.direct<Array<{ on: boolean }>>(
      `select (exists(select 1 from core_two_factor where user_id = ? and totp_on_at is not null)
               or exists(select 1 from core_passkey where user_id = ?)) as on`,
      [userId, userId],
    );
    return Boolean(rows[0]?.on);
  }

  /** A new secret waiting for its first code (replacing one that never got it); null when the app is already on. */
  async start(userId: string, username: string): Promise<{ secret: string; otpauthUrl: string } | null> {
    if ((await this.state(userId)).totp) return null;
    const secret = new Secret({ size: 20 });
    await this.db.direct(
      `insert into core_two_factor (user_id, totp_secret, updated_at) values (?, ?, ?)
       on conflict (user_id) do update set totp_secret = excluded.totp_secret, totp_last_step = null, updated_at = excluded.updated_at`,
      [userId, this.box.seal(secret.base32), this.clock.now()],
      'run',
    );
    return { secret: secret.base32, otpauthUrl: totpOf(secret, username).toString() };
  }

  /** Turns the app on with its first right code, and answers the ten recovery codes (null: no such code). */
  async confirm(userId: string, code: string): Promise<string[] | null> {
    const rows = await this.#row(userId);
    if (!rows || rows.totp_on_at) return null;
    if (!(await this.#useTotp(userId, rows.totp_secret, rows.totp_last_step, code))) return null;
    await this.db.direct(`update core_two_factor set totp_on_at = ? where user_id = ?`, [this.clock.now(), userId], 'run');
    return this.newRecoveryCodes(userId);
  }

  /** A TOTP code or an unused recovery code (which is then spent). */
  async check(userId: string, code: string): Promise<'totp' | 'recovery' | null> {
    const row = await this.#row(userId);
    if (row?.totp_on_at && (await this.#useTotp(userId, row.totp_secret, row.totp_last_step, code))) return 'totp';
    if (normalCode(code).length !== 12) return null;
    // Spent in the same statement that finds it: two sign-ins racing with one code, only one gets it.
    const spent = await this.db.direct<Array<{ id: string }>>(
      `update core_recovery_code set used_at = ? where id = (
         select id from core_recovery_code where user_id = ? and code_hash = ? and used_at is null limit 1
       ) and used_at is null returning id`,
      [this.clock.now(), userId, hashCode(code)],
    );
    return spent.length ? 'recovery' : null;
  }

  /** Ten new codes, replacing every earlier one; shown once, kept only as hashes. */
  async newRecoveryCodes(userId: string): Promise<string[]> {
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    const now = this.clock.now();
    await this.db.direct(`delete from core_recovery_code where user_id = ?`, [userId], 'run');
    for (const code of codes) {
      await this.db.direct(
        `insert into core_recovery_code (id, user_id, code_hash, created_at) values (?, ?, ?, ?)`,
        [randomUUID(), userId, hashCode(code), now],
        'run',
      );
    }
    return codes;
  }

  /** Switches the app off; the recovery codes go too unless a passkey still needs them. */
  async turnOffTotp(userId: string): Promise<void> {
    await this.db.direct(
      `update core_two_factor set totp_secret = null, totp_on_at = null, totp_last_step = null where user_id = ?`,
      [userId],
      'run',
    );
    await this.forgetRecoveryCodesUnlessOn(userId);
  }

  /** With no second step left, recovery codes would recover nothing: they are deleted. */
  async forgetRecoveryCodesUnlessOn(userId: string): Promise<void> {
    if (!(await this.isOn(userId))) await this.db.direct(`delete from core_recovery_code where user_id = ?`, [userId], 'run');
  }

  async #row(userId: string) {
    const rows = await this.db.direct<
      Array<{ totp_secret: string | null; totp_on_at: Date | null; totp_last_step: string | number | null }>
    >(`select totp_secret, totp_on_at, totp_last_step from core_two_factor where user_id = ?`, [userId]);
    return rows[0] ?? null;
  }

  /** Checks a code against the secret, one step either side, and records its step so it cannot be used again. */
  async #useTotp(userId: string, sealed: string | null, lastStep: string | number | null, code: string): Promise<boolean> {
    const token = code.replace(/\s/g, '');
    if (!sealed || !/^\d{6}$/.test(token)) return false;
    const now = this.clock.now().getTime();
    const delta = totpOf(Secret.fromBase32(this.box.open(sealed)), '').validate({ token, timestamp: now, window: 1 });
    if (delta === null) return false;
    const step = Math.floor(now / 1000 / PERIOD) + delta;
    if (lastStep !== null && step <= Number(lastStep)) return false;
    // Conditional, so two requests with the same code at once cannot both pass.
    const taken = await this.db.direct<Array<{ user_id: string }>>(
      `update core_two_factor set totp_last_step = ? where user_id = ? and (totp_last_step is null or totp_last_step < ?) returning user_id`,
      [step, userId, step],
    );
    return taken.length === 1;
  }
}

function totpOf(secret: Secret, username: string): TOTP {
  return new TOTP({ issuer: ISSUER, label: username || ISSUER, algorithm: 'SHA1', digits: 6, period: PERIOD, secret });
}
