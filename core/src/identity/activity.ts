import type { ActivityEntry, ActivityPort } from '../ports/activity.port.ts';
import type { SessionUser } from '../ports/auth.port.ts';
import type { ClockPort } from '../ports/clock.port.ts';
import type { Database } from '../ports/database.port.ts';
import type { ActivityItem } from '../contract/activity.ts';
import { ActivityRow } from './activity.entity.ts';
import { nameOf } from './display-names.ts';
import { User } from './user.entity.ts';

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** The business's activity log (see ActivityPort): written by modules, read by the owners' list, exported and deleted with it. */
export class Activity implements ActivityPort {
  private readonly db: Database;
  private readonly clock: ClockPort;

  constructor(db: Database, clock: ClockPort) {
    this.db = db;
    this.clock = clock;
  }

  async record(user: SessionUser, entry: ActivityEntry): Promise<void> {
    // Through the entity manager: inside a caller's transaction the line commits (or not) with what it tells.
    const em = this.db.em;
    em.create(ActivityRow, {
      businessId: user.businessId,
      accountId: user.apiKey ? null : user.id,
      action: clip(entry.action, 60),
      subject: entry.subject ? clip(entry.subject, 120) : null,
      sentence: clip(entry.sentence, 300),
      at: this.clock.now(),
    });
    await em.flush();
  }

  together<T>(user: SessionUser, change: () => Promise<T>, entry: ActivityEntry | ((result: T) => ActivityEntry | null)): Promise<T> {
    return this.db.transaction(async () => {
      const result = await change();
      const line = typeof entry === 'function' ? entry(result) : entry;
      if (line) await this.record(user, line);
      return result;
    });
  }

  /** A page of the business's activity, newest first, with each person's name. */
  async list(businessId: string, page: number, limit: number): Promise<{ rows: ActivityItem[]; total: number }> {
    const [rows, total] = await this.db.em.findAndCount(
      ActivityRow,
      { businessId },
      { orderBy: { at: 'desc', id: 'desc' }, limit, offset: (page - 1) * limit },
    );
    const ids = [...new Set(rows.flatMap((r) => (r.accountId ? [r.accountId] : [])))];
    const names = new Map(
      ids.length
        ? (await this.db.em.find(User, { id: { $in: ids } }, { fields: ['id', 'username', 'displayName'] })).map((u) => [u.id, nameOf(u)])
        : [],
    );
    return {
      rows: rows.map((r) => ({
        id: r.id,
        at: r.at.toISOString(),
        action: r.action,
        subject: r.subject ?? null,
        sentence: r.sentence,
        person: r.accountId
          ? { id: r.accountId, name: names.get(r.accountId) ?? 'A person no longer on Korero' }
          : { id: null, name: 'An API key' },
      })),
      total,
    };
  }

  /** The business's lines for its export. */
  async exportBusiness(businessId: string) {
    const rows = await this.db.em.find(ActivityRow, { businessId }, { orderBy: { at: 'asc', id: 'asc' } });
    return rows.map((r) => ({
      id: r.id,
      accountId: r.accountId ?? null,
      action: r.action,
      subject: r.subject ?? null,
      sentence: r.sentence,
      at: r.at.toISOString(),
    }));
  }
}
