import type { MessageChannel } from '../ports/messaging.port.ts';

/**
 * A phone number in E.164, reading New Zealand numbers written the local way ("021 123 4567" → "+64211234567").
 * Returns null for anything that cannot be a phone number.
 */
export function normalisePhone(input: string): string | null {
  let digits = input.trim().replace(/[\s().-]/g, '');
  if (digits.startsWith('00')) digits = `+${digits.slice(2)}`;
  else if (digits.startsWith('0')) digits = `+64${digits.slice(1)}`;
  else if (/^64\d{8,10}$/.test(digits)) digits = `+${digits}`;
  return /^\+[1-9]\d{7,14}$/.test(digits) ? digits : null;
}

/** The form an address is stored and compared in, so an opt-out matches however the number was typed. */
export function normaliseAddress(channel: MessageChannel, address: string): string {
  if (channel === 'sms') return normalisePhone(address) ?? address.trim();
  if (channel === 'email') return address.trim().toLowerCase();
  return address.trim();
}
