import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestKernel, type TestAgent, type TestKernel } from '@korero/core/testing';
import { billingPort } from '@korero/core/sdk';

let t: TestKernel;

beforeAll(async () => {
  t = await startTestKernel({ modules: ['business', 'teams', 'invites'], env: { PUBLIC_URL: 'https://korero.nz.example' } });
});
afterAll(() => t?.close());

const ask = (o: Record<string, unknown> = {}) => ({
  customerName: 'Aroha Smith',
  jobDescription: 'Hot water cylinder',
  jobLocation: 'Lower Hutt',
  customerEmail: 'aroha@customer.example',
  sendEmail: true,
  consent: true,
  ...o,
});

async function professional(name: string): Promise<TestAgent & { userId: string }> {
  const owner = await t.signUp(name);
  await owner.patch('/api/profile', { businessName: `${name} Plumbing`, email: `${name}@biz.example` });
  await t.kernel.db.withContext(() => t.kernel.get(billingPort).update(owner.userId, { tier: 'professional', status: 'active' }));
  return owner;
}

const count = async (owner: TestAgent) => (await owner.get('/api/invites?limit=50')).body.pagination.totalCount as number;
const emailsTo = async (address: string) =>
  Number(
    (
      await t.kernel.db.direct<Array<{ n: string }>>(
        `select count(*) as n from core_outbox_message where channel = 'email' and recipient = ? and purpose = 'invite'`,
        [address],
      )
    )[0]!.n,
  );

describe('POST /api/invites with an Idempotency-Key', () => {
  let first: TestAgent & { userId: string };
  let second: TestAgent & { userId: string };
  beforeAll(async () => {
    first = await professional('idemfirst');
    second = await professional('idemsecond');
  });

  it('answers the invitation already made (200) when the same key comes again, and sends nothing twice', async () => {
    const made = await first.post('/api/invites', ask(), { 'idempotency-key': 'ask-0001' });
    expect(made.status).toBe(201);
    const again = await first.post('/api/invites', ask(), { 'idempotency-key': 'ask-0001' });
    expect(again.status).toBe(200);
    expect(again.body.data.inviteToken).toBe(made.body.data.inviteToken);
    expect(again.body.data.deliveries.map((d: { channel: string }) => d.channel)).toEqual(['email']);
    expect(await count(first)).toBe(1);
    expect(await emailsTo('aroha@customer.example')).toBe(1);
  });

  it('refuses the same key with a different request (409), and makes nothing', async () => {
    const other = await first.post('/api/invites', ask({ customerName: 'Hemi Walker' }), { 'idempotency-key': 'ask-0001' });
    expect(other.status).toBe(409);
    expect(other.body.error).toContain('already used for a different invitation');
    expect(await count(first)).toBe(1);
  });

  it('keeps keys per business: another business may use the same key for its own invitation', async () => {
    const theirs = await second.post('/api/invites', ask({ customerEmail: 'hemi@customer.example' }), { 'idempotency-key': 'ask-0001' });
    expect(theirs.status).toBe(201);
    expect(await count(second)).toBe(1);
    expect(await count(first)).toBe(1);
  });

  it('makes one invitation of the same key sent five times at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        first.post('/api/invites', ask({ customerEmail: 'rua@customer.example' }), { 'idempotency-key': 'racing-key' }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(new Set(answers.map((a) => a.body.data.inviteToken)).size).toBe(1);
    expect(await emailsTo('rua@customer.example')).toBe(1);
    expect(await count(first)).toBe(2);
  });

  it('makes a new invitation each time without a key, and refuses a key no client would send', async () => {
    expect((await first.post('/api/invites', ask({ customerEmail: 'toru@customer.example' }))).status).toBe(201);
    expect((await first.post('/api/invites', ask({ customerEmail: 'toru@customer.example' }))).status).toBe(201);
    expect(await count(first)).toBe(4);
    const long = await first.post('/api/invites', ask(), { 'idempotency-key': 'x'.repeat(201) });
    expect(long.status).toBe(400);
    expect(long.body.error).toContain('Idempotency-Key is too long');
    const spaced = await first.post('/api/invites', ask(), { 'idempotency-key': 'two words' });
    expect(spaced.status).toBe(400);
    expect(spaced.body.error).toContain('visible ASCII');
  });
});
