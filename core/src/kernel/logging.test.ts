import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loggerOptions, redactUrl } from './logging.ts';

describe('the log', () => {
  it('hides passwords and tokens but keeps error codes', async () => {
    const lines: string[] = [];
    const stream = new Writable({ write: (chunk, _enc, done) => (lines.push(String(chunk)), done()) });
    const app = Fastify({ logger: { ...loggerOptions('info'), stream } });
    app.log.error({ err: Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }) }, 'db');
    app.log.info({ code: 'FST_ERR_VALIDATION', status: 400 }, 'client error');
    app.log.info({ body: { password: 'hunter2 horse', token: 'tok_secret_value' } }, 'oops');
    await app.close();
    const text = lines.join('');
    expect(text).toContain('"code":"57P01"');
    expect(text).toContain('"code":"FST_ERR_VALIDATION"');
    expect(text).not.toContain('hunter2');
    expect(text).not.toContain('tok_secret_value');
  });
});

describe('redactUrl', () => {
  it('hides invite, reset and checkout tokens in paths and queries', () => {
    expect(redactUrl('/api/invites/token/Yq3vJ0x9mQz8rL2kP5tW7nB4cD6fG1hJ')).toBe('/api/invites/token/[redacted]');
    // A text's short review link: 16 characters (96 bits), as much a capability as the long token.
    expect(redactUrl('/r/Yq3vJ0x9mQz8rL2k')).toBe('/r/[redacted]');
    expect(redactUrl('/reset-password?token=abc&x=1')).toBe('/reset-password?token=%5Bredacted%5D&x=1');
    expect(redactUrl('/api/subscription-success?session_id=cs_test_123')).toBe('/api/subscription-success?session_id=%5Bredacted%5D');
    expect(redactUrl('/billing/test-checkout?session=cs_local_0123456789abcdef')).toBe('/billing/test-checkout?session=%5Bredacted%5D');
    expect(redactUrl('/api/facebook/callback?code=AQB1&state=dePiBUU6')).toBe(
      '/api/facebook/callback?code=%5Bredacted%5D&state=%5Bredacted%5D',
    );
    expect(redactUrl('/api/webhooks/facebook?hub.mode=subscribe&hub.verify_token=v')).toBe(
      '/api/webhooks/facebook?hub.mode=subscribe&hub.verify_token=%5Bredacted%5D',
    );
  });

  it('keeps ordinary paths and uuids, which are ids rather than secrets', () => {
    expect(redactUrl('/api/teams/4f1c2a7e-1b2c-4d5e-8f9a-0b1c2d3e4f5a')).toBe('/api/teams/4f1c2a7e-1b2c-4d5e-8f9a-0b1c2d3e4f5a');
    expect(redactUrl('/api/team-members?page=2')).toBe('/api/team-members?page=2');
  });
});
