import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadEnv } from '@korero/config/env';
import { installedProviders } from '@korero/config/providers';
import { defineProvider, type DefinedProvider } from '../sdk/define-provider.ts';
import { selectProviders } from './select-providers.ts';

const TWILIO = { TWILIO_ACCOUNT_SID: `AC${'0'.repeat(32)}`, TWILIO_AUTH_TOKEN: 'token', TWILIO_FROM: '+6421000000' };

// A second SMS vendor, as a module or a deployment might add one.
const pigeon = defineProvider({
  id: 'pigeon',
  channel: 'sms',
  title: 'Pigeon post',
  env: z.object({ PIGEON_LOFT: z.string().min(1) }),
  impliedBy: ['PIGEON_LOFT'],
  create: () => ({ channel: 'sms' as const, name: 'pigeon', deliver: async () => null }),
});

function select(environment: Record<string, string>, extra: DefinedProvider[] = []) {
  const installed = [
    ...installedProviders.map((provider) => ({ provider, from: 'config/providers.ts' })),
    ...extra.map((provider) => ({ provider, from: 'module "pigeons"' })),
  ];
  const chosen = selectProviders(installed, loadEnv(environment), environment);
  return Object.fromEntries([...chosen].map(([channel, { provider }]) => [channel, provider.id]));
}

function refusal(environment: Record<string, string>, extra: DefinedProvider[] = []): string {
  try {
    select(environment, extra);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('start-up was not refused');
}

describe('choosing a provider per channel', () => {
  it('uses the embedded defaults when nothing is configured: messages wait in the outbox', () => {
    expect(select({})).toEqual({ ai: 'embedded', places: 'manual', storage: 'disk', billing: 'local' });
  });

  it('keeps deployments configured before *_PROVIDER working: present settings choose their provider', () => {
    expect(
      select({
        ...TWILIO,
        SMTP_URL: 'smtp://127.0.0.1:2525',
        STRIPE_SECRET_KEY: 'sk_test_1',
        OPENAI_API_KEY: 'k',
        GOOGLE_PLACES_API_KEY: 'g',
      }),
    ).toEqual({
      sms: 'twilio',
      email: 'smtp',
      ai: 'openai',
      places: 'google',
      storage: 'disk',
      billing: 'stripe',
    });
  });

  it('follows the channel variable: a named provider, or none, whatever other settings are present', () => {
    expect(select({ ...TWILIO, PIGEON_LOFT: 'roof', SMS_PROVIDER: 'pigeon' }, [pigeon]).sms).toBe('pigeon');
    expect(select({ ...TWILIO, SMS_PROVIDER: 'none', EMAIL_PROVIDER: 'none', SMTP_URL: 'smtp://x' })).not.toHaveProperty('sms');
    expect(select({ AI_PROVIDER: 'embedded', OPENAI_API_KEY: 'k' }).ai).toBe('embedded');
    // The embedded AI default's name before the port became generic still chooses it.
    expect(select({ AI_PROVIDER: 'composer', OPENAI_API_KEY: 'k' }).ai).toBe('embedded');
  });

  it('hands a provider its own settings, checked and with its defaults', () => {
    const environment = { OPENAI_API_KEY: 'sk-1' };
    const chosen = selectProviders(
      installedProviders.map((provider) => ({ provider, from: 'config' })),
      loadEnv(environment),
      environment,
    );
    expect(chosen.get('ai')!.settings).toEqual({
      OPENAI_API_KEY: 'sk-1',
      OPENAI_MODEL: 'gpt-4o-mini',
      OPENAI_TRANSCRIBE_MODEL: 'whisper-1',
    });
  });
});

describe('refusing to start', () => {
  it('names an unknown provider and the installed choices', () => {
    expect(refusal({ SMS_PROVIDER: 'vonage' })).toMatch(
      /SMS_PROVIDER: no provider "vonage" is installed \(add it to config\/providers\.ts\); for sms: twilio/,
    );
  });

  it('names a provider chosen for the wrong channel', () => {
    expect(refusal({ SMS_PROVIDER: 'smtp' })).toMatch(/SMS_PROVIDER: "smtp" is a provider for email, not sms; for sms: twilio/);
  });

  it('names both providers when two claim one channel, and how to choose', () => {
    const message = refusal({ ...TWILIO, PIGEON_LOFT: 'roof' }, [pigeon]);
    expect(message).toMatch(
      /SMS_PROVIDER: settings for twilio \(TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM\) and pigeon \(PIGEON_LOFT\) are both present/,
    );
    expect(message).toMatch(/choose one with SMS_PROVIDER=twilio or SMS_PROVIDER=pigeon/);
  });

  it('refuses two providers with one id, naming where each came from', () => {
    const twin = defineProvider({
      id: 'twilio',
      channel: 'sms',
      title: 'Another Twilio',
      create: () => ({ channel: 'sms' as const, name: 'twilio', deliver: async () => null }),
    });
    expect(refusal({}, [twin])).toMatch(/two providers are called "twilio" \(one from config\/providers\.ts, one from module "pigeons"\)/);
  });

  it('names every missing or bad variable of the chosen providers, in one message', () => {
    const message = refusal({ TWILIO_ACCOUNT_SID: 'AC1', STRIPE_SECRET_KEY: 'pk_live_1', EMAIL_PROVIDER: 'smtp' });
    expect(message).toMatch(/^Korero cannot start: fix these settings\./);
    expect(message).toMatch(/TWILIO_ACCOUNT_SID: must be the Account SID from the Twilio console/);
    expect(message).toMatch(/TWILIO_AUTH_TOKEN: is not set \(Twilio SMS, the sms provider, needs it\)/);
    expect(message).toMatch(/TWILIO_FROM: is not set/);
    expect(message).toMatch(/SMTP_URL: is not set \(SMTP email, the email provider, needs it\)/);
    expect(message).toMatch(/STRIPE_SECRET_KEY: must be a secret key from the Stripe dashboard/);
  });

  it('does not check the settings of a provider nobody chose', () => {
    expect(select({ SMS_PROVIDER: 'none', TWILIO_ACCOUNT_SID: 'not a sid' })).not.toHaveProperty('sms');
  });

  it('refuses none for a port that always needs a provider', () => {
    expect(refusal({ STORAGE_PROVIDER: 'none' })).toMatch(/STORAGE_PROVIDER: storage cannot be none; leave it unset for disk/);
  });
});
