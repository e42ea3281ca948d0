import { describe, expect, it } from 'vitest';
import { AttemptLimiter, minutesText } from './attempt-limiter.ts';

describe('AttemptLimiter', () => {
  it('allows max attempts in the window, then says how long to wait, and forgets after the window', () => {
    let now = 0;
    const limiter = new AttemptLimiter(3, 60_000, () => now);
    expect([limiter.hit('a'), limiter.hit('a'), limiter.hit('a')]).toEqual([0, 0, 0]);
    now = 10_000;
    expect(limiter.hit('a')).toBe(50_000);
    expect(limiter.hit('b')).toBe(0);
    now = 70_001;
    expect(limiter.hit('a')).toBe(0);
    limiter.reset('a');
    expect(minutesText(50_000)).toBe('1 minute');
    expect(minutesText(14 * 60_000 + 1)).toBe('15 minutes');
  });
});
