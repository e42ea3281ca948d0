import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestKernel, type TestKernel } from '@korero/core/testing';

// A stand-in for the built customer page: the routes only need its <head> to inline the invitation into.
const INDEX = '<!doctype html><html><head><title>Share your experience · Korero</title></head><body><div id="root"></div></body></html>';

let t: TestKernel;
let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'korero-lean-'));
  mkdirSync(path.join(dir, 'reviews', 'customer'), { recursive: true });
  writeFileSync(path.join(dir, 'reviews', 'customer', 'index.html'), INDEX);
  t = await startTestKernel({
    modules: ['business', 'teams', 'invites', 'reviews'],
    webAssets: { shellDir: path.join(dir, 'shell'), moduleDir: (id) => path.join(dir, id), isEnabled: () => true },
    env: { SUPPORT_EMAIL: 'help@korero-nz.example' },
  });
});
afterAll(async () => {
  await t?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const inlined = (html: string) =>
  JSON.parse(/<script id="korero-review-data" type="application\/json">(.*?)<\/script>/s.exec(html)![1]!) as Record<string, any>;

describe('the lean customer page', () => {
  it("inlines names holding replacement patterns ($' $` $& $$) exactly as typed", async () => {
    const owner = await t.signUp('dollars');
    const businessName = "Cash $' Carry $` Co $& $$ Ltd";
    await owner.patch('/api/profile', { businessName, email: 'cash@carry.example' });
    const token = (
      await owner.post('/api/invites', { customerName: "Mere $'s $` friend", jobDescription: 'Till $& repair', jobLocation: 'Porirua' })
    ).body.data.inviteToken;

    const page = await t.anonymous().get(`/review/${token}`);
    expect(page.status).toBe(200);
    const html = String(page.body);
    expect(html.match(/<\/head>/g)).toHaveLength(1);
    // The title drops <>&" (it is not escaped); the dollar signs stay as typed.
    expect(html).toContain("<title>Review Cash $' Carry $` Co $ $$ Ltd · Korero</title>");
    const data = inlined(html);
    expect(data.token).toBe(token);
    expect(data.business.businessName).toBe(businessName);
    expect(data.invitation).toMatchObject({ customerName: "Mere $'s $` friend", jobDescription: 'Till $& repair', businessName });
    // The privacy note's address: this deployment's SUPPORT_EMAIL, on every lean page.
    expect(html).toContain('<meta name="korero-support-email" content="help@korero-nz.example" />');
    expect(String((await t.anonymous().get('/feedback')).body)).toContain('content="help@korero-nz.example"');
  });

  it("is in the invitation's language from its first byte (its lang and title), and ?lang= switches it", async () => {
    const owner = await t.signUp('reolean');
    await owner.patch('/api/profile', { businessName: 'Ngā Hau Plumbing', email: 'kia-ora@ngahau.example' });
    const token = (await owner.post('/api/invites', { customerName: 'Mere', jobDescription: 'Tap', jobLocation: 'Ōtaki', language: 'mi' }))
      .body.data.inviteToken;
    const html = String((await t.anonymous().get(`/review/${token}`)).body);
    expect(html).toContain('<html lang="mi">');
    expect(html).toContain('<title>Arotakengia a Ngā Hau Plumbing · Korero</title>');
    expect(inlined(html).invitation.language).toBe('mi');
    // The preset's phrases come with Korero's te reo for them, and only the business's own (not the whole catalogue).
    const words = inlined(html).business.criteriaWords.mi as Record<string, string>;
    expect(words['Careful, thorough work']).toBe('He mahi tūpato, he mahi ata whakaaro');
    expect(Object.keys(words)).toHaveLength(28);
    // And Korero's default prompt and the preset's placeholder, while the business keeps them.
    expect(Object.values(inlined(html).business.experienceWords.mi)).toEqual([
      'Kōrerotia mai tō wheako ki ōu ake kupu (ki te hiahia koe)',
      'He aha te mahi i mahia e mātou mōu, ā, i pēhea?',
    ]);
    const english = String((await t.anonymous().get(`/review/${token}?lang=en`)).body);
    expect(english).toContain('<html lang="en-NZ">');
    expect(english).toContain('<title>Review Ngā Hau Plumbing · Korero</title>');
  });

  it("shows the customer only people's first names, never a team as a person: page, API and draft alike", async () => {
    const owner = await t.signUp('teamcredit');
    await owner.patch('/api/profile', { businessName: 'Tane Plumbing', email: 'hi@tane.example' });
    // "Kahu" reads like a person's name: it is a team because the business says so.
    expect((await owner.post('/api/teams', { name: 'Kahu' })).status).toBe(201);
    const token = (
      await owner.post('/api/invites', {
        customerName: 'Hemi Walker',
        jobDescription: 'Blocked drain',
        jobLocation: 'Lower Hutt',
        teamMembers: ['Wellington Crew', 'Kahu', 'Aroha Ngata', 'Dr Wiremu Tane'],
      })
    ).body.data.inviteToken;

    const people = JSON.stringify(['Aroha', 'Wiremu']);
    expect(inlined(String((await t.anonymous().get(`/review/${token}`)).body)).invitation.teamMembers).toBe(people);
    expect((await t.anonymous().get(`/api/invites/token/${token}`)).body.data.teamMembers).toBe(people);
    const draft = (await t.anonymous().post(`/api/reviews/generate/${token}`, { starRating: 5 })).body.data.generatedText as string;
    expect(draft).toMatch(/Aroha/);
    expect(draft).not.toMatch(/Kahu|Crew|Wiremu Tane|Ngata/);
    // The owner still sees whom they credited, teams included.
    const mine = (await owner.get('/api/invites')).body.data.find((i: { token: string }) => i.token === token);
    expect(mine.teamMembers).toEqual(['Wellington Crew', 'Kahu', 'Aroha Ngata', 'Dr Wiremu Tane']);
  });

  it('says at once that a reopened invitation already has its review, with what the customer sent', async () => {
    const owner = await t.signUp('reopened');
    await owner.patch('/api/profile', {
      businessName: 'Reopen Plumbing',
      email: 'hi@reopen.example',
      googlePlaceId: 'ChIJreopen0000000000001',
    });
    const token = (
      await owner.post('/api/invites', { customerName: 'Hemi Walker', jobDescription: 'Blocked drain', jobLocation: 'Lower Hutt' })
    ).body.data.inviteToken;
    expect(inlined(String((await t.anonymous().get(`/review/${token}`)).body)).submitted).toBeNull();
    expect((await t.anonymous().get(`/api/reviews/submitted/${token}`)).body).toEqual({ data: null });

    const sent = await t.anonymous().post(`/api/reviews/submit/${token}`, {
      starRating: 2,
      generatedReview: 'The drain is clear, but nobody called to say they were late.',
      reviewDestination: 'private',
      consent: true,
    });
    expect(sent.status).toBe(200);
    const submitted = {
      submissionId: sent.body.data.submissionId,
      reviewId: sent.body.data.reviewId,
      destination: 'private',
      starRating: 2,
      text: 'The drain is clear, but nobody called to say they were late.',
      googleReviewUrl: 'https://search.google.com/local/writereview?placeid=ChIJreopen0000000000001',
      postedAt: null,
      showOnWebsite: false,
    };
    expect(inlined(String((await t.anonymous().get(`/review/${token}`)).body)).submitted).toEqual(submitted);
    expect((await t.anonymous().get(`/api/reviews/submitted/${token}`)).body).toEqual({ data: submitted });
    expect((await t.anonymous().get('/api/reviews/submitted/not-an-invitation')).status).toBe(404);
  });
});
