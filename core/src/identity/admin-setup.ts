import { randomInt, timingSafeEqual } from 'node:crypto';

const CODE_LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
/**
 * Twelve letters and digits, each drawn on its own: always twelve (the base64 this replaces lost a character whenever
 * a '-' or '_' was dropped, about one code in nine: instances.api caught an 11-character one).
 */
export const newCode = (): string => Array.from({ length: 12 }, () => CODE_LETTERS[randomInt(CODE_LETTERS.length)]).join('');
import type { Database } from '../ports/database.port.ts';
import { User } from './user.entity.ts';

/**
 * The first administrator: while no admin exists, a one-time code (printed at start, or ADMIN_SETUP_TOKEN) lets a
 * signed-in user make themselves admin. Once used it stops working (`core_admin_claim`), until no administrator is
 * left. A code Korero makes is kept in the database (`core_admin_setup_code`): every process on it accepts the one
 * code, whichever printed it, so behind a load balancer the request may reach any of them.
 */
export class AdminSetup {
  readonly #fixed: string | undefined;
  /** The code kept in the database, once read. */
  #stored: string | undefined;
  /** Korero made the code (no ADMIN_SETUP_TOKEN): only then may it be shown anywhere. */
  readonly generated: boolean;

  private readonly db: Database;

  constructor(db: Database, fixedCode: string | undefined) {
    this.db = db;
    this.generated = fixedCode === undefined;
    this.#fixed = fixedCode;
  }

  /** ADMIN_SETUP_TOKEN, else the code in the database, made by the first process that asked (one insert wins). */
  async code(): Promise<string> {
    if (this.#fixed !== undefined) return this.#fixed;
    if (this.#stored !== undefined) return this.#stored;
    const fresh = formatCode(newCode());
    await this.db.em.execute(
      `insert into core_admin_setup_code (id, code, created_at) values (1, ?, ?) on conflict (id) do nothing`,
      [fresh, new Date()],
      'run',
    );
    const [row] = await this.db.em.execute<Array<{ code: string }>>('select code from core_admin_setup_code where id = 1', []);
    this.#stored = row!.code;
    return this.#stored;
  }

  async adminExists(): Promise<boolean> {
    return (await this.db.em.count(User, { isAdmin: true })) > 0;
  }

  /** The code to print, or null once an admin exists. */
  async pendingCode(): Promise<string | null> {
    return (await this.adminExists()) ? null : this.code();
  }

  async matches(code: string): Promise<boolean> {
    const a = Buffer.from(normalise(code));
    const b = Buffer.from(normalise(await this.code()));
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

export interface SetupNoticeInput {
  /** The pending code, or null once an administrator exists. */
  code: string | null;
  /** Korero made it; false when it came from ADMIN_SETUP_TOKEN, which the operator already knows. */
  generated: boolean;
  production: boolean;
  /** Standard error is a terminal: a person is watching, and nothing there is shipped to a log store. */
  terminal: boolean;
  publicUrl: string;
  /** Where a production process keeps a code it made, readable by its own user only. */
  codeFile: string;
}

export interface SetupNotice {
  /** A line for the start banner (standard output, which a production host ships to its log store). */
  banner: string | null;
  /** Written straight to the terminal on standard error. */
  terminal: string | null;
  /** Logged at warn: where the code is, never the code. */
  warning: string | null;
  /** Write the code to codeFile (mode 0600); false: remove any old one. */
  writeCodeFile: boolean;
}

/**
 * How the first administrator learns the setup code without it landing in logs. A code from ADMIN_SETUP_TOKEN is
 * never printed (the operator set it). A code Korero made is printed in development; in production it goes to a
 * file only Korero's user can read (as a log store never sees files), and to standard error when that is a terminal,
 * with a warning that says where to find it.
 */
export function setupCodeNotice(input: SetupNoticeInput): SetupNotice {
  const none: SetupNotice = { banner: null, terminal: null, warning: null, writeCodeFile: false };
  if (!input.code) return none;
  const open = `Sign up, open ${input.publicUrl}/admin-setup and enter`;
  if (!input.generated) return { ...none, banner: `No administrator yet. ${open} the code set in ADMIN_SETUP_TOKEN.` };
  if (!input.production) return { ...none, banner: `No administrator yet. ${open} this code: ${input.code}` };
  const where = `the setup code in ${input.codeFile} (readable by Korero's user only), or set ADMIN_SETUP_TOKEN and restart`;
  return {
    banner: `No administrator yet. ${open} ${where}.`,
    terminal: input.terminal ? `Korero's administrator setup code (not logged): ${input.code}` : null,
    warning: `No administrator yet: ${open} ${where}.`,
    writeCodeFile: true,
  };
}
