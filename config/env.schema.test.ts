import { describe, expect, it } from 'vitest';
import { loadEnv } from './env.schema.ts';

const key = Buffer.alloc(32, 1).toString('base64');

describe('loadEnv', () => {
  it('gives the documented defaults', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({ PORT: 3000, HOST: '127.0.0.1', DATA_DIR: './.data', NODE_ENV: 'development', SESSION_IDLE_MINUTES: 30 });
    expect(env.MODULES).toBeUndefined();
  });

  it('names every bad variable in one message', () => {
    expect(() => loadEnv({ PORT: 'eighty', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' })).toThrow(
      /PORT: .*\n.*DATABASE_URL: must start with postgres:\/\/ or postgresql:\/\/\n.*LOG_LEVEL/,
    );
  });

  it('checks each session key, and requires one in production', () => {
    expect(loadEnv({ SESSION_KEY: `${key}, ${key}` }).SESSION_KEY).toEqual([key, key]);
    expect(() => loadEnv({ SESSION_KEY: `${key},abcd` })).toThrow(/32 bytes, base64-encoded/);
    expect(() => loadEnv({ SESSION_KEY: 'a'.repeat(64) })).toThrow(/SESSION_KEY/);
    expect(() => loadEnv({ NODE_ENV: 'production' })).toThrow(/SESSION_KEY is required in production/);
    expect(loadEnv({ NODE_ENV: 'production', SESSION_KEY: key }).NODE_ENV).toBe('production');
  });

  it('takes the Facebook app settings and SECRETS_KEY together or not at all, naming what is missing', () => {
    const facebook = { FACEBOOK_APP_ID: '1234567890', FACEBOOK_APP_SECRET: 'a'.repeat(32), FACEBOOK_VERIFY_TOKEN: 'v'.repeat(20) };
    expect(loadEnv({ ...facebook, SECRETS_KEY: key }).FACEBOOK_GRAPH_URL).toBe('https://graph.facebook.com');
    expect(() => loadEnv(facebook)).toThrow(/Missing: SECRETS_KEY\./);
    expect(() => loadEnv({ FACEBOOK_APP_ID: '1234567890', SECRETS_KEY: key })).toThrow(
      /Missing: FACEBOOK_APP_SECRET, FACEBOOK_VERIFY_TOKEN\./,
    );
    expect(() => loadEnv({ ...facebook, FACEBOOK_APP_ID: 'my-app', SECRETS_KEY: key })).toThrow(
      /FACEBOOK_APP_ID: must be the numeric App ID/,
    );
    expect(loadEnv({ SECRETS_KEY: key }).SECRETS_KEY).toEqual([key]);
  });

  it('reads MODULES as a list, "none" as no modules', () => {
    expect(loadEnv({ MODULES: 'teams, business ,' }).MODULES).toEqual(['teams', 'business']);
    expect(loadEnv({ MODULES: 'none' }).MODULES).toEqual([]);
  });

  it("reads each channel's provider id (the providers check their own settings: core/src/adapters/select-providers.test.ts)", () => {
    expect(loadEnv({ SMS_PROVIDER: 'twilio', EMAIL_PROVIDER: 'none' })).toMatchObject({ SMS_PROVIDER: 'twilio', EMAIL_PROVIDER: 'none' });
    expect(() => loadEnv({ SMS_PROVIDER: 'Twilio SMS' })).toThrow(/SMS_PROVIDER: must be a provider id/);
  });
});
