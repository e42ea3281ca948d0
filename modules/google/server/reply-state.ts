import type { ReplyState } from '../contract/api.ts';

/**
 * Google's moderation of a reply as the v4 reviews answer gives it (2026: `reviewReply.state`, the ReviewReplyState
 * enum, and `reviewReply.policyViolation`). Read leniently: Google's enums are not frozen, so a value Korero does not
 * know is `unspecified` (shown as before), never an error; the near names Google has used for the same states elsewhere
 * in its APIs are taken as those states (decision 0047).
 */
const STATES: Record<string, ReplyState> = {
  PENDING: 'pending',
  PENDING_MODERATION: 'pending',
  IN_REVIEW: 'pending',
  UNDER_REVIEW: 'pending',
  APPROVED: 'published',
  PUBLISHED: 'published',
  LIVE: 'published',
  REJECTED: 'rejected',
  DISAPPROVED: 'rejected',
};

export function replyStateOf(value: unknown): ReplyState {
  return (typeof value === 'string' && STATES[value.trim().toUpperCase()]) || 'unspecified';
}

/** The most of Google's violation Korero keeps. */
const VIOLATION_MAX = 500;

/**
 * Google's policy violation as text to keep: an enum name ("OFF_TOPIC"), or an object carrying one and perhaps
 * Google's own words (`description`, `reason`, `message`), which win. Null when there is none, or an unspecified one.
 */
export function policyViolationOf(value: unknown): string | null {
  const pick = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);
  let found: string | null = null;
  if (typeof value === 'string') found = pick(value);
  else if (value && typeof value === 'object') {
    const o = value as Record<string, unknown>;
    found = pick(o.description) ?? pick(o.reason) ?? pick(o.message) ?? pick(o.policyViolation) ?? pick(o.type) ?? pick(o.violation);
  }
  if (!found || /^POLICY_VIOLATION_UNSPECIFIED$/i.test(found)) return null;
  return found.slice(0, VIOLATION_MAX);
}

/**
 * The kept violation in words for the owner: Google's own sentence as it is, an enum name spelled out
 * ("OFF_TOPIC" → "Off topic"); without one, that Google gave no reason.
 */
export function rejectedReasonOf(violation: string | null): string {
  if (!violation) return 'Google did not say why';
  if (!/^[A-Z0-9_]+$/.test(violation)) return violation;
  const words = violation.toLowerCase().replace(/_+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
