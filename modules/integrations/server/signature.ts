import { createHmac, randomBytes } from 'node:crypto';

/** A new signing secret in the Standard Webhooks form: "whsec_" and 32 random bytes in base64. */
export const newSecret = () => `whsec_${randomBytes(32).toString('base64')}`;

/**
 * The Standard Webhooks headers for one attempt: webhook-id (the same on every attempt), webhook-timestamp (seconds)
 * and webhook-signature, "v1," and the base64 HMAC-SHA256 of "id.timestamp.body" under the secret's bytes.
 */
export function signedHeaders(secret: string, id: string, at: Date, body: string): Record<string, string> {
  const timestamp = String(Math.floor(at.getTime() / 1000));
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const signature = createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64');
  return { 'webhook-id': id, 'webhook-timestamp': timestamp, 'webhook-signature': `v1,${signature}` };
}
