/**
 * The record of asking's kernel side: appends from two processes on one database take turns per chain (PostgreSQL;
 * on PGlite one kernel), an opt-out lands in the kernel's own chain with its address digested, and a digest is keyed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestKernel, testDatabaseKind, type TestKernel } from '@korero/core/testing';
import { messagingPort } from '../../ports/messaging.port.ts';
import { KERNEL_CHAIN, recordChainPort } from '../../ports/record-chain.port.ts';

const env = { SESSION_KEY: Buffer.alloc(32, 7).toString('base64'), LEDGER_KEY: Buffer.alloc(32, 5).toString('base64') };
let a: TestKernel;
let b: TestKernel | undefined;
beforeAll(async () => {
  a = await startTestKernel({ modules: [], env });
  if (testDatabaseKind() === 'postgresql') b = await startTestKernel({ modules: [], env, sameDatabaseAs: a });
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});
const chainOf = (k: TestKernel) => k.kernel.get(recordChainPort);
const inContext = <T>(k: TestKernel, fn: () => Promise<T>) => k.kernel.db.withContext(fn);

describe('the record chain', () => {
  it('keeps one unbroken chain per business when two processes append at once', async () => {
    const one = crypto.randomUUID();
    const two = crypto.randomUUID();
    await Promise.all(
      Array.from({ length: 40 }, (_, i) => {
        const k = i % 2 && b ? b : a;
        return inContext(k, () => chainOf(k).append(i % 4 < 3 ? one : two, { kind: 'test.appended', data: { i } }));
      }),
    );
    const [first, second] = await inContext(a, () => Promise.all([chainOf(a).verify(one), chainOf(a).verify(two)]));
    expect(first).toEqual({ ok: true, entries: 30, firstBadEntry: null });
    expect(second).toEqual({ ok: true, entries: 10, firstBadEntry: null });
    const head = await inContext(a, () => chainOf(a).head(one));
    expect(head?.seq).toBe(30);
  });

  it('records an opt-out in the kernel’s chain, the address only as a keyed digest', async () => {
    const messaging = a.kernel.get(messagingPort);
    await inContext(a, () => messaging.optOut({ channel: 'email', address: 'Hemi@Co-NZ.example', source: 'unsubscribe-link' }));
    await inContext(a, () => messaging.optOut({ channel: 'email', address: 'hemi@co-nz.example', source: 'unsubscribe-link' }));
    await inContext(a, () => messaging.optIn({ channel: 'email', address: 'hemi@co-nz.example', source: 'sms-reply' }));
    const entries: Array<{ kind: string; data: Record<string, unknown> }> = [];
    await inContext(a, async () => {
      for await (const entry of chainOf(a).entries(KERNEL_CHAIN)) entries.push(entry);
    });
    // Opting out twice is one opt-out; opting back in is its own entry.
    expect(entries.map((e) => e.kind)).toEqual(['messaging.opted_out', 'messaging.opted_in']);
    const digest = chainOf(a).digest('email', 'hemi@co-nz.example');
    expect(entries[0]!.data).toEqual({ channel: 'email', address: digest, source: 'unsubscribe-link' });
    expect(JSON.stringify(entries)).not.toContain('hemi');
    expect((await inContext(a, () => chainOf(a).verify(KERNEL_CHAIN))).ok).toBe(true);
  });

  it('digests with LEDGER_KEY, after normalising each kind of detail', () => {
    const chain = chainOf(a);
    expect(chain.digest('name', '  Aroha   NGATA ')).toBe(chain.digest('name', 'aroha ngata'));
    expect(chain.digest('phone', '021 555 0101')).toBe(chain.digest('phone', '+64215550101'));
    expect(chain.digest('name', 'aroha')).not.toBe(chain.digest('text', 'aroha'));
    expect(chain.digest('name', '   ')).toBeNull();
    expect(chain.person('Aroha Ngata')).toEqual({ name: chain.digest('name', 'Aroha Ngata'), firstName: chain.digest('name', 'Aroha') });
    // The same key gives the same digest in every process, and it is not a plain hash of the text.
    if (b) expect(chainOf(b).digest('name', 'Aroha Ngata')).toBe(chain.digest('name', 'Aroha Ngata'));
    expect(chain.digest('name', 'aroha ngata')).toMatch(/^[0-9a-f]{64}$/);
  });
});
