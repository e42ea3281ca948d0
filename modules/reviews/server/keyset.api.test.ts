import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestKernel, type TestAgent, type TestKernel } from '@korero/core/testing';
import { COUNT_CAP } from '@korero/core/sdk';

/**
 * The Reviews list by keyset (issue 38, decision 0032): pages follow `nextCursor` with no row twice and none missed,
 * even where many rows share a timestamp; the total is counted once (up to a cap); a 1–2 character search matches
 * the start of a customer's first or second name.
 */
let t: TestKernel;
let owner: TestAgent;
let other: TestAgent;
let businessId: string;
let otherBusiness: string;

interface Row {
  id: string;
  customerName: string;
  starRating: number;
}
interface Page {
  data: Row[];
  pagination: { page: number; limit: number; totalCount: number; totalPages: number; nextCursor: string | null; totalCapped: boolean };
}

const NAMES = ['Aroha Ngata', 'Ben Jones', 'Joanna Smith', 'Mere Johnson', 'Wiremu Tane', 'jo', 'Tama Joseph Hohaia', 'Ana_Ma'];

async function insert(business: string, n: number, at: (i: number) => Date, name: (i: number) => string, stars: (i: number) => number) {
  const rows = Array.from({ length: n }, (_, i) => i);
  for (const i of rows) {
    await t.kernel.db.direct(
      `insert into reviews_submission (id, business_id, source, star_rating, selected_feedback, rating_scores, reviewer_text,
         destination, photo_keys, customer_name, team_members, created_at)
       values (gen_random_uuid(), ?, 'simple', ?, '[]', '{}', '', 'google', '[]', ?, ?::jsonb, ?)`,
      [business, stars(i), name(i), JSON.stringify(i % 3 === 0 ? ['Sione Fifita'] : []), at(i)],
      'run',
    );
  }
}

async function all(query: string, limit: number): Promise<{ ids: string[]; pages: Page[] }> {
  const pages: Page[] = [];
  let cursor: string | null = null;
  let page = 1;
  do {
    const res: { status: number; body: Page } = await owner.get<Page>(
      `/api/submissions?limit=${limit}&page=${page}${query}${cursor ? `&cursor=${cursor}` : ''}`,
    );
    expect(res.status).toBe(200);
    pages.push(res.body);
    cursor = res.body.pagination.nextCursor;
    page++;
    expect(page).toBeLessThan(200);
  } while (cursor);
  return { ids: pages.flatMap((p) => p.data.map((r) => r.id)), pages };
}

beforeAll(async () => {
  t = await startTestKernel({ modules: ['business', 'teams', 'invites', 'reviews'], now: new Date('2026-11-09T20:00:00Z') });
  owner = await t.signUp('keyset');
  const neighbour = await t.signUp('keysetneighbour');
  other = neighbour;
  const id = async (agent: TestAgent & { userId: string }) =>
    (
      await t.kernel.db.direct<Array<{ business_id: string }>>('select business_id from core_membership where account_id = ?', [
        agent.userId,
      ])
    )[0]!.business_id;
  businessId = await id(owner as TestAgent & { userId: string });
  otherBusiness = await id(neighbour);
  // 53 submissions in runs of equal timestamps (seven share each instant), one with microseconds a Date cannot hold.
  const base = Date.parse('2026-11-01T00:00:00Z');
  await insert(
    businessId,
    53,
    (i) => new Date(base + Math.floor(i / 7) * 60_000),
    (i) => NAMES[i % NAMES.length]!,
    (i) => (i % 5) + 1,
  );
  await t.kernel.db.direct(
    `update reviews_submission set created_at = created_at + interval '0.000123 seconds' where business_id = ? and created_at = ?`,
    [businessId, new Date(base + 3 * 60_000)],
    'run',
  );
  await insert(
    otherBusiness,
    5,
    () => new Date(base),
    () => 'Joanna Other',
    () => 5,
  );
});
afterAll(() => t?.close());

