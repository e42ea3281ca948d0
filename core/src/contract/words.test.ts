import { describe, expect, it } from 'vitest';
import { closeSentence, formatNzPhone, greetingName } from './words.ts';

describe('closeSentence', () => {
  it('adds a full stop, except after a name that already ends a sentence', () => {
    expect(closeSentence('Harbour Plumbing')).toBe('Harbour Plumbing.');
    expect(closeSentence('Harbour Plumbing Ltd.')).toBe('Harbour Plumbing Ltd.');
    expect(closeSentence('Yes Plumbing! ')).toBe('Yes Plumbing!');
    expect(closeSentence('Who Fixes It?')).toBe('Who Fixes It?');
  });
});

describe('formatNzPhone', () => {
  it.each([
    ['+64215550103', '021 555 0103'],
    ['+64 21 555 0103', '021 555 0103'],
    ['0215550103', '021 555 0103'],
    ['021 555 0103', '021 555 0103'],
    ['+642155501034', '021 5550 1034'],
    ['+6421555010', '021 555 010'],
    ['+6445550199', '04 555 0199'],
    ['(09) 555-0199', '09 555 0199'],
    ['0064 3 555 0199', '03 555 0199'],
    ['0800555019', '0800 555 019'],
    ['+648005550199', '0800 555 0199'],
  ])('%s reads %s', (given, shown) => {
    expect(formatNzPhone(given)).toBe(shown);
  });

  it('leaves a number from elsewhere, or one that is not a number, as given', () => {
    expect(formatNzPhone('+61 2 5550 1234')).toBe('+61 2 5550 1234');
    expect(formatNzPhone('call the office')).toBe('call the office');
    expect(formatNzPhone('  ')).toBe('');
  });
});

describe('greetingName', () => {
  it("greets by the first word of the person's own name, else the username", () => {
    expect(greetingName({ username: 'aroha-hp', displayName: 'Aroha Ngata' })).toBe('Aroha');
    expect(greetingName({ username: 'aroha-hp', displayName: null })).toBe('aroha-hp');
    expect(greetingName({ username: 'aroha-hp', displayName: '  ' })).toBe('aroha-hp');
    expect(greetingName({ username: 'aroha-hp' })).toBe('aroha-hp');
  });
});
