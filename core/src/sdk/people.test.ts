import { describe, expect, it } from 'vitest';
import { creditedFirstNames, splitCredits } from './people.ts';

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

  it("leaves out the business's own teams, whatever they are called", () => {
    expect(creditedFirstNames(['Kahu', 'Aroha Ngata', ' kahu  ', 'Wiremu'], 'Tane Plumbing', ['Kahu'])).toEqual(['Aroha', 'Wiremu']);
  });
});

describe('splitCredits', () => {
  it('sorts the names credited into people and teams, keeping each as written', () => {
    expect(splitCredits(['Wellington Crew', 'Aroha Ngata', 'Kahu', 'Wiremu Tane', 'Tane & Sons'], 'Tane Plumbing', ['Kahu'])).toEqual({
      people: ['Aroha Ngata', 'Wiremu Tane'],
      teams: ['Wellington Crew', 'Kahu', 'Tane & Sons'],
    });
  });
});