describe('the Reviews list by cursor', () => {
  it('walks every submission once, newest first, across pages that split runs of equal timestamps', async () => {
    const expected = await t.kernel.db.direct<Array<{ id: string }>>(
      'select id from reviews_submission where business_id = ? order by created_at desc, id desc',
      [businessId],
    );
    const { ids, pages } = await all('', 5);
    expect(ids).toEqual(expected.map((r) => r.id));
    expect(new Set(ids).size).toBe(53);
    expect(pages).toHaveLength(11);
    // Counted with the first page, carried by the cursor to the rest; the last page has no cursor.
    for (const p of pages) expect(p.pagination).toMatchObject({ totalCount: 53, totalPages: 11, totalCapped: false });
    expect(pages.at(-1)!.pagination.nextCursor).toBeNull();
    expect(pages.map((p) => p.pagination.page)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
  });

  it('keeps filters and a search across pages, and answers the same rows as page numbers do', async () => {
    const filters = '&rating=1,2,3&member=Sione%20Fifita';
    const { ids } = await all(filters, 2);
    const expected = await t.kernel.db.direct<Array<{ id: string }>>(
      `select id from reviews_submission where business_id = ? and star_rating in (1, 2, 3) and team_members @> '["Sione Fifita"]'
        order by created_at desc, id desc`,
      [businessId],
    );
    expect(ids).toEqual(expected.map((r) => r.id));
    expect(ids.length).toBeGreaterThan(4);
    const byNumber: string[] = [];
    for (let page = 1; byNumber.length < ids.length; page++) {
      const res = await owner.get<Page>(`/api/submissions?limit=2&page=${page}${filters}`);
      byNumber.push(...res.body.data.map((r) => r.id));
      expect(res.body.pagination.totalCount).toBe(ids.length);
    }
    expect(byNumber).toEqual(ids);
    // A contains-search (three letters or more) pages the same way.
    const searched = await all('&q=ngata', 3);
    expect(new Set(searched.ids).size).toBe(searched.ids.length);
    expect(searched.ids).toHaveLength(7);
    expect(searched.pages[0]!.pagination.totalCount).toBe(7);
  });

  it('refuses a cursor it did not give', async () => {
    const res = await owner.get('/api/submissions?cursor=bm90LWEtY3Vyc29y');
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/cursor/);
  });

  it('counts up to the cap and says when there are more', async () => {
    const t0 = Date.parse('2025-01-01T00:00:00Z');
    await t.kernel.db.direct(
      `insert into reviews_submission (id, business_id, source, star_rating, selected_feedback, rating_scores, reviewer_text,
         destination, photo_keys, customer_name, team_members, created_at)
       select gen_random_uuid(), ?, 'simple', 4, '[]', '{}', '', 'google', '[]', 'Bulk Customer', '[]', ?::timestamptz - g * interval '1 second'
         from generate_series(1, ?) g`,
      [otherBusiness, new Date(t0), COUNT_CAP],
      'run',
    );
    const first = await other.get<Page>('/api/submissions?limit=10');
    expect(first.body.pagination).toMatchObject({ totalCount: COUNT_CAP, totalCapped: true, page: 1 });
    expect(first.body.pagination.nextCursor).toEqual(expect.any(String));
    const second = await other.get<Page>(`/api/submissions?limit=10&page=2&cursor=${first.body.pagination.nextCursor}`);
    expect(second.body.pagination).toMatchObject({ totalCount: COUNT_CAP, totalCapped: true, page: 2 });
    expect(second.body.data.map((r) => r.id)).not.toContain(first.body.data[9]!.id);
    // A filter that matches fewer than the cap is counted exactly.
    const few = await other.get<Page>('/api/submissions?limit=2&q=Joanna');
    expect(few.body.pagination).toMatchObject({ totalCount: 5, totalCapped: false });
  });
});

