import { describe, expect, it } from 'vitest';
import { messengerEnv } from './env.ts';

const key = Buffer.alloc(32, 1).toString('base64');
const facebook = { FACEBOOK_APP_ID: '1234567890', FACEBOOK_APP_SECRET: 'a'.repeat(32), FACEBOOK_VERIFY_TOKEN: 'v'.repeat(20) };
const problems = (environment: Record<string, string>) =>
  messengerEnv.safeParse(environment).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];

describe("the messenger module's settings", () => {
  it('takes the Facebook app settings and SECRETS_KEY together or not at all, naming what is missing', () => {
    expect(messengerEnv.parse({ ...facebook, SECRETS_KEY: key }).FACEBOOK_GRAPH_URL).toBe('https://graph.facebook.com');
    expect(messengerEnv.parse({}).FACEBOOK_APP_ID).toBeUndefined();
    // SECRETS_KEY alone (another module's) leaves Messenger off.
    expect(problems({ SECRETS_KEY: key })).toEqual([]);
    expect(problems(facebook)).toEqual([
      'SECRETS_KEY: Messenger needs FACEBOOK_APP_ID, FACEBOOK_APP_SECRET and FACEBOOK_VERIFY_TOKEN together (or none of them), with SECRETS_KEY',
    ]);
    expect(problems({ FACEBOOK_APP_ID: '1234567890', SECRETS_KEY: key }).map((p) => p.split(':')[0])).toEqual([
      'FACEBOOK_APP_SECRET',
      'FACEBOOK_VERIFY_TOKEN',
    ]);
    expect(problems({ ...facebook, FACEBOOK_APP_ID: 'my-app', SECRETS_KEY: key })).toEqual([
      'FACEBOOK_APP_ID: must be the numeric App ID from the Meta app dashboard',
    ]);
  });
});
