import { describe, expect, it } from 'vitest';
import { withinAskingHours } from './asking-hours.ts';
import { decide } from './decide.ts';
import type { JobRecord } from './job-record.ts';

const rules = {
  trigger: 'paid' as const,
  delayMinutes: 120,
  cooldownDays: 180,
  minimumValue: 100,
  excludeTag: 'Do not ask',
  channel: 'sms-first' as const,
  consentConfirmed: true,
};
const job: JobRecord = {
  provider: 'xero',
  externalId: 'inv-1',
  label: 'INV-1',
  customerName: 'Aroha Ngata',
  mobile: '+64215550103',
  email: 'aroha@customer.example',
  total: 460,
  tags: [],
  workers: [],
  description: 'Replaced the hot water cylinder',
  location: '',
  doneAt: new Date('2026-12-01T00:00:00Z'),
  ready: true,
};
// 11:00 on Tuesday 1 December 2026 in Auckland (NZDT, UTC+13).
const heardAt = new Date('2026-11-30T22:00:00Z');
const facts = { heardAt, lastInvitedAt: null, optedOut: async () => false };

describe('the rules applied to a job', () => {
  it('asks by text two hours after Korero heard, within the asking hours', async () => {
    expect(await decide(rules, job, facts)).toEqual({
      outcome: 'ask',
      at: new Date('2026-12-01T00:00:00Z'),
      channel: 'sms',
      to: '+64215550103',
    });
  });

  it('skips, in the order an owner reads the rules, each with its reason', async () => {
    expect(await decide({ ...rules, consentConfirmed: false }, job, facts)).toMatchObject({ outcome: 'skip', reason: 'no_consent' });
    expect(await decide(rules, { ...job, tags: ['do NOT ask '] }, facts)).toMatchObject({ outcome: 'skip', reason: 'excluded' });
    expect(await decide(rules, { ...job, total: 99.5 }, facts)).toEqual({
      outcome: 'skip',
      reason: 'below_minimum',
      note: '$99.50 is under the $100.00 minimum',
    });
    // No total: the minimum cannot be applied, so it does not skip.
    expect(await decide(rules, { ...job, total: null }, facts)).toMatchObject({ outcome: 'ask' });
    expect(await decide(rules, { ...job, mobile: null, email: null }, facts)).toEqual({
      outcome: 'skip',
      reason: 'no_contact',
      note: 'No mobile or email',
    });
    expect(await decide({ ...rules, channel: 'sms' }, { ...job, mobile: null }, facts)).toMatchObject({
      reason: 'no_contact',
      note: 'No mobile number',
    });
    expect(await decide(rules, job, { ...facts, lastInvitedAt: new Date('2026-10-01T01:00:00Z') })).toEqual({
      outcome: 'skip',
      reason: 'asked_recently',
      note: 'Asked on 2026-10-01, within 180 days',
    });
  });

  it('falls back to email when the number opted out of texts, and skips when both did', async () => {
    const textsOff = { ...facts, optedOut: async (channel: string) => channel === 'sms' };
    expect(await decide(rules, job, textsOff)).toMatchObject({ outcome: 'ask', channel: 'email', to: 'aroha@customer.example' });
    expect(await decide({ ...rules, channel: 'sms' }, job, textsOff)).toMatchObject({ outcome: 'skip', reason: 'opted_out' });
    expect(await decide(rules, job, { ...facts, optedOut: async () => true })).toMatchObject({ outcome: 'skip', reason: 'opted_out' });
  });
});

describe('the asking hours, 9:00 to 19:00 in New Zealand', () => {
  it('keeps a time inside them and moves the rest to the next 9:00', () => {
    const nz = (iso: string) => new Date(iso);
    // 18:59 NZDT stays; 19:00 goes to 9:00 the next day; 6:00 goes to 9:00 the same day.
    expect(withinAskingHours(nz('2026-12-01T05:59:00Z'))).toEqual(nz('2026-12-01T05:59:00Z'));
    expect(withinAskingHours(nz('2026-12-01T06:00:00Z'))).toEqual(nz('2026-12-01T20:00:00Z'));
    expect(withinAskingHours(nz('2026-11-30T17:00:00Z'))).toEqual(nz('2026-11-30T20:00:00Z'));
    // Winter (NZST, UTC+12): 9:00 is 21:00 UTC the day before.
    expect(withinAskingHours(nz('2026-07-01T08:00:00Z'))).toEqual(nz('2026-07-01T21:00:00Z'));
    // The night daylight saving starts (27 September 2026, 2:00 → 3:00): 9:00 NZDT is 20:00 UTC the day before.
    expect(withinAskingHours(nz('2026-09-26T14:00:00Z'))).toEqual(nz('2026-09-26T20:00:00Z'));
  });
});
