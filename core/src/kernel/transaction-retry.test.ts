import { describe, expect, it } from 'vitest';
import { isTransactionConflict, retryOnConflict } from './transaction-retry.ts';

const conflict = (code: string) => Object.assign(new Error('could not serialize'), { code });

describe('running a transaction again after a conflict', () => {
  it('knows a deadlock and a serialization failure, also wrapped, and nothing else', () => {
    expect(isTransactionConflict(conflict('40P01'))).toBe(true);
    expect(isTransactionConflict(conflict('40001'))).toBe(true);
    expect(isTransactionConflict(new Error('wrapped', { cause: conflict('40P01') }))).toBe(true);
    expect(isTransactionConflict(conflict('23505'))).toBe(false);
    expect(isTransactionConflict('40P01')).toBe(false);
  });

  it('runs again until it goes through, telling each retry', async () => {
    let runs = 0;
    const told: number[] = [];
    const answer = await retryOnConflict(
      async () => {
        runs += 1;
        if (runs < 3) throw conflict('40P01');
        return 'stored';
      },
      (_e, attempt) => told.push(attempt),
    );
    expect(answer).toBe('stored');
    expect(told).toEqual([1, 2]);
  });

  it('gives up after three runs with the conflict, and never repeats another error', async () => {
    /** How many times a transaction that always fails with `code` ran before its error reached the caller. */
    const runsUntilGivenUp = async (code: string) => {
      let runs = 0;
      await expect(
        retryOnConflict(
          async () => (runs++, Promise.reject(conflict(code))),
          () => {},
        ),
      ).rejects.toMatchObject({ code });
      return runs;
    };
    expect(await runsUntilGivenUp('40001')).toBe(3);
    expect(await runsUntilGivenUp('23505')).toBe(1);
  });
});
