import { describe, expect, it } from 'vitest';
import { waitedFor, waitingWords } from './words.ts';

const now = new Date('2026-11-20T03:00:00.000Z');
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();

describe('how long a follow-up has waited, in words', () => {
  it('says "just in" or "just replied" under a minute, never "0 min"', () => {
    expect(waitingWords('open', ago(0), now)).toBe('Just in: waiting for you');
    expect(waitingWords('open', ago(59_000), now)).toBe('Just in: waiting for you');
    expect(waitingWords('waiting', ago(30_000), now)).toBe('Just replied: waiting for them');
    // A clock a little ahead of the browser's reads as just now too.
    expect(waitingWords('open', ago(-5_000), now)).toBe('Just in: waiting for you');
    expect(waitedFor(ago(30_000), now)).toBeNull();
  });

  it('counts minutes, hours and days after that', () => {
    expect(waitingWords('open', ago(60_000), now)).toBe('Waiting for you 1 min');
    expect(waitingWords('waiting', ago(3 * 3_600_000), now)).toBe('Waiting for them 3 h');
    expect(waitingWords('open', ago(26 * 3_600_000), now)).toBe('Waiting for you 26 h');
    expect(waitingWords('open', ago(72 * 3_600_000), now)).toBe('Waiting for you 3 days');
  });

  it('says nothing for a resolved follow-up or one without a time', () => {
    expect(waitingWords('resolved', ago(60_000), now)).toBeNull();
    expect(waitingWords('open', null, now)).toBeNull();
  });
});
