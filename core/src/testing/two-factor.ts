import { Secret, TOTP } from 'otpauth';

/** What an authenticator app shows for this secret at this time (the test clock's, for a test kernel). */
export function totpCode(secret: string, at: Date): string {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({ timestamp: at.getTime() });
}

interface Agent {
  post(url: string, body?: unknown): Promise<{ status: number; body: any }>;
}

/**
 * Sets up an authenticator app for the signed-in client, as a person would: asks for a secret and confirms it with
 * the code of `at`. An administrator must have one before using administration.
 */
export async function enrolTotp(agent: Agent, at: Date): Promise<{ secret: string; recoveryCodes: string[] }> {
  const started = await agent.post('/api/account/two-factor/totp');
  if (started.status !== 200) throw new Error(`could not start TOTP: ${started.status} ${JSON.stringify(started.body)}`);
  const secret = started.body.data.secret as string;
  const confirmed = await agent.post('/api/account/two-factor/totp/confirm', { code: totpCode(secret, at) });
  if (confirmed.status !== 200) throw new Error(`could not confirm TOTP: ${confirmed.status} ${JSON.stringify(confirmed.body)}`);
  return { secret, recoveryCodes: confirmed.body.data.recoveryCodes };
}
