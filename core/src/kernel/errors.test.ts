import { describe, expect, it } from 'vitest';
import { describeValidation } from './errors.ts';

describe('describeValidation', () => {
  it('names each field with its message, and says "is required" for a missing one', () => {
    const result = describeValidation(
      [
        { instancePath: '/customerName', message: 'Customer name is required', keyword: 'too_small' },
        { instancePath: '/teamMembers/0', message: 'Invalid input: expected string, received undefined', keyword: 'invalid_type' },
      ],
      'body',
    );
    expect(result.error).toBe('customerName: Customer name is required; teamMembers.0: is required');
    expect(result.fields).toEqual({ customerName: 'Customer name is required', 'teamMembers.0': 'is required' });
  });

  it('falls back to the part of the request when the whole body is wrong', () => {
    expect(describeValidation([{ instancePath: '', message: 'Expected object', keyword: 'invalid_type' }], 'querystring')).toEqual({
      error: 'Expected object',
      fields: { query: 'Expected object' },
    });
  });
});