describe('a 1–2 character search', () => {
  it("matches the start of the customer's first or second name, in any case, and nothing else", async () => {
    const { ids, pages } = await all('&q=Jo', 4);
    const names = pages.flatMap((p) => p.data.map((r) => r.customerName));
    // A first or second name starting "jo" (Joseph is Tama Joseph Hohaia's second); never a word's middle, never
    // another business's Joanna.
    expect(new Set(names)).toEqual(new Set(['Ben Jones', 'Joanna Smith', 'Mere Johnson', 'jo', 'Tama Joseph Hohaia']));
    expect(new Set(ids).size).toBe(ids.length);
    expect(names).toHaveLength(
      (
        await t.kernel.db.direct<Array<{ n: number | string }>>(
          `select count(*) as n from reviews_submission where business_id = ? and customer_name in ('Ben Jones', 'Joanna Smith', 'Mere Johnson', 'jo', 'Tama Joseph Hohaia')`,
          [businessId],
        )
      ).map((r) => Number(r.n))[0]!,
    );
    const one = await owner.get<Page>('/api/submissions?q=w&limit=50');
    expect(new Set(one.body.data.map((r) => r.customerName))).toEqual(new Set(['Wiremu Tane']));
    const tail = await owner.get<Page>('/api/submissions?q=ng&limit=50');
    expect(new Set(tail.body.data.map((r) => r.customerName))).toEqual(new Set(['Aroha Ngata']));
    // LIKE's wildcards are letters here: "_m" is no pattern.
    expect((await owner.get<Page>('/api/submissions?q=a_&limit=50')).body.data).toEqual([]);
  });

  it('is answered from the name indexes (EXPLAIN)', async () => {
    const db = t.kernel.db;
    await db.direct('analyze reviews_submission', [], 'run');
    // At this size the planner may rightly prefer reading the table; with that off it must still find an index.
    const plan = await db.transaction(async (em) => {
      await em.execute('set local enable_seqscan = off');
      const rows = await em.execute<Array<{ 'QUERY PLAN': string }>>(
        `explain select s.id from reviews_submission s where s.business_id = ? and (lower(s.customer_name) like ? or split_part(lower(s.customer_name), ' ', 2) like ?)`,
        [businessId, 'jo%', 'jo%'],
      );
      return rows.map((r) => r['QUERY PLAN']).join('\n');
    });
    expect(plan).toMatch(/reviews_submission_name_prefix_index/);
    expect(plan).toMatch(/reviews_submission_second_name_prefix_index/);
    // A keyset page is one range of the order index, starting at the cursor's row.
    const page = await db.direct<Array<{ 'QUERY PLAN': string }>>(
      `explain select s.id from reviews_submission s where s.business_id = ? and (s.created_at, s.id) < (?::timestamptz, ?::uuid)
        order by s.created_at desc, s.id desc limit 21`,
      [businessId, '2026-11-01T00:05:00.000000Z', '00000000-0000-4000-8000-000000000000'],
    );
    const keyset = page.map((r) => r['QUERY PLAN']).join('\n');
    expect(keyset).toMatch(/Index (Only )?Scan using reviews_submission_business_order_index/);
    expect(keyset).not.toMatch(/Sort/);
    // The team member filter (`@>`) has its GIN index.
    const member = await db.transaction(async (em) => {
      await em.execute('set local enable_seqscan = off');
      const rows = await em.execute<Array<{ 'QUERY PLAN': string }>>(
        `explain select s.id from reviews_submission s where s.team_members @> ?::jsonb`,
        [JSON.stringify(['Sione Fifita'])],
      );
      return rows.map((r) => r['QUERY PLAN']).join('\n');
    });
    expect(member).toMatch(/reviews_submission_team_members_index/);
  });
});

