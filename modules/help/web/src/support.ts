export const SUPPORT_HOURS = 'Monday to Friday, 9 AM to 5 PM NZST';

/** A mailto: link to support (the server's SUPPORT_EMAIL, useSupportEmail), with the subject (and optionally a starting body). */
export function supportMailto(email: string, subject?: string, body?: string): string {
  const params = [subject ? `subject=${encodeURIComponent(subject)}` : '', body ? `body=${encodeURIComponent(body)}` : ''].filter(Boolean);
  return `mailto:${email}${params.length ? `?${params.join('&')}` : ''}`;
}
