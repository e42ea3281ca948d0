import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PermanentDeliveryError, startTestKernel, type Delivery, type MessageProvider, type TestKernel } from '@korero/core/testing';
import { messagingPort } from '../../ports/messaging.port.ts';

/** An SMS provider that is down for the first `failures` calls, and refuses one number outright. */
class FlakySms implements MessageProvider {
  readonly channel = 'sms' as const;
  readonly name = 'flaky';
  calls: Delivery[] = [];
  failures: number;
  constructor(failures: number) {
    this.failures = failures;
  }
  async deliver(message: Delivery): Promise<string> {
    this.calls.push(message);
    if (message.to === '+6420000000') throw new PermanentDeliveryError('Not a mobile number');
    if (this.failures-- > 0) throw new Error('503 from provider');
    return `SM${this.calls.length}`;
  }
}

let t: TestKernel;
const sms = new FlakySms(2);
beforeAll(async () => {
  t = await startTestKernel({ modules: [], adapters: { messageProviders: [sms] } });
});
afterAll(() => t?.close());

const inContext = <T>(fn: () => Promise<T>) => t.kernel.db.withContext(fn);

describe('the outbox', () => {
  it('stores the message first, then delivers it in the background through retries', async () => {
    const messaging = t.kernel.get(messagingPort);
    const sent = await inContext(() =>
      messaging.send({ channel: 'sms', to: '021 555 0101', text: 'Kia ora', businessId: null, purpose: 'test', reference: 'ref-1' }),
    );
    expect(sent).toMatchObject({ status: 'queued', to: '+64215550101' });
    expect(sms.calls).toHaveLength(0);

    await t.drainJobs();
    let [row] = await inContext(() => messaging.byReference('ref-1'));
    expect(row).toMatchObject({ status: 'queued', error: '503 from provider', attempts: 1 });
    for (let i = 0; i < 3; i++) {
      t.clock.advance(10 * 60_000);
      await t.drainJobs();
    }
    [row] = await inContext(() => messaging.byReference('ref-1'));
    expect(row).toMatchObject({ status: 'sent', error: null, attempts: 3 });
    expect(row!.sentAt).toBeInstanceOf(Date);
  });

  it('marks a message the provider refuses as failed, with the reason', async () => {
    const messaging = t.kernel.get(messagingPort);
    await inContext(() =>
      messaging.send({ channel: 'sms', to: '+6420000000', text: 'x', businessId: null, purpose: 'test', reference: 'ref-2' }),
    );
    await t.drainJobs();
    const [row] = await inContext(() => messaging.byReference('ref-2'));
    expect(row).toMatchObject({ status: 'failed', error: 'Not a mobile number' });
  });

  it('refuses contacts who opted out, until they opt back in; transactional mail still goes', async () => {
    const messaging = t.kernel.get(messagingPort);
    await inContext(() => messaging.optOut({ channel: 'sms', address: '+64 21 777 8888', source: 'sms-reply' }));
    const refused = await inContext(() =>
      messaging.send({ channel: 'sms', to: '021 777 8888', text: 'x', businessId: null, purpose: 'invite' }),
    );
    expect(refused.status).toBe('refused');
    expect(refused.error).toMatch(/opted out of text messages/);
    await inContext(() => messaging.optIn({ channel: 'sms', address: '0217778888', source: 'sms-reply' }));
    expect(await inContext(() => messaging.isOptedOut('sms', '+64217778888'))).toBe(false);
  });

  it('holds a message when its channel has no provider: the outbox is the end of the line', async () => {
    const messaging = t.kernel.get(messagingPort);
    expect(messaging.providers()).toEqual({ sms: 'flaky', email: null, messenger: null });
    await inContext(() =>
      messaging.send({
        channel: 'email',
        to: 'Owner@nz.example',
        subject: 'Hi',
        text: 'x',
        businessId: null,
        purpose: 'test',
        reference: 'ref-3',
      }),
    );
    await t.drainJobs();
    const [row] = await inContext(() => messaging.byReference('ref-3'));
    expect(row).toMatchObject({ status: 'held', to: 'owner@nz.example', subject: 'Hi' });
    expect((await inContext(() => messaging.recent(10))).length).toBeGreaterThanOrEqual(4);
  });

  it('sends many in one go as it sends one: opted-out addresses (written any way) refused, transactional mail kept, each delivered once', async () => {
    const messaging = t.kernel.get(messagingPort);
    await inContext(() => messaging.optOut({ channel: 'email', address: 'Hemi@NZ.example', source: 'email-link' }));
    expect([...(await inContext(() => messaging.optedOut('email', ['hemi@nz.example', ' HEMI@nz.example', 'mere@nz.example'])))]).toEqual([
      'hemi@nz.example',
      ' HEMI@nz.example',
    ]);
    expect((await inContext(() => messaging.optedOut('sms', []))).size).toBe(0);
    const base = { businessId: null, purpose: 'test', subject: 'Hi' } as const;
    const records = await inContext(() =>
      messaging.sendMany([
        { ...base, channel: 'email', to: 'mere@nz.example', text: 'a', reference: 'many-1' },
        { ...base, channel: 'email', to: 'HEMI@nz.example', text: 'b', reference: 'many-2' },
        { ...base, channel: 'email', to: 'hemi@nz.example', text: 'c', reference: 'many-3', transactional: true },
        { ...base, channel: 'sms', to: '021 555 0199', text: "Kia ora Ngāti 'Porou' \\ ?, 100% 😀\nE hoa", reference: 'many-4' },
      ]),
    );
    expect(records.map((r) => [r.reference, r.status, r.to])).toEqual([
      ['many-1', 'queued', 'mere@nz.example'],
      ['many-2', 'refused', 'hemi@nz.example'],
      ['many-3', 'queued', 'hemi@nz.example'],
      ['many-4', 'queued', '+64215550199'],
    ]);
    sms.failures = 0;
    const before = sms.calls.length;
    await t.drainJobs();
    // Every character as given: macrons, quotes, a backslash, a question mark, an emoji and a new line.
    expect(sms.calls.slice(before).map((c) => c.text)).toEqual(["Kia ora Ngāti 'Porou' \\ ?, 100% 😀\nE hoa"]);
    const stored = await inContext(() => messaging.byReferences(['many-1', 'many-2', 'many-3', 'many-4']));
    expect(stored.map((r) => [r.reference, r.status]).sort()).toEqual([
      ['many-1', 'held'],
      ['many-2', 'refused'],
      ['many-3', 'held'],
      ['many-4', 'sent'],
    ]);
    expect(await inContext(() => messaging.sendMany([]))).toEqual([]);
  });

  it("keeps each business's texts per New Zealand month, in carrier segments, every sender's, refused ones not", async () => {
    const messaging = t.kernel.get(messagingPort);
    const [a, b] = [randomUUID(), randomUUID()];
    // 23:30 on 30 November in New Zealand (10:30 UTC): still November there.
    t.clock.set('2026-11-30T10:30:00Z');
    const november = t.clock.now();
    await inContext(() => messaging.optOut({ channel: 'sms', address: '021 555 0300', source: 'sms-reply' }));
    const text = (purpose: string, to: string, words: string, businessId: string | null = a) =>
      ({ channel: 'sms', to, text: words, businessId, purpose }) as const;
    const records = await inContext(() =>
      messaging.sendMany([
        text('invite', '021 555 0301', 'One text'),
        text('reminder', '021 555 0302', 'x'.repeat(161)), // two segments
        text('follow-up', '021 555 0303', 'Tēnā koe'), // UCS-2, still one
        text('invite', '021 555 0300', 'Opted out: never goes'),
        text('invite', '021 555 0304', 'Another business', b),
        text('password-reset', '021 555 0305', 'No business', null),
        { channel: 'email', to: 'mere@nz.example', subject: 'Hi', text: 'An email costs no text', businessId: a, purpose: 'invite' },
      ]),
    );
    expect(records.map((r) => r.status)).toEqual(['queued', 'queued', 'queued', 'refused', 'queued', 'queued', 'queued']);
    expect(await inContext(() => messaging.smsUsed(a, november))).toBe(4);
    expect(await inContext(() => messaging.smsUsed(b, november))).toBe(1);
    // An hour on it is 1 December in New Zealand: a new month, counted from nothing.
    t.clock.advance(3600_000);
    await inContext(() => messaging.send(text('invite', '021 555 0306', 'December')));
    expect(await inContext(() => messaging.smsUsed(a, t.clock.now()))).toBe(1);
    expect(await inContext(() => messaging.smsUsed(a, november))).toBe(4);
    // A text stored in a transaction that rolls back was never sent, and never counted.
    await inContext(() =>
      t.kernel.db
        .transaction(async () => {
          await messaging.send(text('invite', '021 555 0307', 'Rolled back'));
          throw new Error('rolled back');
        })
        .catch(() => undefined),
    );
    expect(await inContext(() => messaging.smsUsed(a, t.clock.now()))).toBe(1);
  });
});
