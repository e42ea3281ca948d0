import { describe, expect, it } from 'vitest';
import { closeSentence } from './words.ts';

describe('closeSentence', () => {
  it('adds a full stop, except after a name that already ends a sentence', () => {
    expect(closeSentence('Harbour Plumbing')).toBe('Harbour Plumbing.');
    expect(closeSentence('Harbour Plumbing Ltd.')).toBe('Harbour Plumbing Ltd.');
    expect(closeSentence('Yes Plumbing! ')).toBe('Yes Plumbing!');
    expect(closeSentence('Who Fixes It?')).toBe('Who Fixes It?');
  });
});
