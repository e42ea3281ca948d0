import type { OpenedDatabase } from '../kernel/database.ts';
import type { ClockPort } from '../ports/clock.port.ts';

interface PasskeyRow {
  id: string;
  name: string;
  created_at: Date;
  last_used_at: Date | null;
}

/** A person's passkeys (WebAuthn credentials), as a second step after the password. */
export class Passkeys {
  private readonly db: OpenedDatabase;
  private readonly clock: ClockPort;

  constructor(db: OpenedDatabase, clock: ClockPort) {
    this.db = db;
    this.clock = clock;
  }

  async list(userId: string): Promise<Array<{ id: string; name: string; createdAt: string; lastUsedAt: string | null }>> {
    const rows = await this.db.direct<PasskeyRow[]>(
      `select id, name, created_at, last_used_at from core_passkey where user_id = ? order by created_at, id`,
      [userId],
    );
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      createdAt: new Date(r.created_at).toISOString(),
      lastUsedAt: r.last_used_at ? new Date(r.last_used_at).toISOString() : null,
    }));
  }
}
