import { definePort } from './define-port.ts';

/** What an entry may hold: JSON without fractions, so every reader canonicalises it the same way (RFC 8785). */
export type ChainValue = string | number | boolean | null | ChainValue[] | { [key: string]: ChainValue };

/** One thing that happened, as a module appends it. Personal details go in only as `digest`s (docs/decisions/0045). */
export interface ChainAppend {
  /** Dotted, lower-case, the appending module's id first: "<module>.<what_happened>". */
  kind: string;
  data: Record<string, ChainValue>;
}

/** An entry as stored and exported: `hash` is the SHA-256 of the canonical JSON of every other field (docs/decisions/0044). */
export interface ChainEntry extends ChainAppend {
  chain: string;
  seq: number;
  at: string;
  /** The previous entry's hash; 64 zeros for the first. */
  prev: string;
  hash: string;
}

export interface ChainVerification {
  ok: boolean;
  entries: number;
  /** The first entry that does not match what was written (or, for entries removed from the end, the head's last). */
  firstBadEntry: { seq: number; at: string } | null;
}

/** A personal detail as the chain keeps it: what kind it is decides how it is normalised before it is digested. */
export type PersonalDetail = 'name' | 'phone' | 'email' | 'text';

/**
 * The record of asking (issue 47): a tamper-evident chain of entries per business, each holding the SHA-256 of the
 * previous one, so a changed or removed row breaks every check after it. Modules append inside their own transaction
 * (an entry commits with the write it records, or neither does); the kernel keeps a chain of its own (`KERNEL_CHAIN`)
 * for what applies to every business, such as opt-outs. Not the compliance module's job list.
 */
export interface RecordChainPort {
  /** Appends to `chain` (a business id, or KERNEL_CHAIN) in the open transaction, or in one of its own. */
  append(chain: string, entry: ChainAppend): Promise<void>;
  /** Appends several in order, taking the chain's head once (an import's thousands of jobs). */
  appendMany(chain: string, entries: readonly ChainAppend[]): Promise<void>;
  /** A keyed digest (HMAC-SHA256 with LEDGER_KEY) of a personal detail, normalised first; null for an empty one. */
  digest(kind: PersonalDetail, value: string | null | undefined): string | null;
  /** A customer's name as digests of the whole name and of the first name (a Google display name is often only that). */
  person(name: string): { name: string | null; firstName: string | null };
  /** Checks the whole chain, oldest first, and names the first entry that does not match. */
  verify(chain: string): Promise<ChainVerification>;
  /** The newest entry's seq, hash and time; null while the chain is empty. */
  head(chain: string): Promise<{ seq: number; hash: string; at: string } | null>;
  /** The business chains that have entries (not the kernel's), by id after `after`, at most `limit`: for a weekly sweep. */
  chains(after: string, limit: number): Promise<string[]>;
  /** Every entry, oldest first, a page at a time (for an export). */
  entries(chain: string): AsyncIterable<ChainEntry>;
  /** The entries of these kinds since `since`, oldest first (for a summary). */
  find(chain: string, kinds: readonly string[], since: Date): Promise<ChainEntry[]>;
}

/** The kernel's own chain: opt-outs, which apply to every business. */
export const KERNEL_CHAIN = 'kernel';

export const recordChainPort = definePort<RecordChainPort>('recordChain');
