import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { secretBox } from './secret-box.ts';

const key = () => randomBytes(32).toString('base64');

describe('secretBox', () => {
  it('seals so the text is unreadable and different every time, and opens it again', () => {
    const box = secretBox([key()]);
    const a = box.seal('EAAG-page-token');
    const b = box.seal('EAAG-page-token');
    expect(a).not.toContain('EAAG');
    expect(a).not.toBe(b);
    expect(box.open(a)).toBe('EAAG-page-token');
  });

  it('opens with an older key after rotation, and seals with the new one', () => {
    const [oldKey, newKey] = [key(), key()];
    const sealedBefore = secretBox([oldKey]).seal('before');
    const rotated = secretBox([newKey, oldKey]);
    expect(rotated.open(sealedBefore)).toBe('before');
    expect(secretBox([newKey]).open(rotated.seal('after'))).toBe('after');
    expect(() => secretBox([newKey]).open(sealedBefore)).toThrow(/no longer lists/);
  });

  it('refuses an altered value', () => {
    const box = secretBox([key()]);
    const parts = box.seal('token').split('.');
    parts[4] = Buffer.from('tampered').toString('base64url');
    expect(() => box.open(parts.join('.'))).toThrow();
    expect(() => box.open('plain text')).toThrow(/Not a sealed secret/);
  });
});
