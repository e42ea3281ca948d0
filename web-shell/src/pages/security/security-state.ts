/** GET /api/account/two-factor, as the security page reads it. */
export interface TwoFactorState {
  totp: boolean;
  passkeys: Array<{ id: string; name: string; createdAt: string; lastUsedAt: string | null }>;
  recoveryCodesLeft: number;
  required: boolean;
}

export const SECURITY_KEY = ['/api/account/two-factor'];
