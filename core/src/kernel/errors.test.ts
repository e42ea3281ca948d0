import { describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { describeValidation, installErrorHandling } from './errors.ts';

describe('describeValidation', () => {
  it('names each field with its message, and says "is required" for a missing one', () => {
    const result = describeValidation(
      [
        { instancePath: '/customerName', message: 'Customer name is required', keyword: 'too_small' },
        { instancePath: '/teamMembers/0', message: 'Invalid input: expected string, received undefined', keyword: 'invalid_type' },
      ],
      'body',
    );
    expect(result.error).toBe('customerName: Customer name is required; teamMembers.0: is required');
    expect(result.fields).toEqual({ customerName: 'Customer name is required', 'teamMembers.0': 'is required' });
  });

  it('falls back to the part of the request when the whole body is wrong', () => {
    expect(describeValidation([{ instancePath: '', message: 'Expected object', keyword: 'invalid_type' }], 'querystring')).toEqual({
      error: 'Expected object',
      fields: { query: 'Expected object' },
    });
  });
});

describe('installErrorHandling', () => {
  it('answers text the database refuses (22021, 22P05) with 400, not 500', async () => {
    const app = Fastify();
    installErrorHandling(app);
    for (const code of ['22021', '22P05']) {
      app.get(`/${code}`, async () => {
        throw Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code });
      });
    }
    for (const code of ['22021', '22P05']) {
      const res = await app.inject({ method: 'GET', url: `/${code}` });
      expect({ code, status: res.statusCode, body: res.json() }).toEqual({
        code,
        status: 400,
        body: { error: "The request contains a character that isn't allowed." },
      });
    }
    await app.close();
  });

  it('answers a deadlock or serialization failure that outlived its retries with 503 and a moment to wait', async () => {
    const app = Fastify();
    installErrorHandling(app);
    app.get('/conflict', async () => {
      throw Object.assign(new Error('deadlock detected'), { code: '40P01' });
    });
    const res = await app.inject({ method: 'GET', url: '/conflict' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('1');
    expect(res.json()).toEqual({ error: 'Korero was busy saving something else just then and saved nothing. Try again.' });
    await app.close();
  });
});
