import { SUPPORT_EMAIL } from '@korero/web-kit';

export const SUPPORT_HOURS = 'Monday to Friday, 9 AM to 5 PM NZST';

/** A mailto: link to support, with the subject (and optionally a starting body) filled in. */
export function supportMailto(subject?: string, body?: string): string {
  const params = [subject ? `subject=${encodeURIComponent(subject)}` : '', body ? `body=${encodeURIComponent(body)}` : ''].filter(Boolean);
  return `mailto:${SUPPORT_EMAIL}${params.length ? `?${params.join('&')}` : ''}`;
}
