import { createHash } from 'node:crypto';
import type { DeliveryAnswer } from '@korero/core/contract';
import { conflict, deliveryOf, type Database, type MessagingPort } from '@korero/core/sdk';
import { Invitation } from './invitation.entity.ts';

/** The Idempotency-Key a client sent, with the digest of the request it came with. */
export interface IdempotencyClaim {
  key: string;
  digest: string;
}

/** SHA-256 of the request's JSON with its keys in order, so the same request always digests alike. */
export function requestDigest(body: unknown): string {
  const ordered = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(ordered)
      : value && typeof value === 'object'
        ? Object.fromEntries(
            Object.keys(value)
              .sort()
              .map((k) => [k, ordered((value as Record<string, unknown>)[k])]),
          )
        : value;
  return createHash('sha256')
    .update(JSON.stringify(ordered(body)))
    .digest('hex');
}

const REUSED =
  'This Idempotency-Key was already used for a different invitation. Send a new key with each new invitation, and the same key only to repeat the same request.';

/**
 * The invitation a key already made in this business, with what became of its messages now, or null when the key is
 * new. The same key with another request is refused (409): answering the first would hide that the second was never
 * made.
 */
export async function madeWithKey(
  deps: { db: Database; messaging: MessagingPort },
  businessId: string,
  claim: IdempotencyClaim,
): Promise<{ invitation: Invitation; deliveries: DeliveryAnswer[] } | null> {
  const invitation = await deps.db.em.findOne(Invitation, { businessId, idempotencyKey: claim.key });
  if (!invitation) return null;
  if (invitation.requestDigest !== claim.digest) throw conflict(REUSED);
  const providers = deps.messaging.providers();
  const messages = (await deps.messaging.byReference(invitation.id)).filter((m) => m.purpose === 'invite');
  return { invitation, deliveries: messages.map((m) => deliveryOf(m, providers)) };
}
