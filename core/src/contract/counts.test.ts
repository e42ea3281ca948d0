import { describe, expect, it } from 'vitest';
import { countOf } from './counts.ts';

describe('countOf', () => {
  it('agrees with the count, noun and verb, and writes large counts the New Zealand way', () => {
    expect(countOf(1, 'row with problems was', 'rows with problems were')).toBe('1 row with problems was');
    expect(countOf(2, 'row with problems was', 'rows with problems were')).toBe('2 rows with problems were');
    expect(countOf(0, 'job', 'jobs')).toBe('0 jobs');
    expect(countOf(10_000, 'job', 'jobs')).toBe('10,000 jobs');
  });
});
