import { describe, expect, it } from 'vitest';
import type { ChainValue } from '../../ports/record-chain.port.ts';
import { canonicalJson, entryHash, GENESIS } from './canonical-json.ts';

// The offline verifier carries its own canonical JSON (it needs nothing but Node): both must write the same bytes.
const script = (await import(new URL('../../../../scripts/verify-ledger.mjs', import.meta.url).href)) as {
  canonicalize(value: unknown): string;
  verifyLines(text: string): { ok: boolean; entries: number; head: { seq: number; hash: string } | null; firstBad: unknown };
};

const samples: ChainValue[] = [
  { b: 2, a: 1, c: [3, { z: null, y: true }] },
  // RFC 8785 §3.2.3's keys, sorted by UTF-16 code units: "\r", "1", "\u0080", "ö", "€", "😀", "דּ".
  {
    '\u20ac': 'Euro Sign',
    '\r': 'Carriage Return',
    '\ufb33': 'Hebrew Letter Dalet With Dagesh',
    '1': 'One',
    '😀': 'Emoji',
    '\u0080': 'Control',
    ö: 'Latin',
  },
  { text: 'Tēnā koe "Aroha"\n\t\u000f </script>', n: -0, big: 9007199254740991, list: [] },
  'plain',
  42,
  null,
];

describe('canonical JSON (RFC 8785)', () => {
  it('sorts keys by UTF-16 code units, drops whitespace and writes strings and numbers as the RFC does', () => {
    expect(canonicalJson(samples[0]!)).toBe('{"a":1,"b":2,"c":[3,{"y":true,"z":null}]}');
    expect(
      canonicalJson(samples[1]!).startsWith('{"\\r":"Carriage Return","1":"One","\u0080":"Control","ö":"Latin","€":"Euro Sign","😀"'),
    ).toBe(true);
    expect(canonicalJson(samples[2]!)).toBe(
      '{"big":9007199254740991,"list":[],"n":0,"text":"Tēnā koe \\"Aroha\\"\\n\\t\\u000f </script>"}',
    );
    expect(() => canonicalJson({ n: Number.NaN })).toThrow(/finite/);
  });

  it('is what scripts/verify-ledger.mjs writes, value for value', () => {
    for (const value of samples) expect(script.canonicalize(value)).toBe(canonicalJson(value));
  });

  it('lets the script check a chain the kernel hashed', () => {
    let prev = GENESIS;
    const lines = [1, 2, 3].map((seq) => {
      const entry = { chain: 'c', seq, at: `2026-11-2${seq}T00:00:00.000Z`, kind: 'test.entry', data: { n: seq, who: 'Tēnā' }, prev };
      prev = entryHash(entry);
      return JSON.stringify({ ...entry, hash: prev });
    });
    expect(script.verifyLines(lines.join('\n'))).toEqual({ ok: true, entries: 3, head: { seq: 3, hash: prev }, firstBad: null });
    expect(script.verifyLines([lines[0], lines[2]].join('\n')).ok).toBe(false);
  });
});
