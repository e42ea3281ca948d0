import { describe, expect, it } from 'vitest';
import { summaryOf } from './invitation-by-token.ts';

const row = {
  id: 'b7e1c1a2-0000-4000-8000-000000000001',
  token: 'AAAAAAAAAAAAAAAAAAAAAA',
  business_id: 'b7e1c1a2-0000-4000-8000-000000000002',
  customer_name: 'Aroha Smith',
  job_description: 'Hot water cylinder',
  job_location: 'Petone',
  team_members: ['Wiremu Tane'],
  created_at: new Date('2026-11-01T00:00:00Z'),
  opened_at: null,
  // As PostgreSQL's text through the ORM's raw execute (it turns off the driver's date parsing).
  started_at: '2026-11-02 01:00:00.5+00',
  completed_at: null,
  cancelled_at: null,
  source_kind: 'person',
  source: 'Wiremu Tane',
  language: 'mi',
};

describe("the customer's link read by its token", () => {
  it('gives the summary with Dates whether the driver gave Dates or text, and the team whether parsed or not', () => {
    const summary = summaryOf({ ...row, team_members: '["Wiremu Tane"]' }, 0)!;
    expect(summary).toEqual({
      id: row.id,
      token: row.token,
      businessId: row.business_id,
      customerName: 'Aroha Smith',
      jobDescription: 'Hot water cylinder',
      jobLocation: 'Petone',
      teamMembers: ['Wiremu Tane'],
      createdAt: new Date('2026-11-01T00:00:00Z'),
      openedAt: null,
      startedAt: new Date('2026-11-02T01:00:00.500Z'),
      completedAt: null,
      source: { kind: 'person', label: 'Wiremu Tane' },
      language: 'mi',
    });
    expect(summaryOf(row, 0)!.teamMembers).toEqual(['Wiremu Tane']);
  });

  it('gives nothing for no row, a cancelled invitation or one made before the link expiry', () => {
    expect(summaryOf(undefined, 0)).toBeNull();
    expect(summaryOf({ ...row, cancelled_at: new Date() }, 0)).toBeNull();
    expect(summaryOf(row, new Date('2026-11-01T00:00:01Z').getTime())).toBeNull();
    expect(summaryOf(row, new Date('2026-10-31T23:59:59Z').getTime())).not.toBeNull();
  });

  it('reads an older invitation with no source or language as English with no source', () => {
    expect(summaryOf({ ...row, source_kind: null, source: null, language: null }, 0)).toMatchObject({ source: null, language: 'en' });
  });
});
