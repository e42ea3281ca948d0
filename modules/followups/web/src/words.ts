import type { FollowUpOutcome, FollowUpStatus } from '../../contract/words.ts';

/** Each status in the owner's words: the tab's name and a sentence for a row or the page. */
export const STATUS: Record<FollowUpStatus, { tab: string; label: string; waiting: string }> = {
  open: { tab: 'Open', label: 'Open: needs your answer', waiting: 'waiting for you' },
  waiting: { tab: 'Waiting for the customer', label: 'Waiting for the customer', waiting: 'waiting for them' },
  resolved: { tab: 'Resolved', label: 'Resolved', waiting: '' },
};

export const OUTCOME: Record<FollowUpOutcome, string> = {
  fixed: 'Fixed',
  refunded: 'Refunded',
  explained: 'Explained',
  'no-response': 'No response',
};

/** How long since an instant, short: "12 min", "26 h", "3 days"; null under a minute (nothing to count yet). */
export function waitedFor(since: string | null, now: Date = new Date()): string | null {
  if (!since) return null;
  const minutes = Math.max(0, Math.floor((now.getTime() - new Date(since).getTime()) / 60_000));
  if (Number.isNaN(minutes) || minutes < 1) return null;
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} h`;
  return `${Math.floor(hours / 24)} days`;
}

/**
 * Who a follow-up waits for and how long, as a row or the page says it: "Waiting for you 26 h"; under a minute "Just
 * in: waiting for you" or "Just replied: waiting for them" (never "0 min"). Null when resolved or with no time.
 */
export function waitingWords(status: FollowUpStatus, since: string | null, now: Date = new Date()): string | null {
  if (status === 'resolved' || !since || Number.isNaN(new Date(since).getTime())) return null;
  const who = status === 'open' ? 'you' : 'them';
  const waited = waitedFor(since, now);
  if (waited) return `Waiting for ${who} ${waited}`;
  return status === 'open' ? 'Just in: waiting for you' : 'Just replied: waiting for them';
}

/** A span of minutes in words: "45 min", "3 h 20 min", "2 days 4 h". */
export function minutesInWords(total: number | null): string {
  if (total === null) return '—';
  const m = Math.round(total);
  if (m < 60) return `${m} min`;
  const hours = Math.floor(m / 60);
  if (hours < 48) return m % 60 ? `${hours} h ${m % 60} min` : `${hours} h`;
  const days = Math.floor(hours / 24);
  return hours % 24 ? `${days} days ${hours % 24} h` : `${days} days`;
}

/** Stars as text, with the number for screen readers: colour and glyphs never carry the meaning alone. */
export function starsText(n: number): { glyphs: string; words: string } {
  const count = Math.max(0, Math.min(5, n));
  return { glyphs: `${'★'.repeat(count)}${'☆'.repeat(5 - count)}`, words: `${count} of 5 stars` };
}
