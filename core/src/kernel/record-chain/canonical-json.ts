import { createHash } from 'node:crypto';
import type { ChainEntry, ChainValue } from '../../ports/record-chain.port.ts';

/**
 * RFC 8785 (JSON Canonicalization Scheme) for the values the chain holds: object keys sorted by UTF-16 code units,
 * no whitespace, strings and numbers as ECMAScript's JSON.stringify writes them (which is what the RFC specifies).
 * scripts/verify-ledger.mjs carries the same few lines so it needs nothing but Node; a test checks they agree.
 */
export function canonicalJson(value: ChainValue): string {
  if (value === null || typeof value !== 'object') {
    if (typeof value === 'number' && !Number.isFinite(value)) throw new Error('The chain holds finite numbers only.');
    return JSON.stringify(value);
  }
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const keys = Object.keys(value)
    .filter((k) => value[k] !== undefined)
    .sort();
  return `{${keys.map((k) => `${JSON.stringify(k)}:${canonicalJson(value[k]!)}`).join(',')}}`;
}

/** An entry's hash: SHA-256 (hex) of the canonical JSON of every field but the hash itself. */
export function entryHash(entry: Omit<ChainEntry, 'hash'>): string {
  const { chain, seq, at, kind, data, prev } = entry;
  return createHash('sha256').update(canonicalJson({ chain, seq, at, kind, data, prev })).digest('hex');
}

/** The `prev` of a chain's first entry. */
export const GENESIS = '0'.repeat(64);
