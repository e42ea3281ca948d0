import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Database } from '../ports/database.port.ts';
import { User } from './user.entity.ts';

/**
 * The first administrator: while no admin exists, a one-time code (printed at start, or ADMIN_SETUP_TOKEN) lets a
 * signed-in user make themselves admin. Once used, it is gone.
 */
export class AdminSetup {
  #code: string | null;

  private readonly db: Database;

  constructor(db: Database, fixedCode: string | undefined) {
    this.db = db;
    this.#code = fixedCode ?? formatCode(randomBytes(10).toString('base64url').replace(/[-_]/g, '').slice(0, 12).toUpperCase());
  }

  async adminExists(): Promise<boolean> {
    return (await this.db.em.count(User, { isAdmin: true })) > 0;
  }

  /** The code to print, or null once an admin exists. */
  async pendingCode(): Promise<string | null> {
    return (await this.adminExists()) ? null : this.#code;
  }

  matches(code: string): boolean {
    if (!this.#code) return false;
    const a = Buffer.from(normalise(code));
    const b = Buffer.from(normalise(this.#code));
    return a.length === b.length && timingSafeEqual(a, b);
  }

  consume(): void {
    this.#code = null;
  }
}

const normalise = (code: string) => code.replace(/[\s-]/g, '').toUpperCase();
const formatCode = (raw: string) => raw.match(/.{1,4}/g)!.join('-');
