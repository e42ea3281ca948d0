import { randomUUID } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingPort } from '@korero/core/sdk';
import { startTestKernel, type TestAgent, type TestKernel } from '@korero/core/testing';

// Issue 37: the owner's widget settings, and what a business's website and the public page read.
type Owner = TestAgent & { userId: string };
let t: TestKernel;
let owner: Owner;
let other: Owner;
const ids: Record<string, string> = {};
const MARKUP = '<img src=x onerror="alert(1)"> Fixed the cylinder & cleaned up';

const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) =>
  t.kernel.db.withContext(() => t.kernel.db.em.execute<T[]>(query, params));

async function submission(agent: Owner, customerName: string, body: Record<string, unknown>): Promise<string> {
  const invite = await agent.post('/api/invites', { customerName, jobDescription: 'Hot water', jobLocation: 'Petone' });
  expect(invite.status).toBe(201);
  t.clock.advance(60_000);
  const res = await t.anonymous().post(`/api/reviews/submit/${invite.body.data.inviteToken}`, {
    starRating: 5,
    generatedReview: 'Tidy work, on time.',
    // Only a review for Google may be shown (private feedback never is: tests/integration/promises.api.test.ts).
    reviewDestination: 'google',
    consent: true,
    ...body,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.submissionId;
}

async function googleLocation(
  businessId: string,
  reviews: Array<{ reviewer: string; stars: number; comment: string; at: string; removed?: boolean; reply?: string; rejected?: boolean }>,
) {
  await sql(
    `insert into google_connection (business_id, connected_by, refresh_token_sealed, location_name, place_id, average_rating, total_reviews, connected_at, last_sync_at)
     values (?, ?, 'sealed', 'locations/1', 'ChIJ-showcase-example', 4.6, 37, now(), now())`,
    [businessId, businessId],
  );
  for (const r of reviews) {
    const id = randomUUID();
    ids[r.reviewer] = id;
    await sql(
      `insert into google_review (id, business_id, google_name, reviewer, star_rating, comment, created_at, updated_at, first_seen_at, last_seen_at, removed_at, reply_comment, reply_state)
       values (?, ?, ?, ?, ?, ?, ?, ?, now(), now(), ?, ?, ?)`,
      [
        id,
        businessId,
        `accounts/1/locations/1/reviews/${id}`,
        r.reviewer,
        r.stars,
        r.comment,
        r.at,
        r.at,
        r.removed ? new Date() : null,
        r.reply ?? null,
        r.rejected ? 'rejected' : null,
      ],
    );
  }
}

const professional = (agent: Owner) =>
  t.kernel.db.withContext(() => t.kernel.get(billingPort).update(agent.userId, { tier: 'professional', status: 'active' }));

beforeAll(async () => {
  t = await startTestKernel({ now: '2026-11-24T02:00:00Z' });
  owner = await t.signUp('rangi');
  other = await t.signUp('tama');
  for (const o of [owner, other]) {
    await o.patch('/api/profile', { businessName: 'Rangi Plumbing', email: `${o.userId.slice(0, 6)}@rangi.example` });
    await professional(o);
  }
  ids.mere = await submission(owner, 'Mere Kahukura', { showOnWebsite: true, generatedReview: MARKUP });
  ids.ana = await submission(owner, 'Ana Unticked', {});
  ids.hemi = await submission(owner, 'Dr Hemi van Parata', { showOnWebsite: true, starRating: 4 });
  ids.theirs = await submission(other, 'Wiremu Other', { showOnWebsite: true });
  await googleLocation(owner.userId, [
    {
      reviewer: 'Tom Walker',
      stars: 4,
      comment: 'Good gas fitting.',
      at: '2026-11-20T01:00:00Z',
      reply: 'Thanks Tom, see you next winter.',
    },
    { reviewer: 'Gone Reviewer', stars: 1, comment: 'Removed on Google.', at: '2026-11-21T01:00:00Z', removed: true },
  ]);
  // Its owner's reply was rejected by Google, which does not show it: nor does the widget.
  await googleLocation(other.userId, [
    { reviewer: 'Their Google', stars: 5, comment: 'Theirs.', at: '2026-11-20T01:00:00Z', reply: 'Call 0800 555 0100', rejected: true },
  ]);
});
afterAll(() => t?.close());

const settings = async (agent: Owner = owner) => (await agent.get('/api/showcase')).body.data;
const publicJson = (key: string, headers: Record<string, string> = {}) =>
  t.anonymous().request('GET', `/api/showcase/${key}/reviews`, undefined, headers);

describe('the owner’s settings', () => {
  it('makes the showcase switched off, with a 128-bit key, a snippet and a slug from the business name', async () => {
    const s = await settings();
    expect(s).toMatchObject({ enabled: false, theme: 'light', layout: 'carousel', slug: 'rangi-plumbing' });
    expect(s.key).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(s.pageUrl).toMatch(/\/b\/rangi-plumbing$/);
    expect(s.snippet).toContain(`data-korero-widget="${s.key}"`);
    expect(s.snippet).toContain(`/w/${s.key}.js"`);
    // The reserved height is an SVG's attribute, not a style a strict host CSP would refuse.
    expect(s.snippet).toContain('height="240"');
    expect(s.snippet).not.toContain('style=');
    // Another business of the same name gets the next address, and cannot take this one.
    expect((await settings(other)).slug).toBe('rangi-plumbing-2');
    const taken = await other.put('/api/showcase', { slug: 'rangi-plumbing' });
    expect(taken.status).toBe(409);
    expect(taken.body.error).toMatch(/taken/);
    expect((await other.put('/api/showcase', { slug: 'Bad Slug!' })).status).toBe(400);
    expect((await other.put('/api/showcase', {})).status).toBe(400);
  });

  it('answers 404 while switched off; switching on is on the activity list', async () => {
    const { key } = await settings();
    const off = await publicJson(key);
    expect(off.status).toBe(404);
    expect(off.body.error).toMatch(/switched off/);
    expect(off.headers['access-control-allow-origin']).toBe('*');
    const on = await owner.put('/api/showcase', { enabled: true, layout: 'list' });
    expect(on.body.data).toMatchObject({ enabled: true, layout: 'list' });
    expect(on.body.data.snippet).toContain('height="480"');
    await other.put('/api/showcase', { enabled: true });
    const lines = await sql<{ sentence: string }>('select sentence from core_activity where business_id = ? and action like ?', [
      owner.userId,
      'showcase.%',
    ]);
    expect(lines.map((l) => l.sentence)).toEqual(['switched the website review widget on']);
  });

  it('keeps a brand colour for the brand theme, refuses one that is not #rrggbb, and clears it with null', async () => {
    const bad = await other.put('/api/showcase', { brandColour: 'teal' });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatch(/hex colour, e\.g\. #0f766e/);
    const set = await other.put('/api/showcase', { theme: 'brand', brandColour: '#AA3300' });
    expect(set.body.data).toMatchObject({ theme: 'brand', brandColour: '#aa3300' });
    const { key } = (await other.get('/api/showcase')).body.data;
    expect((await publicJson(key)).body.data).toMatchObject({ theme: 'brand', brandColour: '#aa3300' });
    const cleared = await other.put('/api/showcase', { brandColour: null, theme: 'light' });
    expect(cleared.body.data).toMatchObject({ theme: 'light', brandColour: null });
  });

  it('shows no reply that Google rejected: Google does not show it either', async () => {
    const { key } = (await other.get('/api/showcase')).body.data;
    const { reviews } = (await publicJson(key)).body.data as { reviews: Array<{ name: string; reply: string | null }> };
    expect(reviews.find((r) => r.name === 'Their Google')).toMatchObject({ reply: null });
    expect(JSON.stringify(reviews)).not.toContain('0800');
  });
});

describe('the public answer', () => {
  it('carries agreed Korero reviews (first name and initial) and current Google ones, newest first', async () => {
    const res = await publicJson((await settings()).key);
    expect(res.status).toBe(200);
    const { data } = res.body;
    expect(data).toMatchObject({
      businessName: 'Rangi Plumbing',
      rating: 4.6,
      count: 37,
      theme: 'light',
      layout: 'list',
      brandColour: null,
    });
    expect(data.googleUrl).toBe('https://search.google.com/local/reviews?placeid=ChIJ-showcase-example');
    expect(data.reviews.map((r: { name: string; source: string }) => `${r.name} (${r.source})`)).toEqual([
      'Hemi P. (korero)',
      'Mere K. (korero)',
      'Tom Walker (google)',
    ]);
    // Markup stays text in the JSON: the script sets it as textContent.
    expect(data.reviews[1].text).toBe(MARKUP);
    // The owner's reply on Google goes under its review; Korero's own have none.
    expect(data.reviews.map((r: { reply: string | null }) => r.reply)).toEqual([null, null, 'Thanks Tom, see you next winter.']);
    // Google counts 37 and three are listed: the widget and page say "Showing 3 of 37". Nothing hidden yet.
    expect(data.chosenByBusiness).toBe(false);
    expect(JSON.stringify(data)).not.toMatch(/Kahukura|Ana|Gone Reviewer|Wiremu|Their Google/);
  });

  it('is cacheable by anyone: CORS *, stale-while-revalidate, an ETag and 304', async () => {
    const { key } = await settings();
    // A page on another site asks: the kernel's cross-site check is for writes only.
    const res = await publicJson(key, { origin: 'https://shop.example', 'sec-fetch-site': 'cross-site' });
    expect(res.status).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['cache-control']).toBe('public, max-age=300, stale-while-revalidate=86400');
    expect(res.headers['set-cookie']).toBeUndefined();
    const etag = String(res.headers.etag);
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    const again = await publicJson(key, { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect((await publicJson(key, { 'if-none-match': `W/${etag}, "other"` })).status).toBe(304);
    expect((await publicJson(key, { 'if-none-match': '"other"' })).status).toBe(200);
    // A malformed key reads as an unknown one.
    expect((await t.anonymous().get('/api/showcase/not-a-key/reviews')).status).toBe(404);
  });

  it('leaves out what the owner hid, for a reason from the list, says the business chose, and shows it again', async () => {
    const { key } = await settings();
    const noReason = await owner.put(`/api/showcase/reviews/korero/${ids.hemi}`, { hidden: true });
    expect(noReason.status).toBe(400);
    expect(noReason.body.error).toMatch(/Say why the review is hidden: personal-details, offensive or not-about-business/);
    expect((await owner.put(`/api/showcase/reviews/korero/${ids.hemi}`, { hidden: true, reason: 'low-score' })).status).toBe(400);
    expect((await owner.put(`/api/showcase/reviews/korero/${ids.hemi}`, { hidden: true, reason: 'personal-details' })).status).toBe(200);
    expect((await owner.put(`/api/showcase/reviews/google/${ids['Tom Walker']}`, { hidden: true, reason: 'offensive' })).status).toBe(200);
    // Hidden again for another reason: the newer one stands.
    await owner.put(`/api/showcase/reviews/google/${ids['Tom Walker']}`, { hidden: true, reason: 'not-about-business' });
    const answer = async () => (await publicJson(key)).body.data;
    expect((await answer()).reviews.map((r: { name: string }) => r.name)).toEqual(['Mere K.']);
    expect((await answer()).chosenByBusiness).toBe(true);
    const page = String((await t.anonymous().get('/b/rangi-plumbing')).body);
    expect(page).toContain('Showing 1 of 37 reviews. Rangi Plumbing chose which reviews appear here.');
    const list = (await owner.get('/api/showcase/reviews')).body.data;
    expect(list.map((r: { name: string; hidden: boolean; hiddenReason: string | null }) => [r.name, r.hidden, r.hiddenReason])).toEqual([
      ['Hemi P.', true, 'personal-details'],
      ['Mere K.', false, null],
      ['Tom Walker', true, 'not-about-business'],
    ]);
    await owner.put(`/api/showcase/reviews/korero/${ids.hemi}`, { hidden: false });
    await owner.put(`/api/showcase/reviews/google/${ids['Tom Walker']}`, { hidden: false });
    expect((await answer()).reviews.map((r: { name: string }) => r.name)).toEqual(['Hemi P.', 'Mere K.', 'Tom Walker']);
    expect((await answer()).chosenByBusiness).toBe(false);
    expect(String((await t.anonymous().get('/b/rangi-plumbing')).body)).not.toContain('chose which reviews');
  });

  it("answers 404 for another business's review or a source it does not know, 400 without hidden", async () => {
    expect((await owner.put(`/api/showcase/reviews/korero/${ids.theirs}`, { hidden: true, reason: 'offensive' })).status).toBe(404);
    expect((await owner.put(`/api/showcase/reviews/google/${ids['Their Google']}`, { hidden: true, reason: 'offensive' })).status).toBe(
      404,
    );
    expect((await owner.put(`/api/showcase/reviews/google/${ids.hemi}`, { hidden: true, reason: 'offensive' })).status).toBe(404);
    expect((await owner.put('/api/showcase/reviews/korero/not-a-uuid', { hidden: true, reason: 'offensive' })).status).toBe(404);
    expect((await owner.put(`/api/showcase/reviews/yelp/${ids.hemi}`, { hidden: true, reason: 'offensive' })).status).toBe(404);
    expect((await owner.put(`/api/showcase/reviews/korero/${ids.hemi}`, {})).status).toBe(400);
  });

  it('shows a Korero review its customer also posted on Google once, as Google’s', async () => {
    await sql('insert into google_match (submission_id, business_id, google_review_id, score, matched_at) values (?, ?, ?, 0.9, now())', [
      ids.mere,
      owner.userId,
      ids['Tom Walker'],
    ]);
    const names = (await publicJson((await settings()).key)).body.data.reviews.map((r: { name: string }) => r.name);
    expect(names).toEqual(['Hemi P.', 'Tom Walker']);
    await sql('delete from google_match where submission_id = ?', [ids.mere]);
  });

  it('the customer taking their review down removes it', async () => {
    await sql('update reviews_submission set show_on_website = false where id = ?', [ids.hemi]);
    const names = (await publicJson((await settings()).key)).body.data.reviews.map((r: { name: string }) => r.name);
    expect(names).toEqual(['Mere K.', 'Tom Walker']);
    await sql('update reviews_submission set show_on_website = true where id = ?', [ids.hemi]);
  });
});

describe('the script', () => {
  it('is at most 6 KB gzip, cacheable, served gzip when asked, and does nothing for a key that is not on', async () => {
    const { key } = await settings();
    const res = await t.anonymous().get(`/w/${key}.js`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=300, stale-while-revalidate=86400');
    expect(res.headers['set-cookie']).toBeUndefined();
    const source = String(res.body);
    expect(source).toContain('attachShadow');
    expect(source).toContain('adoptedStyleSheets');
    expect(source).not.toMatch(/innerHTML|eval\(|new Function|document\.cookie|localStorage/);
    const gzipped = gzipSync(source, { level: 9 }).length;
    expect(gzipped).toBeLessThanOrEqual(6 * 1024);
    const zipped = await t.anonymous().request('GET', `/w/${key}.js`, undefined, { 'accept-encoding': 'gzip, br' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toBe('accept-encoding');
    const again = await t.anonymous().request('GET', `/w/${key}.js`, undefined, { 'if-none-match': String(res.headers.etag) });
    expect(again.status).toBe(304);

    const unknown = await t.anonymous().get(`/w/${'A'.repeat(22)}.js`);
    expect(unknown.status).toBe(200);
    expect(String(unknown.body)).not.toContain('fetch');
    expect((await t.anonymous().get('/w/short.js')).status).toBe(404);
  });
});

describe('rotation', () => {
  it('makes the old key 404 and its script do nothing; the new key works', async () => {
    const old = (await settings()).key;
    const rotated = await owner.post('/api/showcase/rotate');
    expect(rotated.status).toBe(200);
    const key = rotated.body.data.key;
    expect(key).not.toBe(old);
    expect(rotated.body.data.snippet).toContain(key);
    expect((await publicJson(old)).status).toBe(404);
    expect(String((await t.anonymous().get(`/w/${old}.js`)).body)).not.toContain('fetch');
    expect((await publicJson(key)).status).toBe(200);
    expect(String((await t.anonymous().get(`/w/${key}.js`)).body)).toContain('fetch');
    const [line] = await sql<{ sentence: string }>(
      "select sentence from core_activity where business_id = ? and action = 'showcase.rotated'",
      [owner.userId],
    );
    expect(line?.sentence).toMatch(/replaced the website widget's key/);
  });
});

describe('the public page', () => {
  it('shows the same reviews, escaped, with sharing tags and a strict CSP; 404 when off or unknown', async () => {
    const res = await t.anonymous().get('/b/rangi-plumbing');
    expect(res.status).toBe(200);
    const html = String(res.body);
    expect(html).toContain('<h1>Rangi Plumbing</h1>');
    expect(html).toContain('Mere K.');
    expect(html).toContain('Hemi P.');
    expect(html).not.toMatch(/Kahukura|Ana Unticked|Gone Reviewer/);
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&#60;img src=x onerror=&#34;alert(1)&#34;&#62; Fixed the cylinder &#38; cleaned up');
    expect(html).toContain('<meta property="og:title" content="Rangi Plumbing reviews">');
    expect(html).toMatch(/<meta name="description" content="Rangi Plumbing: rated 4.6 out of 5 from 37 reviews/);
    expect(html).toMatch(/<link rel="canonical" href="http[^"]+\/b\/rangi-plumbing">/);
    expect(html).toContain('https://search.google.com/local/writereview?placeid=ChIJ-showcase-example');
    // Google counts 37; three are listed. The owner's reply under its review.
    expect(html).toContain('Showing 3 of 37 reviews.');
    expect(html).toContain('<p class="p">Reply from Rangi Plumbing: Thanks Tom, see you next winter.</p>');
    expect(html).not.toMatch(/<script|schema\.org|itemprop/);
    expect(String(res.headers['content-security-policy'])).toMatch(/^default-src 'none'; style-src 'sha256-/);
    expect(res.headers['cache-control']).toBe('public, max-age=300, stale-while-revalidate=86400');

    expect((await t.anonymous().get('/b/nobody-here')).status).toBe(404);
    await owner.put('/api/showcase', { enabled: false });
    const off = await t.anonymous().get('/b/rangi-plumbing');
    expect(off.status).toBe(404);
    expect(String(off.body)).toContain('This page is not available');
    await owner.put('/api/showcase', { enabled: true });
  });
});

// Issue 48: Korero's words in the business's language (or ?lang=); the reviews and replies stay as their writers wrote them.
describe('the language', () => {
  const page = async (query = '') => String((await t.anonymous().get(`/b/rangi-plumbing${query}`)).body);
  const answer = async (query = '') => (await t.anonymous().get(`/api/showcase/${(await settings()).key}/reviews${query}`)).body.data;

  it("follows the business's choice on the public page, ?lang= switches it, and the reviews keep their words", async () => {
    expect((await owner.put('/api/business/language', { language: 'mi' })).status).toBe(200);
    try {
      const mi = await page();
      expect(mi).toMatch(/^<!doctype html><html lang="mi">/);
      expect(mi).toContain('<title>Ngā arotake mō Rangi Plumbing</title>');
      expect(mi).toContain('<h2 id="recent">Ngā arotake hou</h2>');
      expect(mi).toContain('<h2 id="how">Me pēhea te tuku arotake</h2>');
      expect(mi).toContain('E whakaatu ana i ngā arotake e 3 o ngā arotake e 37.');
      expect(mi).toContain('37 arotake');
      expect(mi).toContain('aria-label="4 o ngā whetū e 5"');
      // The customer's words and the owner's reply on Google, as written; Tom's review dated in te reo.
      expect(mi).toContain('&#60;img src=x onerror=&#34;alert(1)&#34;&#62; Fixed the cylinder &#38; cleaned up');
      expect(mi).toContain('<p class="p">Te whakautu a Rangi Plumbing: Thanks Tom, see you next winter.</p>');
      expect(mi).toMatch(/Tom Walker · 20 Noe 2026 · ki Google/);
      expect(mi).not.toMatch(/Recent reviews|How to review|Showing|out of 5|Reply from|on Google</);
      // The switch: a link to each language, the one shown marked.
      expect(mi).toMatch(/<nav aria-label="Reo \/ Language">/);
      expect(mi).toMatch(/<a href="[^"]+\/b\/rangi-plumbing\?lang=en" lang="en-NZ">English<\/a>/);
      expect(mi).toMatch(/\?lang=mi" lang="mi" aria-current="page">Te reo Māori<\/a>/);

      const en = await page('?lang=en');
      expect(en).toMatch(/^<!doctype html><html lang="en-NZ">/);
      expect(en).toContain('<h2 id="recent">Recent reviews</h2>');
      expect(en).toMatch(/Tom Walker · 20 Nov 2026 · on Google/);

      // Both: te reo first, then English at the same size, marked as English.
      const both = await page('?lang=both');
      expect(both).toMatch(/^<!doctype html><html lang="mi">/);
      expect(both).toContain('<h2 id="recent">Ngā arotake hou / <span lang="en-NZ">Recent reviews</span></h2>');
      expect(both).toMatch(/\?lang=both" lang="mi" aria-current="page">/);
      // Not a language: the business's choice.
      expect(await page('?lang=fr')).toMatch(/<html lang="mi">/);
    } finally {
      await owner.put('/api/business/language', { language: 'en' });
    }
  });

  it("gives the widget its words in the answer, in the business's language or ?lang=", async () => {
    const en = await answer();
    expect(en.language).toBe('en');
    expect(en.words).toMatchObject({
      lang: 'en-NZ',
      dateLocales: ['en-NZ'],
      label: 'Reviews of Rangi Plumbing',
      count: '37 reviews',
      rating: '4.6 out of 5 stars',
      about: 'Showing 3 of 37 reviews.',
      seeAll: 'See all reviews on Google',
      replyFrom: 'Reply from Rangi Plumbing:',
      readMore: 'Read more',
    });
    expect(en.words.stars).toEqual([1, 2, 3, 4, 5].map((n) => `${n} out of 5 stars`));

    await owner.put('/api/business/language', { language: 'mi' });
    try {
      const mi = await answer();
      expect(mi.language).toBe('mi');
      expect(mi.words).toMatchObject({
        lang: 'mi',
        dateLocales: ['mi-NZ', 'en-NZ'],
        count: '37 arotake',
        seeAll: 'Tirohia ngā arotake katoa ki Google',
        replyFrom: 'Te whakautu a Rangi Plumbing:',
        readMore: 'Pānui tonu',
      });
      // The reviews are the same words in any language.
      expect(mi.reviews).toEqual(en.reviews);
      expect((await answer('?lang=en')).words.count).toBe('37 reviews');
      const both = await answer('?lang=both');
      expect(both.language).toBe('both');
      expect(both.words.recent).toBe('Ngā arotake hou / Recent reviews');
      expect(both.words.count).toBe('37 arotake / 37 reviews');
    } finally {
      await owner.put('/api/business/language', { language: 'en' });
    }
  });

  it('says the missing page in ?lang=', async () => {
    const res = await t.anonymous().get('/b/nobody-here?lang=mi');
    expect(res.status).toBe(404);
    expect(String(res.body)).toContain('<h1>Kāore tēnei whārangi i te wātea</h1>');
  });
});
