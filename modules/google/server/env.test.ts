import { describe, expect, it } from 'vitest';
import { googleEnv } from './env.ts';

const key = Buffer.alloc(32, 1).toString('base64');
const problems = (environment: Record<string, string>) =>
  googleEnv.safeParse(environment).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];

describe("the google module's settings", () => {
  it('takes the OAuth client and SECRETS_KEY together or not at all, naming what is missing', () => {
    const client = { GOOGLE_OAUTH_CLIENT_ID: 'korero-test-client-1234', GOOGLE_OAUTH_CLIENT_SECRET: 'client-secret-0123456789' };
    expect(googleEnv.parse({ ...client, SECRETS_KEY: key }).GOOGLE_API_BASE_URL).toBeUndefined();
    expect(problems(client)).toEqual([
      'SECRETS_KEY: Google reviews needs GOOGLE_OAUTH_CLIENT_ID and GOOGLE_OAUTH_CLIENT_SECRET together (or none of them), with SECRETS_KEY',
    ]);
    expect(problems({ GOOGLE_OAUTH_CLIENT_ID: 'has spaces in it', GOOGLE_OAUTH_CLIENT_SECRET: 'x'.repeat(10), SECRETS_KEY: key })).toEqual([
      'GOOGLE_OAUTH_CLIENT_ID: must be the OAuth client ID from the Google Cloud console (…apps.googleusercontent.com)',
    ]);
  });
});
