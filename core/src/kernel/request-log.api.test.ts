import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestKernel, type TestKernel } from '../testing/index.ts';

// The line each request leaves: written by a logger that skips the redaction pass, so its own fields must be safe.
const logLines: string[] = [];
let t: TestKernel;

beforeAll(async () => {
  t = await startTestKernel({ logLines });
});
afterAll(async () => {
  await t.close();
});

const requestLines = () =>
  logLines
    .flatMap((line) => line.split('\n'))
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((line) => line.msg === 'request');

describe('the request line', () => {
  it('is one line per request with its id, method, path, status and time', async () => {
    const res = await t.anonymous().request('GET', '/api/user');
    expect(res.status).toBe(401);
    const id = res.headers['x-request-id'];
    const lines = requestLines().filter((line) => line.reqId === id);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 30, method: 'GET', url: '/api/user', status: 401 });
    expect(typeof lines[0]!.ms).toBe('number');
  });

  it('never carries a token from the path or the query, or the cookie and password sent', async () => {
    const owner = await t.signUp('logged');
    await t.anonymous().request('GET', '/api/invites/token/Yq3vJ0x9mQz8rL2kP5tW7nB4cD6fG1hJ');
    await t.anonymous().request('GET', '/api/reset-password/check?token=tok_very_secret_value');
    await owner.request('POST', '/api/login', { username: 'logged', password: 'not the password at all' });
    const text = requestLines()
      .map((line) => JSON.stringify(line))
      .join('\n');
    expect(text).toContain('/api/invites/token/[redacted]');
    expect(text).not.toContain('Yq3vJ0x9mQz8rL2kP5tW7nB4cD6fG1hJ');
    expect(text).not.toContain('tok_very_secret_value');
    expect(logLines.join('')).not.toContain('not the password at all');
    expect(logLines.join('')).not.toMatch(/korero_session=/);
  });
});

describe('the request id', () => {
  it('keeps a well-formed X-Request-ID the client or balancer sent, in the answer and the line, and replaces any other', async () => {
    const kept = await t.anonymous().request('GET', '/api/user', undefined, { 'x-request-id': 'lb-7f3a.2:1' });
    expect(kept.headers['x-request-id']).toBe('lb-7f3a.2:1');
    expect(requestLines().filter((line) => line.reqId === 'lb-7f3a.2:1')).toHaveLength(1);
    for (const odd of ['has space', 'x'.repeat(65), '-leading', 'line\\nbreak']) {
      const res = await t.anonymous().request('GET', '/api/user', undefined, { 'x-request-id': odd });
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});

describe('at debug', () => {
  it('also writes a line as each request is received, before its answer', async () => {
    const lines: string[] = [];
    const debug = await startTestKernel({ logLines: lines, env: { LOG_LEVEL: 'debug' }, modules: [] });
    try {
      await debug.anonymous().request('GET', '/api/user?token=tok_secret_value', undefined, { 'x-request-id': 'probe-1' });
      const mine = lines
        .flatMap((line) => line.split('\n'))
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Record<string, unknown>)
        .filter((line) => line.reqId === 'probe-1');
      expect(mine.map((line) => line.msg)).toEqual(['request received', 'request']);
      expect(mine[0]).toMatchObject({ level: 20, method: 'GET' });
      expect(JSON.stringify(mine)).not.toContain('tok_secret_value');
    } finally {
      await debug.close();
    }
  });
});
