import { describe, expect, it } from 'vitest';
import { creditedFirstNames } from './people.ts';

describe('creditedFirstNames', () => {
  it('keeps the first name of each person, whatever else the owner wrote beside it', () => {
    expect(creditedFirstNames(['Wiremu Tane', 'Mere (apprentice)', 'Dr Aroha Ngata', 'sione fifita', ' Kiri-Ann  Smith '])).toEqual([
      'Wiremu',
      'Mere',
      'Aroha',
      'Sione',
      'Kiri-Ann',
    ]);
  });

  it('leaves out teams, groups and the business itself, and names each person once', () => {
    expect(
      creditedFirstNames(
        ['Wellington crew', 'Team A', 'Night shift', 'The Hutt team', 'Tane & Sons', 'Crew 2', 'Tane Plumbing', 'Wiremu', 'Wiremu Tane'],
        'Tane Plumbing',
      ),
    ).toEqual(['Wiremu']);
  });
});
