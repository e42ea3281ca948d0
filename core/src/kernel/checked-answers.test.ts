import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { checkedAnswer, checkingSerializer } from './checked-answers.ts';

const answer = z.strictObject({ data: z.array(z.strictObject({ name: z.string() })) });
const serializerFor = () => checkingSerializer({ schema: answer, method: 'GET', url: '/things', httpStatus: '200' } as never);

describe('answers checked once', () => {
  it('checks an answer against its schema where it is built', () => {
    expect(() => checkedAnswer(answer, { data: [{ name: 'teams', extra: 1 } as never] })).toThrow();
    expect(checkedAnswer(answer, { data: [{ name: 'teams' }] })).toEqual({ data: [{ name: 'teams' }] });
  });

  it('writes a checked answer out as it is, and still checks every other answer', () => {
    const serialize = serializerFor();
    const built = checkedAnswer(answer, { data: [{ name: 'teams' }] });
    expect(serialize(built)).toBe('{"data":[{"name":"teams"}]}');
    // Its text was written when it was checked, so it cannot be changed afterwards into something unchecked.
    expect(Object.isFrozen(built.data[0])).toBe(true);
    expect(() => built.data.push({ name: 'sneaked in' })).toThrow();
    expect(serialize(built)).toBe('{"data":[{"name":"teams"}]}');
    // The same shape, not built by checkedAnswer: checked on the way out, so a field the schema lacks is refused.
    expect(() => serialize({ data: [{ name: 'teams', secret: 'x' }] })).toThrow();
    expect(serialize({ data: [{ name: 'business' }] })).toBe('{"data":[{"name":"business"}]}');
  });
});
