import { readError } from '@korero/web-kit';
import type { CreatedInvite, InviteInput } from '../../../contract/api.ts';

/** What came of sending an ask. */
export type AskOutcome =
  | { kind: 'made'; created: CreatedInvite }
  /** No signal, or Korero is down for a moment (a gateway's 502–504, maintenance's 503): try again later. */
  | { kind: 'no-signal' }
  | { kind: 'signed-out' }
  /** Korero said no (the plan's limit, an opted-out number…): trying again would not help. */
  | { kind: 'refused'; message: string };

const TRY_LATER = new Set([502, 503, 504]);

/** Sends an ask with its Idempotency-Key: sent again after a lost answer, it answers the invitation already made. */
export async function sendAsk(key: string, body: InviteInput): Promise<AskOutcome> {
  let response: Response;
  try {
    response = await fetch('/api/invites', {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json', 'idempotency-key': key },
      body: JSON.stringify(body),
    });
  } catch {
    return { kind: 'no-signal' };
  }
  if (response.status === 401) return { kind: 'signed-out' };
  if (TRY_LATER.has(response.status)) return { kind: 'no-signal' };
  if (!response.ok) return { kind: 'refused', message: (await readError(response)).message };
  return { kind: 'made', created: ((await response.json()) as { data: CreatedInvite }).data };
}
