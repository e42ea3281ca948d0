import { describe, expect, it } from 'vitest';
import { normaliseAddress, normalisePhone } from './addresses.ts';

describe('phone numbers', () => {
  it('reads New Zealand numbers written the local way', () => {
    expect(normalisePhone('021 123 4567')).toBe('+64211234567');
    expect(normalisePhone('(04) 384-7000')).toBe('+6443847000');
    expect(normalisePhone('+64 27 555 0101')).toBe('+64275550101');
    expect(normalisePhone('0064 9 300 1000')).toBe('+6493001000');
    expect(normalisePhone('6421234567')).toBe('+6421234567');
  });

  it('refuses what cannot be a phone number', () => {
    expect(normalisePhone('12')).toBeNull();
    expect(normalisePhone('call me')).toBeNull();
  });

  it('matches opt-outs however the address was typed', () => {
    expect(normaliseAddress('sms', '021-123-4567')).toBe(normaliseAddress('sms', '+64 21 123 4567'));
    expect(normaliseAddress('email', ' Aroha@Example.NZ ')).toBe('aroha@example.nz');
  });
});
