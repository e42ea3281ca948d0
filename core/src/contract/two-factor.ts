import { z } from 'zod';
import { isoDate } from './answers.ts';
import { currentUserAnswer } from './kernel.ts';

/** POST /api/login when the account has two-factor sign-in: the password was right, the second step comes next. */
export const twoFactorRequiredAnswer = z
  .strictObject({
    twoFactorRequired: z.literal(true),
    /** The second steps this account can use. */
    methods: z.array(z.enum(['totp', 'passkey'])),
  })
  .meta({ id: 'TwoFactorRequired' });

/** POST /api/login: signed in, or (two-factor sign-in on) the second step to ask for. */
export const loginAnswer = z.union([currentUserAnswer, twoFactorRequiredAnswer]);

/** POST /api/account/two-factor/totp: the secret to type in, or the otpauth:// link a QR code carries. */
export const totpSetupAnswer = z.strictObject({ data: z.strictObject({ secret: z.string(), otpauthUrl: z.string() }) });

/** The ten single-use recovery codes, shown this once. */
export const recoveryCodesAnswer = z.strictObject({ data: z.strictObject({ recoveryCodes: z.array(z.string()) }) });

export const passkeyAnswer = z.strictObject({ id: z.string(), name: z.string(), createdAt: isoDate, lastUsedAt: isoDate.nullable() });

/** POST /api/account/two-factor/passkeys */
export const passkeyAddedAnswer = z.strictObject({
  data: passkeyAnswer,
  /** Ten recovery codes, when this is the account's first second step: shown this once. */
  recoveryCodes: z.array(z.string()).optional(),
});

/** GET /api/account/two-factor */
export const twoFactorStateAnswer = z.strictObject({
  data: z.strictObject({
    totp: z.boolean(),
    passkeys: z.array(passkeyAnswer),
    recoveryCodesLeft: z.number().int(),
    /** Whether the person must keep a second step: an administrator, or staff where the owner asks it. */
    required: z.boolean(),
  }),
});

/** WebAuthn options for the browser (navigator.credentials.create or get), as @simplewebauthn/server makes them. */
export const passkeyOptionsAnswer = z.strictObject({ data: z.record(z.string(), z.unknown()) });

/** GET/PUT /api/businesses/security: whether the business's staff must use two-factor sign-in. */
export const businessSecurityAnswer = z.strictObject({ data: z.strictObject({ staffTwoFactor: z.boolean() }) });
