#!/usr/bin/env node
// Checks a record-of-asking export (GET /api/compliance/ledger/export, a .jsonl file) offline, with nothing but Node:
//   node scripts/verify-ledger.mjs korero-record-of-asking.jsonl
// Each line's hash must be the SHA-256 of the RFC 8785 canonical JSON of its other fields, its prev the hash of the
// line before (64 zeros for the first), and its seq one more. Prints the head (compare it with the weekly email)
// and exits 0, or names the first line that does not match and exits 1. docs/decisions/0044 describes the format.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

/** RFC 8785 for JSON without fractions: sorted keys (UTF-16 code units), no whitespace, JSON.stringify's strings. */
export function canonicalize(value) {
  if (value === null || typeof value !== 'object') {
    if (typeof value === 'number' && !Number.isFinite(value)) throw new Error('not a finite number');
    return JSON.stringify(value);
  }
  if (Array.isArray(value)) return `[${value.map(canonicalize).join(',')}]`;
  const keys = Object.keys(value)
    .filter((k) => value[k] !== undefined)
    .sort();
  return `{${keys.map((k) => `${JSON.stringify(k)}:${canonicalize(value[k])}`).join(',')}}`;
}

/** Checks the lines of an export; answers { ok, entries, head, firstBad: null | { line, seq, problem } }. */
export function verifyLines(text) {
  const lines = text.split('\n').filter((l) => l.trim() !== '');
  let prev = '0'.repeat(64);
  let seq = 0;
  for (const [i, line] of lines.entries()) {
    let entry;
    try {
      entry = JSON.parse(line);
    } catch {
      return { ok: false, entries: lines.length, head: null, firstBad: { line: i + 1, seq: null, problem: 'not JSON' } };
    }
    const { chain, at, kind, data, hash } = entry;
    const own = createHash('sha256')
      .update(canonicalize({ chain, seq: entry.seq, at, kind, data, prev: entry.prev }))
      .digest('hex');
    const problem =
      entry.seq !== seq + 1
        ? `seq ${entry.seq} follows ${seq}`
        : entry.prev !== prev
          ? 'its prev is not the hash of the entry before'
          : own !== hash
            ? 'its hash does not match its content'
            : null;
    if (problem) return { ok: false, entries: lines.length, head: null, firstBad: { line: i + 1, seq: entry.seq ?? null, problem } };
    prev = hash;
    seq = entry.seq;
  }
  return { ok: true, entries: lines.length, head: lines.length ? { seq, hash: prev } : null, firstBad: null };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const file = process.argv[2];
  if (!file) {
    console.error('Usage: node scripts/verify-ledger.mjs <export.jsonl>');
    process.exit(2);
  }
  const result = verifyLines(readFileSync(file, 'utf8'));
  if (result.ok) {
    console.log(`OK: ${result.entries} entries.${result.head ? ` Head: #${result.head.seq} ${result.head.hash}` : ''}`);
  } else {
    console.log(`NOT OK: line ${result.firstBad.line} (seq ${result.firstBad.seq}): ${result.firstBad.problem}.`);
    process.exit(1);
  }
}
