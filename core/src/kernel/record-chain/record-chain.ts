import { createHmac } from 'node:crypto';
import type { ClockPort } from '../../ports/clock.port.ts';
import type { Database } from '../../ports/database.port.ts';
import type {
  ChainAppend,
  ChainEntry,
  ChainValue,
  ChainVerification,
  PersonalDetail,
  RecordChainPort,
} from '../../ports/record-chain.port.ts';
import { KERNEL_CHAIN } from '../../ports/record-chain.port.ts';
import { GENESIS, entryHash } from './canonical-json.ts';

interface Row {
  chain: string;
  seq: number | string;
  at: Date | string;
  kind: string;
  data: string | Record<string, ChainValue>;
  prev: string;
  hash: string;
}

const PAGE = 2000;
/** Entries per INSERT: 7 parameters each, well under PostgreSQL's 65,535. */
const ROWS_PER_INSERT = 500;

function toEntry(row: Row): ChainEntry {
  return {
    chain: row.chain,
    seq: Number(row.seq),
    at: new Date(row.at).toISOString(),
    kind: row.kind,
    data: typeof row.data === 'string' ? (JSON.parse(row.data) as Record<string, ChainValue>) : row.data,
    prev: row.prev.trim(),
    hash: row.hash.trim(),
  };
}

/** How a detail is written before it is digested, so "Aroha  Ngata" and "aroha ngata" (or two spellings of a number) match. */
function normalise(kind: PersonalDetail, value: string): string {
  const text = value.normalize('NFKC').trim();
  if (kind === 'phone') return text.replace(/[^\d+]/g, '').replace(/^0/, '+64');
  if (kind === 'email') return text.toLowerCase();
  return text.toLowerCase().replace(/\s+/g, ' ');
}

/** The kernel's record of asking (see RecordChainPort; docs/decisions/0044 and 0045). */
export class RecordChain implements RecordChainPort {
  readonly #db: Database;
  readonly #clock: ClockPort;
  readonly #key: Buffer;

  constructor(db: Database, clock: ClockPort, key: Buffer) {
    this.#db = db;
    this.#clock = clock;
    this.#key = key;
  }

  append(chain: string, entry: ChainAppend): Promise<void> {
    return this.appendMany(chain, [entry]);
  }

  appendMany(chain: string, entries: readonly ChainAppend[]): Promise<void> {
    if (entries.length === 0) return Promise.resolve();
    // Joins the caller's transaction: the entries commit with the writes they record, or none do.
    return this.#db.transaction(async (em) => {
      const at = this.#clock.now();
      // One statement makes the head if need be and locks it until commit, so appends to one chain take turns
      // across every process (on PGlite, one connection already takes them in turn). Read from the head alone: O(1).
      const [head] = await em.execute<Array<{ seq: number | string; hash: string }>>(
        `insert into core_record_chain_head (chain, seq, hash, at) values (?, 0, ?, null)
         on conflict (chain) do update set chain = excluded.chain returning seq, hash`,
        [chain, GENESIS],
      );
      let seq = Number(head!.seq);
      let prev = head!.hash.trim();
      const rows = entries.map((entry) => {
        const next = { chain, seq: ++seq, at: at.toISOString(), kind: entry.kind, data: entry.data, prev };
        prev = entryHash(next);
        return [chain, next.seq, at, entry.kind, JSON.stringify(entry.data), next.prev, prev];
      });
      const insert = (chunk: typeof rows) =>
        `insert into core_record_chain (chain, seq, at, kind, data, prev, hash) values ${chunk.map(() => '(?, ?, ?, ?, ?, ?, ?)').join(', ')}`;
      for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) {
        const chunk = rows.slice(i, i + ROWS_PER_INSERT);
        const last = i + ROWS_PER_INSERT >= rows.length;
        // The last rows and the head's move in one statement: an invitation's entry costs its transaction two
        // statements in all (the invitation path is counted, tests/integration/invitation-statements.api.test.ts).
        await em.execute(
          last
            ? `with added as (${insert(chunk)} returning seq) update core_record_chain_head set seq = ?, hash = ?, at = ? where chain = ?`
            : insert(chunk),
          last ? [...chunk.flat(), seq, prev, at, chain] : chunk.flat(),
          'run',
        );
      }
    });
  }

  digest(kind: PersonalDetail, value: string | null | undefined): string | null {
    if (!value?.trim()) return null;
    return createHmac('sha256', this.#key)
      .update(`${kind}:${normalise(kind, value)}`)
      .digest('hex');
  }

  person(name: string): { name: string | null; firstName: string | null } {
    return { name: this.digest('name', name), firstName: this.digest('name', name.trim().split(/\s+/)[0]) };
  }

  async head(chain: string): Promise<{ seq: number; hash: string; at: string } | null> {
    const [row] = await this.#db.em.execute<Array<{ seq: number | string; hash: string; at: Date | string | null }>>(
      'select seq, hash, at from core_record_chain_head where chain = ?',
      [chain],
    );
    if (!row?.at) return null;
    return { seq: Number(row.seq), hash: row.hash.trim(), at: new Date(row.at).toISOString() };
  }

  async chains(after: string, limit: number): Promise<string[]> {
    const rows = await this.#db.em.execute<Array<{ chain: string }>>(
      'select chain from core_record_chain_head where chain > ? and chain <> ? and at is not null order by chain limit ?',
      [after, KERNEL_CHAIN, limit],
    );
    return rows.map((r) => r.chain);
  }

  async *entries(chain: string): AsyncIterable<ChainEntry> {
    let after = 0;
    for (;;) {
      const rows = await this.#db.em.execute<Row[]>(
        'select chain, seq, at, kind, data, prev, hash from core_record_chain where chain = ? and seq > ? order by seq limit ?',
        [chain, after, PAGE],
      );
      for (const row of rows) yield toEntry(row);
      if (rows.length < PAGE) return;
      after = Number(rows.at(-1)!.seq);
    }
  }

  async verify(chain: string): Promise<ChainVerification> {
    let prev = GENESIS;
    let seq = 0;
    let last: ChainEntry | null = null;
    for await (const entry of this.entries(chain)) {
      // A row changed, or one before it removed (its seq skips, or its prev names a hash no longer there).
      if (entry.seq !== seq + 1 || entry.prev !== prev || entryHash(entry) !== entry.hash) {
        return { ok: false, entries: entry.seq - 1, firstBadEntry: { seq: entry.seq, at: entry.at } };
      }
      prev = entry.hash;
      seq = entry.seq;
      last = entry;
    }
    // Entries removed from the end (or the last one changed with its hash): the head still names what was written.
    const head = await this.head(chain);
    if (head && (head.seq !== seq || head.hash !== prev)) {
      const bad = head.seq > seq || !last ? { seq: seq + 1, at: head.at } : { seq: last.seq, at: last.at };
      return { ok: false, entries: seq, firstBadEntry: bad };
    }
    return { ok: true, entries: seq, firstBadEntry: null };
  }

  async find(chain: string, kinds: readonly string[], since: Date): Promise<ChainEntry[]> {
    if (kinds.length === 0) return [];
    const rows = await this.#db.em.execute<Row[]>(
      `select chain, seq, at, kind, data, prev, hash from core_record_chain
       where chain = ? and at >= ? and kind in (${kinds.map(() => '?').join(', ')}) order by seq`,
      [chain, since, ...kinds],
    );
    return rows.map(toEntry);
  }
}
