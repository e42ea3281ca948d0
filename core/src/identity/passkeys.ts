import { randomUUID } from 'node:crypto';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { OpenedDatabase } from '../kernel/database.ts';
import type { ClockPort } from '../ports/clock.port.ts';

// As long as a browser's passkey prompt may stay open.
const CHALLENGE_MINUTES = 5;

/** The site passkeys belong to: PUBLIC_URL's host name (WebAuthn refuses an IP address) and its origin. */
export interface RelyingParty {
  id: string;
  origin: string;
  name: string;
}

export const relyingPartyOf = (publicUrl: string): RelyingParty => {
  const url = new URL(publicUrl);
  return { id: url.hostname, origin: url.origin, name: 'Korero' };
};

interface StoredKey {
  id: string;
  credential_id: string;
  public_key: string;
  counter: string | number;
  transports: string | null;
}

const transportsOf = (row: { transports: string | null }) => (row.transports ? row.transports.split(',') : undefined);

interface PasskeyRow {
  id: string;
  name: string;
  created_at: Date;
  last_used_at: Date | null;
}

/** A person's passkeys (WebAuthn credentials), as a second step after the password. */
export class Passkeys {
  private readonly db: OpenedDatabase;
  private readonly clock: ClockPort;
  private readonly rp: RelyingParty;

  constructor(db: OpenedDatabase, clock: ClockPort, rp: RelyingParty) {
    this.db = db;
    this.clock = clock;
    this.rp = rp;
  }

  async list(userId: string): Promise<Array<{ id: string; name: string; createdAt: string; lastUsedAt: string | null }>> {
    const rows = await this.db.direct<PasskeyRow[]>(
      `select id, name, created_at, last_used_at from core_passkey where user_id = ? order by created_at, id`,
      [userId],
    );
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      createdAt: new Date(r.created_at).toISOString(),
      lastUsedAt: r.last_used_at ? new Date(r.last_used_at).toISOString() : null,
    }));
  }

  /** Options for the browser to make a new passkey; the challenge is kept for the answer (one at a time per person). */
  async registrationOptions(user: { id: string; username: string }): Promise<PublicKeyCredentialCreationOptionsJSON> {
    const existing = await this.#keys(user.id);
    const options = await generateRegistrationOptions({
      rpName: this.rp.name,
      rpID: this.rp.id,
      userName: user.username,
      userID: new TextEncoder().encode(user.id),
      attestationType: 'none',
      excludeCredentials: existing.map((k) => ({ id: k.credential_id, ...(k.transports ? { transports: transportsOf(k) } : {}) })),
      authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
    });
    const now = this.clock.now();
    await this.db.direct(
      `insert into core_two_factor (user_id, passkey_challenge, passkey_challenge_expires_at, updated_at) values (?, ?, ?, ?)
       on conflict (user_id) do update set passkey_challenge = excluded.passkey_challenge,
         passkey_challenge_expires_at = excluded.passkey_challenge_expires_at, updated_at = excluded.updated_at`,
      [user.id, options.challenge, new Date(now.getTime() + CHALLENGE_MINUTES * 60_000), now],
      'run',
    );
    return options;
  }

  /** Checks the browser's answer against the kept challenge and stores the passkey; null when it does not verify. */
  async register(userId: string, name: string, response: RegistrationResponseJSON): Promise<{ id: string } | null> {
    // The challenge is spent whatever the outcome: an answer is checked once.
    const rows = await this.db.direct<Array<{ passkey_challenge: string }>>(
      `update core_two_factor t set passkey_challenge = null, passkey_challenge_expires_at = null
         from (select passkey_challenge from core_two_factor where user_id = ? and passkey_challenge_expires_at > ?) old
        where t.user_id = ? returning old.passkey_challenge`,
      [userId, this.clock.now(), userId],
    );
    const challenge = rows[0]?.passkey_challenge;
    if (!challenge) return null;
    const verified = await verifyRegistrationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: this.rp.origin,
      expectedRPID: this.rp.id,
      requireUserVerification: false,
    }).catch(() => null);
    if (!verified?.verified) return null;
    const { credential } = verified.registrationInfo;
    const id = randomUUID();
    await this.db.direct(
      `insert into core_passkey (id, user_id, credential_id, public_key, counter, transports, name, created_at)
       values (?, ?, ?, ?, ?, ?, ?, ?) on conflict (credential_id) do nothing`,
      [
        id,
        userId,
        credential.id,
        Buffer.from(credential.publicKey).toString('base64url'),
        credential.counter,
        credential.transports?.join(',') ?? null,
        name,
        this.clock.now(),
      ],
      'run',
    );
    return { id };
  }

  /** Options for signing in with one of the person's passkeys. */
  async authenticationOptions(userId: string): Promise<PublicKeyCredentialRequestOptionsJSON> {
    const keys = await this.#keys(userId);
    return generateAuthenticationOptions({
      rpID: this.rp.id,
      allowCredentials: keys.map((k) => ({ id: k.credential_id, ...(k.transports ? { transports: transportsOf(k) } : {}) })),
      userVerification: 'preferred',
    });
  }

  /** Whether the answer is from one of this person's passkeys, signing this challenge; its counter moves on. */
  async authenticate(userId: string, challenge: string, response: AuthenticationResponseJSON): Promise<boolean> {
    const key = (await this.#keys(userId)).find((k) => k.credential_id === response.id);
    if (!key) return false;
    const verified = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: this.rp.origin,
      expectedRPID: this.rp.id,
      credential: {
        id: key.credential_id,
        publicKey: new Uint8Array(Buffer.from(key.public_key, 'base64url')),
        counter: Number(key.counter),
        ...(key.transports ? { transports: transportsOf(key) } : {}),
      },
      requireUserVerification: false,
    }).catch(() => null);
    if (!verified?.verified) return false;
    await this.db.direct(
      `update core_passkey set counter = ?, last_used_at = ? where id = ?`,
      [verified.authenticationInfo.newCounter, this.clock.now(), key.id],
      'run',
    );
    return true;
  }

  /** Removes one of the person's passkeys; false when they have none by that id (another person's is not theirs). */
  async remove(userId: string, id: string): Promise<boolean> {
    const rows = await this.db.direct<Array<{ id: string }>>(`delete from core_passkey where id = ? and user_id = ? returning id`, [
      id,
      userId,
    ]);
    return rows.length === 1;
  }

  #keys(userId: string): Promise<StoredKey[]> {
    return this.db.direct<StoredKey[]>(
      `select id, credential_id, public_key, counter, transports from core_passkey where user_id = ? order by created_at, id`,
      [userId],
    );
  }
}
