import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingPort, messagingPort } from '@korero/core/sdk';
import { startTestKernel, testDatabaseKind, type TestAgent, type TestKernel } from '@korero/core/testing';

// Tuesday 24 November 2026, 11:00 in New Zealand.
const NOW = '2026-11-23T22:00:00Z';
const at = (iso: string) => new Date(iso);
let t: TestKernel;

async function owner(name: string): Promise<TestAgent & { userId: string }> {
  const agent = await t.signUp(name);
  await agent.patch('/api/profile', { businessName: `${name} Plumbing`, email: `${name}@nz.example` });
  await t.kernel.db.withContext(() => t.kernel.get(billingPort).update(agent.userId, { tier: 'professional', status: 'active' }));
  return agent;
}

async function invite(agent: TestAgent, customer: string, channels: { sms?: boolean; email?: boolean } = { email: true }) {
  const res = await agent.post('/api/invites', {
    customerName: customer,
    customerEmail: channels.email ? `${customer.split(' ')[0]!.toLowerCase()}@nz.example` : null,
    customerPhone: channels.sms ? '021 555 0142' : null,
    jobDescription: 'Hot water cylinder',
    jobLocation: 'Petone',
    sendEmail: Boolean(channels.email),
    sendSms: Boolean(channels.sms),
    consent: true,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const token = res.body.data.inviteToken as string;
  const [row] = await t.kernel.db.withContext(() =>
    t.kernel.db.em.execute<Array<{ id: string }>>('select id from invites_invitation where token = ?', [token]),
  );
  return { id: row!.id, token };
}

/** The reminders sent for an invitation (read from the outbox, as no owner session is needed). */
const reminders = (inviteId: string) =>
  t.kernel.db.withContext(async () => (await t.kernel.get(messagingPort).byReference(inviteId)).filter((m) => m.purpose === 'reminder'));

/**
 * Runs the quarter-hourly sweep as a process would at `when` (New Zealand hours matter), then the deliveries. Tests
 * go back in time between cases, so the schedule is made due at `when` first.
 */
async function sweepAt(when: string, kernel: TestKernel = t) {
  kernel.clock.set(at(when));
  await kernel.kernel.db.withContext(() =>
    kernel.kernel.db.em.execute(`update core_job_schedule set next_run_at = ? where name = 'invites.reminderSweep'`, [at(when)], 'run'),
  );
  await kernel.runSchedules();
  await kernel.drainJobs();
}

beforeAll(async () => {
  t = await startTestKernel({ now: NOW });
  await t.runSchedules(); // the schedule is first seen now
});
afterAll(async () => t?.close());

describe('invitation reminders', () => {
  it('sends one reminder, by the same channels, three days later inside the day, and only one', async () => {
    const aroha = await owner('aroha');
    const a = await invite(aroha, 'Mere Parata', { email: true, sms: true });
    await sweepAt('2026-11-25T22:00:00Z'); // two days on: not yet
    expect(await reminders(a.id)).toHaveLength(0);
    await sweepAt('2026-11-26T23:00:00Z'); // three days and an hour on, 12:00 in New Zealand
    const sent = await reminders(a.id);
    expect(sent.map((m) => m.channel).sort()).toEqual(['email', 'sms']);
    expect(sent.find((m) => m.channel === 'sms')!.text).toMatch(
      // The short link, and the STOP line decisions.md gives, word for word.
      /^Kia ora Mere, a quick reminder from aroha Plumbing: how did Hot water cylinder go\? http\S+\/r\/[\w-]{16} Reply STOP to opt out\.$/,
    );
    expect(sent.find((m) => m.channel === 'email')!.subject).toBe('A reminder: aroha Plumbing would love your feedback');
    await sweepAt('2026-11-27T01:00:00Z');
    expect(await reminders(a.id)).toHaveLength(2);
    t.clock.set(at(NOW));
    const row = (await aroha.get('/api/invites')).body.data.find((r: { id: string }) => r.id === a.id);
    expect(row.reminder).toMatchObject({ state: 'sent', sent: 1, nextAt: null });
    // The text counts against the plan's SMS like any text.
    expect((await aroha.get('/api/invites/usage')).body.data.smsThisMonth).toBe(2);
  });

  it('holds a reminder that falls due at night until 9:00', async () => {
    t.clock.set(at(NOW));
    const hemi = await owner('hemi');
    await hemi.put('/api/invites/reminders', { reminders: 1, afterDays: 3 });
    const b = await invite(hemi, 'Tama Hohaia');
    await t.kernel.db.withContext(() =>
      // Sent at 22:00 New Zealand time on the 24th: due at 22:00 on the 27th.
      t.kernel.db.em.execute(`update invites_invitation set created_at = ? where id = ?`, [at('2026-11-24T09:00:00Z'), b.id], 'run'),
    );
    await sweepAt('2026-11-27T09:30:00Z'); // 22:30 in New Zealand
    await sweepAt('2026-11-27T19:50:00Z'); // 08:50
    expect(await reminders(b.id)).toHaveLength(0);
    await sweepAt('2026-11-27T20:05:00Z'); // 09:05
    expect(await reminders(b.id)).toHaveLength(1);
  });

  it('never reminds a customer who finished, opted out, or whose invitation the owner cancelled', async () => {
    t.clock.set(at(NOW));
    const kiri = await owner('kiri');
    const done = await invite(kiri, 'Hemi Walker');
    const out = await invite(kiri, 'Sione Fifita');
    const cancelled = await invite(kiri, 'Aroha Ngata');
    const customer = t.anonymous();
    expect(
      (
        await customer.post(`/api/reviews/submit/${done.token}`, {
          starRating: 5,
          selectedFeedback: ['quality-0'],
          generatedReview: 'Tidy work, explained everything.',
          reviewDestination: 'private',
          consent: true,
        })
      ).status,
    ).toBe(200);
    await t.kernel.db.withContext(() =>
      t.kernel.get(messagingPort).optOut({ channel: 'email', address: 'sione@nz.example', source: 'email-link' }),
    );
    expect((await kiri.post(`/api/invites/${cancelled.id}/cancel`)).body).toEqual({ success: true });
    // Its link now says it has closed; the customer can no longer answer it.
    const closed = await customer.get(`/api/invites/token/${cancelled.token}`);
    expect(closed.status).toBe(410);
    expect(closed.body.error).toBe('kiri Plumbing cancelled this invitation, so it can no longer be answered. Thank you all the same.');

    await sweepAt('2026-11-26T23:00:00Z');
    for (const i of [done, out, cancelled]) expect(await reminders(i.id)).toHaveLength(0);
    t.clock.set(at(NOW));
    const rows = (await kiri.get('/api/invites')).body.data as Array<{ id: string; reminder: { state: string; reason: string | null } }>;
    const state = (id: string) => rows.find((r) => r.id === id)!.reminder;
    expect(state(done.id).state).toBe('done');
    expect(state(out.id)).toEqual(expect.objectContaining({ state: 'skipped', reason: 'Not sent: they unsubscribed from emails.' }));
    expect(state(cancelled.id).state).toBe('cancelled');
    expect((await kiri.post(`/api/invites/${done.id}/cancel`)).status).toBe(409);
    const stranger = await t.signUp('stranger');
    expect((await stranger.post(`/api/invites/${out.id}/cancel`)).status).toBe(404);
  });

  it('skips a text reminder that would pass the plan’s SMS limit, and says so', async () => {
    t.clock.set(at(NOW));
    const rewi = await owner('rewi');
    const first = await invite(rewi, 'Wiremu Tane', { sms: true });
    // 29 more texts this month: Professional's 30 are used up.
    for (let i = 0; i < 29; i++) await invite(rewi, `Customer ${i}`, { sms: true });
    await t.kernel.db.withContext(() =>
      t.kernel.db.em.execute(
        `update invites_invitation set completed_at = ? where business_id = ? and id <> ?`,
        [at(NOW), rewi.userId, first.id],
        'run',
      ),
    );
    await sweepAt('2026-11-26T23:00:00Z');
    expect(await reminders(first.id)).toHaveLength(0);
    t.clock.set(at(NOW));
    const row = (await rewi.get('/api/invites?limit=50')).body.data.find((r: { id: string }) => r.id === first.id);
    expect(row.reminder).toMatchObject({ state: 'skipped', reason: "Not sent: this month's 30 SMS included in Professional are used up." });
  });

  it("sends a busy business's reminders in batches: its texts stop at the plan's limit inside a batch, emails still go, each once", async () => {
    t.clock.set(at(NOW));
    const hana = await owner('hana');
    // 27 invitations by text and email (27 of Professional's 30 texts), then 110 by email only: two batches of reminders.
    const both: Array<{ id: string; token: string }> = [];
    for (let i = 0; i < 27; i++) both.push(await invite(hana, `Both${i} Customer`, { sms: true, email: true }));
    const emailOnly: Array<{ id: string; token: string }> = [];
    for (let i = 0; i < 110; i++) emailOnly.push(await invite(hana, `Mail${i} Customer`));
    await t.kernel.db.withContext(() =>
      t.kernel.get(messagingPort).optOut({ channel: 'email', address: 'mail7@nz.example', source: 'email-link' }),
    );

    await sweepAt('2026-11-26T23:00:00Z');
    const sent = (await Promise.all([...both, ...emailOnly].map((i) => reminders(i.id)))).flat();
    // Three texts fit under the limit; every other customer is emailed, save the one who unsubscribed.
    expect(sent.filter((m) => m.channel === 'sms')).toHaveLength(3);
    expect(sent.filter((m) => m.channel === 'email')).toHaveLength(27 + 109);
    expect((await reminders(emailOnly[7]!.id)).length).toBe(0);
    const mail = (await reminders(emailOnly[42]!.id))[0]!;
    expect(mail.to).toBe('mail42@nz.example');
    t.clock.set(at(NOW));
    const usage = (await hana.get('/api/invites/usage')).body.data;
    expect(usage.smsThisMonth).toBe(30);

    // Each invitation has its one reminder recorded; the 24 whose text did not fit say why, in the owner's list too.
    const [recorded] = await t.kernel.db.withContext(() =>
      t.kernel.db.em.execute<Array<{ n: string; invitations: string; textless: string }>>(
        `select count(*) as n, count(distinct invitation_id) as invitations,
                count(*) filter (where status = 'sent' and reason = ?) as textless
           from invites_reminder where business_id = ?`,
        ["Not by every channel: this month's 30 SMS included in Professional are used up.", hana.userId],
      ),
    );
    expect([recorded!.n, recorded!.invitations, recorded!.textless].map(Number)).toEqual([137, 137, 24]);
    const listed = [
      ...(await hana.get('/api/invites?limit=100&page=1')).body.data,
      ...(await hana.get('/api/invites?limit=100&page=2')).body.data,
    ] as Array<{ id: string; reminder: { sent: number; reason: string | null } }>;
    expect(listed).toHaveLength(137);
    const shown = listed.find((r) => r.id === both.find((b) => !sent.some((m) => m.channel === 'sms' && m.reference === b.id))!.id);
    expect(shown?.reminder).toMatchObject({
      sent: 1,
      reason: "Not by every channel: this month's 30 SMS included in Professional are used up.",
    });

    // A second sweep finds nothing more to send.
    await sweepAt('2026-11-26T23:30:00Z');
    expect((await Promise.all([...both, ...emailOnly].map((i) => reminders(i.id)))).flat()).toHaveLength(sent.length);
  });

  it('takes 0, 1 or 2 reminders after 1 to 14 days, and sends the second after as many days again', async () => {
    t.clock.set(at(NOW));
    const mere = await owner('mere');
    expect((await mere.get('/api/invites/reminders')).body.data).toEqual({ reminders: 1, afterDays: 3 });
    expect((await mere.put('/api/invites/reminders', { reminders: 3, afterDays: 3 })).status).toBe(400);
    expect((await mere.put('/api/invites/reminders', { reminders: 2, afterDays: 2 })).body.data).toEqual({ reminders: 2, afterDays: 2 });
    const c = await invite(mere, 'Ngaire Whaanga');
    await sweepAt('2026-11-25T23:00:00Z');
    expect(await reminders(c.id)).toHaveLength(1);
    await sweepAt('2026-11-27T22:00:00Z'); // a day and 23 hours later: not yet
    expect(await reminders(c.id)).toHaveLength(1);
    await sweepAt('2026-11-27T23:15:00Z');
    expect(await reminders(c.id)).toHaveLength(2);
    await sweepAt('2026-11-30T23:00:00Z');
    expect(await reminders(c.id)).toHaveLength(2);
  });

  it('sweeps with one small job per business with a reminder due, none for a business that sends none', async () => {
    t.clock.set(at(NOW));
    const [ana, ben, cat] = [await owner('ana'), await owner('ben'), await owner('cat')];
    for (const agent of [ana, ben, cat]) await invite(agent, 'Pita Sharples');
    await invite(ana, 'Rawiri Waititi');
    // cat turns reminders off after inviting: its invitation has none to come.
    await cat.put('/api/invites/reminders', { reminders: 0, afterDays: 3 });
    const when = '2026-11-26T23:05:00Z';
    await sweepAt(when);
    const queued = await t.kernel.db.withContext(() =>
      t.kernel.db.em.execute<Array<{ business: string; status: string }>>(
        `select payload->>'businessId' as business, status from core_job where name = 'invites.remindBusiness' and created_at = ?`,
        [at(when)],
      ),
    );
    const mine = queued.filter((q) => [ana.userId, ben.userId, cat.userId].includes(q.business));
    expect(mine.map((q) => q.business).sort()).toEqual([ana.userId, ben.userId].sort());
    expect(mine.every((q) => q.status === 'done')).toBe(true);
    // Sent, nothing is left due for them: the next sweep queues nothing for these businesses.
    const left = await t.kernel.db.withContext(() =>
      t.kernel.db.em.execute<unknown[]>(
        `select 1 from invites_invitation where business_id in (?, ?, ?) and remind_at is not null and completed_at is null`,
        [ana.userId, ben.userId, cat.userId],
      ),
    );
    expect(left).toEqual([]);
  });

  it("reads only invitations with a reminder to come: the sweeps' queries fit the partial indexes", async () => {
    const plan = (sql: string, params: unknown[]) =>
      t.kernel.db.withContext(() =>
        t.kernel.db.transaction(async (em) => {
          // On a small table a sequential scan is cheaper; with it off, the plan shows whether an index fits at all.
          await em.execute('set local enable_seqscan = off', [], 'run');
          const rows = await em.execute<Array<Record<string, string>>>(`explain ${sql}`, params);
          return rows.map((r) => Object.values(r)[0]).join('\n');
        }),
      );
    const now = at(NOW);
    expect(
      await plan(
        'select distinct business_id from invites_invitation where remind_at <= ? and completed_at is null and cancelled_at is null',
        [now],
      ),
    ).toMatch(/invites_invitation_(business_)?remind_index/);
    expect(
      await plan(
        'select id from invites_invitation i where i.business_id = ? and i.remind_at <= ? and i.completed_at is null and i.cancelled_at is null order by i.remind_at',
        ['00000000-0000-4000-8000-000000000000', now],
      ),
    ).toContain('invites_invitation_business_remind_index');
  });

  it.runIf(testDatabaseKind() === 'postgresql')('goes once when two processes on one database sweep together', async () => {
    t.clock.set(at(NOW));
    const tui = await owner('tui');
    const d = await invite(tui, 'Tui Henare');
    const second = await startTestKernel({ sameDatabaseAs: t, now: NOW });
    try {
      await second.runSchedules();
      t.clock.set(at('2026-11-26T23:00:00Z'));
      second.clock.set(at('2026-11-26T23:00:00Z'));
      await t.kernel.db.withContext(() =>
        t.kernel.db.em.execute(
          `update core_job_schedule set next_run_at = ? where name = 'invites.reminderSweep'`,
          [at('2026-11-26T23:00:00Z')],
          'run',
        ),
      );
      await Promise.all([t.runSchedules(), second.runSchedules()]);
      await Promise.all([t.drainJobs(), second.drainJobs()]);
      expect(await reminders(d.id)).toHaveLength(1);
    } finally {
      await second.close();
    }
  });
});