describe('a search in a business with thousands of submissions (decision 0038)', () => {
  let walker: TestAgent & { userId: string };
  let walkerBusiness: string;
  const page = async (query: string) => {
    const res = await walker.get<Page>(`/api/submissions?limit=20${query}`);
    expect(res.status).toBe(200);
    return res.body;
  };
  /** What the list must show for a search: every match of the business, newest first, by SQL. */
  const expected = async (where: string, params: unknown[] = []) =>
    (
      await t.kernel.db.direct<Array<{ id: string }>>(
        `select s.id from reviews_submission s where s.business_id = ? and (${where}) order by s.created_at desc, s.id desc`,
        [walkerBusiness, ...params],
      )
    ).map((r) => r.id);

  beforeAll(async () => {
    walker = await t.signUp('keysetwalker');
    walkerBusiness = (
      await t.kernel.db.direct<Array<{ business_id: string }>>('select business_id from core_membership where account_id = ?', [
        walker.userId,
      ])
    )[0]!.business_id;
    // 2,500 submissions, one customer in eight an Aroha; three Rarity Smiths only among the oldest 1,000.
    await t.kernel.db.direct(
      `insert into reviews_submission (id, business_id, source, star_rating, selected_feedback, rating_scores, reviewer_text,
         destination, photo_keys, customer_name, team_members, created_at)
       select gen_random_uuid(), ?, 'simple', 1 + g % 5, '[]', '{}', '', 'google', '[]',
         case when g in (2100, 2300, 2450) then 'Rarity Smith'
              else (array['Aroha','Wiremu','Mere','Tane','Hemi','Kiri','Rangi','Sione'])[1 + g % 8] || ' ' || g end,
         '[]', ?::timestamptz - g * interval '1 minute'
         from generate_series(1, 2500) g`,
      [walkerBusiness, new Date('2026-11-01T00:00:00Z')],
      'run',
    );
    // Words found only in a review's approved text, and only in private feedback, among the newest.
    const [a, b] = await expected("s.customer_name in ('Wiremu 9', 'Mere 10')");
    await t.kernel.db.direct(
      `insert into reviews_review (id, submission_id, business_id, ai_generated_text, reviewer_approved_text, created_at, updated_at)
       values (gen_random_uuid(), ?, ?, 'draft', 'The kumara pit was rebuilt', now(), now())`,
      [a, walkerBusiness],
      'run',
    );
    await t.kernel.db.direct(
      `insert into reviews_private_feedback (id, submission_id, business_id, details, created_at) values (gen_random_uuid(), ?, ?, 'Left the gate open near the feijoa tree', now())`,
      [b, walkerBusiness],
      'run',
    );
  });

  it('pages through a common word newest first by cursor, none missed or twice, and says "at least" for its total', async () => {
    const want = await expected("s.customer_name ilike '%aroha%'");
    expect(want.length).toBe(312);
    const first = await page('&q=aroha');
    // The newest 1,000 submissions hold 125 Arohas: the total says at least that.
    expect(first.pagination).toMatchObject({ totalCount: 125, totalCapped: true });
    const seen = first.data.map((r) => r.id);
    let cursor = first.pagination.nextCursor;
    for (let n = 2; cursor; n++) {
      const next = await page(`&q=aroha&page=${n}&cursor=${cursor}`);
      expect(next.pagination).toMatchObject({ totalCount: 125, totalCapped: true });
      seen.push(...next.data.map((r) => r.id));
      cursor = next.pagination.nextCursor;
    }
    expect(seen).toEqual(want);
  });

  it('finds a rare word past the newest 1,000, counted exactly, and words in a review or private feedback', async () => {
    const rare = await page('&q=rarity');
    expect(rare.data.map((r) => r.id)).toEqual(await expected("s.customer_name = 'Rarity Smith'"));
    expect(rare.pagination).toMatchObject({ totalCount: 3, totalCapped: false, nextCursor: null });
    const kumara = await page('&q=kumara');
    expect(kumara.data.map((r) => r.customerName)).toEqual(['Wiremu 9']);
    const feijoa = await page('&q=FEIJOA');
    expect(feijoa.data.map((r) => r.customerName)).toEqual(['Mere 10']);
    // Another filter with the word: the 1★ Arohas, walked the same way.
    const low = await page('&q=aroha&rating=1');
    expect(low.data.map((r) => r.id)).toEqual((await expected("s.customer_name ilike '%aroha%' and s.star_rating = 1")).slice(0, 20));
  });
});
