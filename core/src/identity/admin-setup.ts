import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Database } from '../ports/database.port.ts';
import { User } from './user.entity.ts';

/**
 * The first administrator: while no admin exists, a one-time code (printed at start, or ADMIN_SETUP_TOKEN) lets a
 * signed-in user make themselves admin. Once used it stops working (`core_admin_claim`), until no administrator is
 * left.
 */
export class AdminSetup {
  readonly #code: string;

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
    const a = Buffer.from(normalise(code));
    const b = Buffer.from(normalise(this.#code));
    return a.length === b.length && timingSafeEqual(a, b);
  }

  /**
   * Makes `userId` the administrator if nobody has used the setup code yet: the claim row and the promotion are one
   * transaction, and only one insert of row 1 can succeed, so of any number of racing requests exactly one wins.
   */
  async claim(userId: string, now: Date): Promise<boolean> {
    const won = await this.db.transaction(async (em) => {
      const rows = await em.execute<Array<{ id: number }>>(
        `insert into core_admin_claim (id, user_id, claimed_at) values (1, ?, ?) on conflict (id) do nothing returning id`,
        [userId, now],
      );
      if (rows.length === 0) return false;
      await em.nativeUpdate(User, { id: userId }, { isAdmin: true });
      return true;
    });
    return won;
  }
}

const normalise = (code: string) => code.replace(/[\s-]/g, '').toUpperCase();
const formatCode = (raw: string) => raw.match(/.{1,4}/g)!.join('-');
