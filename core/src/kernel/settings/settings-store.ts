import type { FastifyBaseLogger } from 'fastify';
import {
  defaultSystemSettings,
  systemSettingsSchema,
  type SystemSettings,
  type SystemSettingsPatch,
} from '../../contract/system-settings.ts';
import type { ClockPort } from '../../ports/clock.port.ts';
import type { SystemSettingsPort } from '../../ports/system-settings.port.ts';
import type { OpenedDatabase } from '../database.ts';

interface Row {
  key: string;
  /** The JSON as text: drivers differ in how they hand back jsonb. */
  value: string;
}

export interface SettingsStoreOptions {
  db: OpenedDatabase;
  clock: ClockPort;
  logger: FastifyBaseLogger;
  defaults: SystemSettings;
  /** How often every process re-reads settings another process may have changed. */
  refreshMs?: number;
}

/**
 * The system settings, held in memory and re-read every couple of seconds (like the module switches), so a change
 * made through one process holds in the others soon after, and nothing is asked of the database per request. A
 * stored value that no longer passes the schema (a setting renamed or tightened since) falls back to its default.
 */
export class SettingsStore implements SystemSettingsPort {
  #current: SystemSettings;
  #timer: NodeJS.Timeout | undefined;
  #refreshing: Promise<void> | undefined;
  #failing = false;
  private readonly db: OpenedDatabase;
  private readonly clock: ClockPort;
  private readonly logger: FastifyBaseLogger;
  private readonly defaults: SystemSettings;
  private readonly refreshMs: number;

  constructor(options: SettingsStoreOptions) {
    this.db = options.db;
    this.clock = options.clock;
    this.logger = options.logger;
    this.defaults = options.defaults;
    this.refreshMs = options.refreshMs ?? 2000;
    this.#current = { ...options.defaults };
  }

  static defaultsFor(sessionIdleMinutes: number): SystemSettings {
    return defaultSystemSettings(sessionIdleMinutes);
  }

  current(): SystemSettings {
    return this.#current;
  }

  async refresh(): Promise<void> {
    const rows = await this.db.direct<Row[]>('select key, value::text as value from core_setting', []);
    const next: Record<string, unknown> = { ...this.defaults };
    const shape = systemSettingsSchema.shape as Record<string, { safeParse(v: unknown): { success: boolean; data?: unknown } }>;
    for (const row of rows) {
      const field = shape[row.key];
      const parsed = field?.safeParse(safeJson(row.value));
      if (parsed?.success) next[row.key] = parsed.data;
    }
    this.#current = next as SystemSettings;
  }

  async update(patch: SystemSettingsPatch, by: string | null): Promise<SystemSettings> {
    const now = this.clock.now();
    for (const [key, value] of Object.entries(patch)) {
      if (value === undefined) continue;
      await this.db.direct(
        `insert into core_setting (key, value, updated_at, updated_by) values (?, ?::jsonb, ?, ?)
         on conflict (key) do update set value = excluded.value, updated_at = excluded.updated_at, updated_by = excluded.updated_by`,
        [key, JSON.stringify(value), now, by],
        'run',
      );
    }
    await this.refresh();
    return this.#current;
  }

  start(): void {
    this.#timer = setInterval(() => {
      if (this.#refreshing) return;
      this.#refreshing = this.refresh()
        .then(() => {
          if (this.#failing) this.logger.info('system settings are read again');
          this.#failing = false;
        })
        .catch((error: unknown) => {
          // Keep the last settings read; say so once, not every two seconds.
          if (!this.#failing) this.logger.warn({ err: error }, 'system settings could not be re-read; the last ones read stay in effect');
          this.#failing = true;
        })
        .finally(() => {
          this.#refreshing = undefined;
        });
    }, this.refreshMs);
    this.#timer.unref();
  }

  stop(): void {
    clearInterval(this.#timer);
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
