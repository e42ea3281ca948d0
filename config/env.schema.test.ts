import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { describeIssues, loadEnv } from './env.schema.ts';

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
    expect(() => loadEnv({ NODE_ENV: 'production', SESSION_KEY: key })).toThrow(/LEDGER_KEY is required in production/);
    expect(() => loadEnv({ LEDGER_KEY: 'a'.repeat(64) })).toThrow(/LEDGER_KEY/);
    expect(loadEnv({ NODE_ENV: 'production', SESSION_KEY: key, LEDGER_KEY: key }).NODE_ENV).toBe('production');
  });

  it('checks each secrets key (whether a module needs them is in its own settings)', () => {
    expect(loadEnv({ SECRETS_KEY: `${key},${key}` }).SECRETS_KEY).toEqual([key, key]);
    expect(() => loadEnv({ SECRETS_KEY: 'not-a-key' })).toThrow(/SECRETS_KEY\.0: each key must be 32 bytes/);
  });

  it("leaves a module's variables to its manifest (core/src/kernel/module-settings.ts checks them)", () => {
    expect(loadEnv({ XERO_CLIENT_ID: 'x', FACEBOOK_APP_ID: 'my-app' })).not.toHaveProperty('FACEBOOK_APP_ID');
  });

  it("names an unset variable's reason when a refinement asked for it", () => {
    const schema = z.object({ A: z.string().optional(), B: z.string().optional() }).superRefine((v, ctx) => {
      if (v.A && !v.B) ctx.addIssue({ code: 'custom', path: ['B'], message: 'A and B come together' });
    });
    const cleaned = { A: 'x' };
    expect(describeIssues(schema.safeParse(cleaned).error!.issues, cleaned)).toEqual(['  B: is not set: A and B come together']);
    const required = z.object({ C: z.string() });
    expect(describeIssues(required.safeParse({}).error!.issues, {}, 'is not set (the thing needs it)')).toEqual([
      '  C: is not set (the thing needs it)',
    ]);
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
