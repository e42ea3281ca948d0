import { describe, expect, it } from 'vitest';
import { linksThatFit } from './navigation.ts';

describe('how many header links fit', () => {
  const widths = [80, 60, 90, 110];
  it('all of them when the row has room, with no More button', () => {
    expect(linksThatFit(widths, 352, 70, 4)).toBe(4);
  });
  it('as many as leave room for More, in order', () => {
    // 80 + 4 + 60 + 4 + 90 = 238, + 4 + 70 (More) = 312.
    expect(linksThatFit(widths, 320, 70, 4)).toBe(3);
    expect(linksThatFit(widths, 311, 70, 4)).toBe(2);
  });
  it('none but More when even one will not fit beside it', () => {
    expect(linksThatFit(widths, 100, 70, 4)).toBe(0);
    expect(linksThatFit([], 0, 70, 4)).toBe(0);
  });
});
