import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestKernel, type TestAgent, type TestKernel } from '@korero/core/testing';

const NUL = '\u0000';
let t: TestKernel;
let owner: TestAgent;
beforeAll(async () => {
  t = await startTestKernel();
  owner = await t.signUp();
});
afterAll(() => t?.close());

const refusal = (field: string) => ({ status: 400, error: `${field} contains a character that isn't allowed.` });

describe('text the database cannot store, refused once for every route', () => {
  it('answers a NUL character in a body field 400, naming the field, signed in or not', async () => {
    const login = await t.anonymous().post('/api/login', { username: `someone${NUL}`, password: 'whatever it is' });
    expect({ status: login.status, error: login.body.error }).toEqual(refusal('username'));
    expect(login.body.fields).toEqual({ username: "contains a character that isn't allowed" });

    const cases: Array<[string, string, unknown, string]> = [
      ['PATCH', '/api/profile', { businessName: `Kiwi${NUL}Plumbing` }, 'businessName'],
      ['POST', '/api/teams', { name: `North${NUL}` }, 'name'],
      ['POST', '/api/invites', { customerName: 'Aroha', teamMembers: ['Sam', `Al${NUL}`] }, 'teamMembers.1'],
      ['POST', '/api/discount-codes/validate', { code: `SAVE${NUL}10` }, 'code'],
      ['POST', '/api/submit-feedback', { clientId: '00000000-0000-4000-8000-000000000000', feedback: `bad${NUL}` }, 'feedback'],
    ];
    for (const [method, url, body, field] of cases) {
      const res = await owner.request(method as 'POST', url, body);
      expect({ url, status: res.status, error: res.body.error }).toEqual({ url, ...refusal(field) });
    }
  });

  it('answers a NUL in the query 400 and in the path 404, like any malformed id', async () => {
    const query = await owner.get('/api/submissions?page=%00');
    expect({ status: query.status, error: query.body.error }).toEqual(refusal('page'));
    const path = await t.anonymous().get('/api/invites/token/abc%00def');
    expect(path.status).toBe(404);
    expect(path.body.error).toEqual(expect.any(String));
  });

  it('refuses the same characters written as escapes inside JSON text fields', async () => {
    const invite = await owner.post('/api/invites', {
      customerName: 'Aroha',
      jobDescription: 'Tap',
      jobLocation: 'Hutt',
      teamMembers: '["Sam", "Al\\u0000"]',
    });
    expect({ status: invite.status, fields: invite.body.fields }).toEqual({
      status: 400,
      fields: { teamMembers: "contains a character that isn't allowed" },
    });
    const profile = await owner.patch('/api/profile', {
      businessName: 'Kiwi',
      email: 'kiwi@co-nz.example',
      serviceTypes: '["Taps \\ud800"]',
    });
    expect(profile.status).toBe(200);
    expect(JSON.parse(profile.body.data.serviceTypes)).toEqual(['Taps \ufffd']);
  });

  it('stores a lone UTF-16 surrogate as the replacement character instead of failing', async () => {
    const created = await owner.post('/api/teams', { name: 'Crew \ud800 one', description: 'end \udc00' });
    expect(created.status).toBe(201);
    const listed = (await owner.get('/api/teams')).body.data;
    expect(listed).toEqual([expect.objectContaining({ name: 'Crew \ufffd one', description: 'end \ufffd' })]);
  });
});
