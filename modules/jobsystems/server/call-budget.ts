import type { ClockPort, Database } from '@korero/core/sdk';
import type { JobSystemProvider } from '../contract/api.ts';
import { SystemError } from './system-errors.ts';

/**
 * Each system's documented limit per account and minute (Xero 60 per organisation, ServiceM8 180, Fergus 100), less a
 * margin for the owner's own use of the same connection.
 */
export const CALLS_PER_MINUTE: Record<JobSystemProvider, number> = { xero: 55, servicem8: 170, fergus: 90 };

/**
 * A system's calls per account and minute, counted in the database so every instance shares one budget: Korero keeps
 * under each API's limit rather than meeting its 429s (issue 45). A row per account and minute; old rows are swept.
 */
export class CallBudget {
  readonly #db: Database;
  readonly #clock: ClockPort;

  constructor(db: Database, clock: ClockPort) {
    this.#db = db;
    this.#clock = clock;
  }

  /** Takes `calls` from this minute's budget: null when taken, else when the next minute starts (nothing taken). */
  async take(provider: JobSystemProvider, account: string, calls: number): Promise<Date | null> {
    const now = this.#clock.now();
    const minute = new Date(Math.floor(now.getTime() / 60_000) * 60_000);
    const [row] = await this.#db.em.execute<Array<{ calls: number }>>(
      `insert into jobsystems_call_budget (provider, account_id, minute, calls) values (?, ?, ?, ?)
       on conflict (provider, account_id, minute) do update set calls = jobsystems_call_budget.calls + excluded.calls
         where jobsystems_call_budget.calls + excluded.calls <= ?
       returning calls`,
      [provider, account.slice(0, 100), minute, calls, CALLS_PER_MINUTE[provider]],
    );
    return row ? null : new Date(minute.getTime() + 60_000);
  }

  /** Forgets minutes long past (the held jobs' sweep calls it). */
  async sweep(): Promise<void> {
    await this.#db.em.execute(
      'delete from jobsystems_call_budget where minute < ?',
      [new Date(this.#clock.now().getTime() - 10 * 60_000)],
      'run',
    );
  }
}

/** For the dry run, when the connection's minute of calls is spent on asking customers. */
export const budgetSpent = (system: string) =>
  new SystemError(`${system} is busy with your jobs just now: try the dry run again in a minute.`);
