import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  jpegWithGps,
  jpegWithHiddenGps,
  metadataLeaks,
  pngBomb,
  pngWithText,
  startTestKernel,
  type TestAgent,
  type TestKernel,
} from '@korero/core/testing';
import { billingPort, messagingPort, storagePort } from '@korero/core/sdk';
import { getPreset } from '@korero/config/presets';

// A phone's JPEG with EXIF and a GPS block (APP1), so stripping can be seen.
let EXIF_JPEG: Buffer;
const dataUrl = (bytes: Buffer, type = 'image/jpeg') => `data:${type};base64,${bytes.toString('base64')}`;

let t: TestKernel;
let owner: TestAgent & { userId: string };
let other: TestAgent & { userId: string };
const ctx = <T>(fn: () => Promise<T>) => t.kernel.db.withContext(fn);
/** Each submission's invitation token: the capability its customer holds for feedback and the preview. */
const inviteTokens = new Map<string, string>();
const DAY = 24 * 60 * 60 * 1000;
const simpleForm = (key: string, o: Record<string, unknown> = {}) => ({
  satisfaction: 'Satisfied',
  feedback: ['Friendly'],
  comments: '',
  rating: 4,
  key,
  ...o,
});
const submissionCount = async (businessId: string) =>
  Number(
    (
      await ctx(() =>
        t.kernel.db.em.execute<Array<{ n: string }>>('select count(*) as n from reviews_submission where business_id = ?', [businessId]),
      )
    )[0]!.n,
  );

async function invite(agent: TestAgent, extra: Record<string, unknown> = {}): Promise<string> {
  const res = await agent.post('/api/invites', {
    customerName: 'Aroha Smith',
    jobDescription: 'Gas hob install',
    jobLocation: 'Petone',
    teamMembers: ['Wiremu Tane', 'Sione Fifita'],
    ...extra,
  });
  return res.body.data.inviteToken;
}

const choices = (o: Record<string, unknown> = {}) => ({
  starRating: 5,
  selectedFeedback: ['quality-0', 'timeliness-1'],
  ratingScores: { overall: 9, quality: 9, timeliness: 8, communication: 10, value: 7 },
  reviewerText: 'gas hob works perfectly',
  ...o,
});

beforeAll(async () => {
  EXIF_JPEG = await jpegWithGps();
  t = await startTestKernel({ modules: ['business', 'teams', 'invites', 'reviews'] });
  owner = await t.signUp('hobs');
  other = await t.signUp('nosy');
  await owner.patch('/api/profile', {
    businessName: 'Tane Gasfitting',
    email: 'office@tanegas.example',
    googlePlaceId: 'ChIJtaneGasfitting000001',
  });
  // More than Free's five invitations are made below.
  await ctx(() => t.kernel.get(billingPort).update(owner.userId, { tier: 'professional', status: 'active' }));
});
afterAll(() => t?.close());

describe('drafting', () => {
  it("drafts from exactly the customer's choices, in the business's own words", async () => {
    const token = await invite(owner);
    const res = await t.anonymous().post(`/api/reviews/generate/${token}`, choices());
    expect(res.status).toBe(200);
    const text: string = res.body.data.generatedText;
    const criteria = getPreset('general').criteria;
    expect(text.toLowerCase()).toContain(criteria.quality[0]!.toLowerCase().replace(/[.!]+$/, ''));
    expect(text.toLowerCase()).toContain(criteria.timeliness[1]!.toLowerCase().replace(/[.!]+$/, ''));
    for (const other of [criteria.quality[1]!, criteria.value[0]!]) expect(text.toLowerCase()).not.toContain(other.toLowerCase());
    expect(text).toContain('Tane Gasfitting');
    expect(text).toMatch(/Wiremu and Sione/);
    expect(text).not.toMatch(/Fifita|\d/);
    expect(text).toContain('Gas hob works perfectly.');
  });

  it('keeps the last draft and marks the invitation started at the first draft only, in each of two invitations', async () => {
    const tokens = [await invite(owner), await invite(owner)];
    const read = async (token: string) =>
      (
        await ctx(() =>
          t.kernel.db.em.execute<Array<{ started_at: string | Date | null; text: string | null }>>(
            `select i.started_at, d.text from invites_invitation i left join reviews_draft d on d.invite_id = i.id where i.token = ?`,
            [token],
          ),
        )
      ).map((r) => ({ started_at: r.started_at === null ? null : new Date(r.started_at).toISOString(), text: r.text }));
    const [first, second] = tokens as [string, string];
    expect((await read(first))[0]).toEqual({ started_at: null, text: null });
    const one = (await t.anonymous().post(`/api/reviews/generate/${first}`, choices())).body.data.generatedText as string;
    const started = (await read(first))[0]!.started_at;
    expect(started).toBe(t.clock.now().toISOString());
    expect((await read(first))[0]!.text).toBe(one);
    t.clock.advance(60_000);
    const two = (await t.anonymous().post(`/api/reviews/generate/${first}`, choices({ reviewerText: 'Tidy work.' }))).body.data
      .generatedText as string;
    expect(await read(first)).toEqual([{ started_at: started, text: two }]);
    // The other invitation is untouched until its own customer drafts.
    expect((await read(second))[0]).toEqual({ started_at: null, text: null });
  });

  it('credits people by first name, never a team, and places the job and the phrases in grammatical sentences', async () => {
    const token = await invite(owner, {
      jobDescription: 'Blocked drain cleared',
      teamMembers: ['Wellington crew', 'Wiremu Tane', 'Mere (apprentice)'],
    });
    const text: string = (
      await t.anonymous().post(`/api/reviews/generate/${token}`, choices({ selectedFeedback: ['service-1', 'value-0'], reviewerText: '' }))
    ).body.data.generatedText;
    expect(text).toMatch(/^We had our blocked drain cleared by Tane Gasfitting, and /);
    expect(text.toLowerCase()).toContain('they listened to what i needed');
    expect(text).toContain('the fair, upfront quote');
    expect(text).toMatch(/Wiremu and Mere\./);
    expect(text).not.toMatch(/Wellington|crew|apprentice|\bTane\b(?! Gasfitting)/);
  });

  it('refuses a missing rating, out-of-range scores and items the form never offered', async () => {
    const token = await invite(owner);
    expect((await t.anonymous().post(`/api/reviews/generate/${token}`, choices({ starRating: 0 }))).body.fields).toEqual({
      starRating: 'Star rating is required',
    });
    expect((await t.anonymous().post(`/api/reviews/generate/${token}`, choices({ ratingScores: { value: 11 } }))).status).toBe(400);
    const unknown = await t.anonymous().post(`/api/reviews/generate/${token}`, choices({ selectedFeedback: ['quality-0', 'made-up-9'] }));
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toMatch(/unknown item made-up-9/);
    expect((await t.anonymous().post('/api/reviews/generate/AAAAAAAAAAAAAAAAAAAAAA', choices())).status).toBe(404);
  });
});

describe('submitting', () => {
  it('stores the AI draft and the approved text, answers the Google link, and submitting twice makes one submission', async () => {
    const token = await invite(owner);
    const draft = (await t.anonymous().post(`/api/reviews/generate/${token}`, choices())).body.data.generatedText;
    const approved = `${draft} Would use again.`;
    const body = { ...choices(), generatedReview: approved, photoUrls: [dataUrl(EXIF_JPEG)], reviewDestination: 'google', consent: true };
    const first = await t.anonymous().post(`/api/reviews/submit/${token}`, body);
    expect(first.status).toBe(200);
    inviteTokens.set(first.body.data.submissionId, token);
    expect(first.body.data).toMatchObject({
      googleReviewUrl: 'https://search.google.com/local/writereview?placeid=ChIJtaneGasfitting000001',
      generatedText: approved,
    });
    const second = await t.anonymous().post(`/api/reviews/submit/${token}`, { ...body, generatedReview: 'something else' });
    expect(second.body.data).toEqual(first.body.data);
    expect((await t.anonymous().post(`/api/reviews/generate/${token}`, choices())).status).toBe(409);

    const list = (await owner.get('/api/submissions')).body.data;
    const mine = list.find((s: { id: string }) => s.id === first.body.data.submissionId);
    expect(mine).toMatchObject({
      starRating: 5,
      customerName: 'Aroha Smith',
      jobDescription: 'Gas hob install',
      jobLocation: 'Petone',
      destination: 'google',
      reviewerText: 'gas hob works perfectly',
    });
    expect(mine.review).toMatchObject({ aiGeneratedText: draft, reviewerApprovedText: approved });
    expect(JSON.parse(mine.teamMembers)).toEqual(['Wiremu Tane', 'Sione Fifita']);
    expect(JSON.parse(mine.selectedFeedback)).toEqual(['quality-0', 'timeliness-1']);
    expect(JSON.parse(mine.photoUrls)).toEqual([`/api/submissions/${mine.id}/photos/1`]);
    expect((await owner.get('/api/invites')).body.data.find((i: { token: string }) => i.token === token).completedAt).not.toBeNull();
  });

  it('stores only the scores the customer gave: one left untouched (missing or null) is neither drafted nor shown', async () => {
    const token = await invite(owner);
    const given = choices({ ratingScores: { communication: 9, quality: null, value: null } });
    expect((await t.anonymous().post(`/api/reviews/generate/${token}`, given)).status).toBe(200);
    const body = { ...given, generatedReview: 'Great.', reviewDestination: 'google', consent: true };
    const res = await t.anonymous().post(`/api/reviews/submit/${token}`, body);
    expect(res.status).toBe(200);
    const mine = (await owner.get('/api/submissions')).body.data.find((s: { id: string }) => s.id === res.body.data.submissionId);
    expect(JSON.parse(mine.ratingScores)).toEqual({ communication: 9 });
    const row = await ctx(() =>
      t.kernel.db.em.execute<Array<{ rating_scores: unknown }>>('select rating_scores from reviews_submission where id = ?', [mine.id]),
    );
    expect(row[0]!.rating_scores).toEqual({ communication: 9 });
    // Gone again, so the dashboard's counts below see only the reviews they were written for.
    expect((await owner.delete(`/api/submissions/${mine.id}`)).status).toBe(200);
  });

  it('keeps photos through the storage port, never as base64 in the database, with location data removed', async () => {
    const list = (await owner.get('/api/submissions')).body.data;
    const withPhoto = list.find((s: { photoUrls: string }) => JSON.parse(s.photoUrls).length === 1);
    const photo = await owner.get(`/api/submissions/${withPhoto.id}/photos/1`);
    expect(photo.status).toBe(200);
    expect(photo.headers['content-type']).toBe('image/jpeg');
    const stored = await ctx(() => t.kernel.get(storagePort).get(`photos/${owner.userId}/${withPhoto.id}/1.jpg`));
    expect(await metadataLeaks(stored!.body)).toEqual([]);
    expect(stored!.body.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    const rows = await ctx(() =>
      t.kernel.db.em.execute<Array<{ keys: string }>>(`select photo_keys::text as keys from reviews_submission where id = ?`, [
        withPhoto.id,
      ]),
    );
    expect(rows[0]!.keys).not.toMatch(/base64|data:/);
    expect((await owner.get(`/api/submissions/${withPhoto.id}/photos/1?download=1`)).headers['content-disposition']).toMatch(
      /^attachment; filename="Aroha-Smith-photo-1\.jpg"/,
    );
  });

  it('checks photos: at most 3, images by their bytes, 2 MB each; and wants consent and a destination', async () => {
    const token = await invite(owner);
    const base = { ...choices(), generatedReview: 'Good job.', reviewDestination: 'google', consent: true };
    const four = await t.anonymous().post(`/api/reviews/submit/${token}`, { ...base, photoUrls: Array(4).fill(dataUrl(EXIF_JPEG)) });
    expect(four.body).toMatchObject({
      error: 'photoUrls: You can only upload up to 3 photos total.',
      fields: { photoUrls: expect.any(String) },
    });
    const notImage = await t
      .anonymous()
      .post(`/api/reviews/submit/${token}`, { ...base, photoUrls: [dataUrl(Buffer.from('<svg onload=alert(1)>'), 'image/png')] });
    expect(notImage.body.error).toMatch(/not an image Korero can take. Choose a JPEG, PNG or WebP image/);
    const big = await t
      .anonymous()
      .post(`/api/reviews/submit/${token}`, { ...base, photoUrls: [dataUrl(Buffer.concat([EXIF_JPEG, Buffer.alloc(5 * 1024 * 1024)]))] });
    expect(big.status).toBe(413);
    expect(big.body.error).toBe('Photo 1 is larger than 2 MB. Choose a smaller image.');
    // The schema says so (consent: true), before anything is looked up or decoded.
    for (const consent of [false, undefined]) {
      const refused = await t.anonymous().post(`/api/reviews/submit/${token}`, { ...base, consent });
      expect(refused.status).toBe(400);
      expect(refused.body.fields).toEqual({ consent: 'Tick the box to confirm this review reflects your own honest experience.' });
    }
    // Three photos of 800 px, as the page sends them, fit the route's body limit with room to spare; 9 MB does not.
    const over = await t
      .anonymous()
      .post(`/api/reviews/submit/${token}`, { ...base, photoUrls: Array(3).fill('x'.repeat(3 * 1024 * 1024)) });
    expect(over.status).toBe(413);
    expect((await t.anonymous().post(`/api/reviews/submit/${token}`, { ...base, reviewDestination: 'facebook' })).status).toBe(400);
    expect((await owner.get('/api/submissions')).body.data.every((s: { id: string }) => s.id)).toBe(true);
  });

  it('offers both destinations at every rating: a 1-star review can go to Google, a 5-star one can stay private', async () => {
    const low = await invite(owner);
    const lowRes = await t.anonymous().post(`/api/reviews/submit/${low}`, {
      ...choices({ starRating: 1, selectedFeedback: ['communication-imp-0'] }),
      generatedReview: 'Not great.',
      reviewDestination: 'google',
      consent: true,
    });
    expect(lowRes.body.data.googleReviewUrl).toMatch(/writereview/);
    const high = await invite(owner);
    const highRes = await t.anonymous().post(`/api/reviews/submit/${high}`, {
      ...choices(),
      generatedReview: 'Lovely work, thank you.',
      reviewDestination: 'private',
      consent: true,
    });
    expect(highRes.status).toBe(200);
    inviteTokens.set(lowRes.body.data.submissionId, low);
    inviteTokens.set(highRes.body.data.submissionId, high);
    const [mail] = await ctx(() => t.kernel.get(messagingPort).recent(1));
    expect(mail).toMatchObject({ channel: 'email', to: 'office@tanegas.example', purpose: 'private-feedback' });
    expect(mail!.text).toContain('Lovely work, thank you.');
  });

  it('answers no Google link when the business has no Place ID', async () => {
    const bare = await t.signUp('noplace');
    await bare.patch('/api/profile', { businessName: 'No Place Co', email: 'np@biz.example' });
    const token = await invite(bare);
    const res = await t
      .anonymous()
      .post(`/api/reviews/submit/${token}`, { ...choices(), generatedReview: 'Good.', reviewDestination: 'google', consent: true });
    expect(res.body.data.googleReviewUrl).toBeNull();
  });
});

describe('tenancy and deletion', () => {
  it("answers 404 for another business's submission or photo: read, download and delete", async () => {
    const target = (await owner.get('/api/submissions')).body.data[0];
    expect((await other.get('/api/submissions')).body.data).toEqual([]);
    expect((await other.get(`/api/submissions/${target.id}/photos/1`)).status).toBe(404);
    expect((await other.get(`/api/submissions/${target.id}/photos/1?download=1`)).status).toBe(404);
    expect((await other.delete(`/api/submissions/${target.id}`)).status).toBe(404);
    expect((await t.anonymous().get('/api/submissions')).status).toBe(401);
    expect((await owner.get('/api/submissions')).body.data[0].id).toBe(target.id);
  });

  it('deletes a submission with its review record, feedback and photos', async () => {
    const list = (await owner.get('/api/submissions')).body.data;
    const withPhoto = list.find((s: { photoUrls: string }) => JSON.parse(s.photoUrls).length === 1);
    expect(
      (
        await t.anonymous().post('/api/submit-feedback', {
          details: 'Please call me about the hob.',
          submissionId: withPhoto.id,
          token: inviteTokens.get(withPhoto.id),
        })
      ).status,
    ).toBe(200);
    expect((await owner.delete(`/api/submissions/${withPhoto.id}`)).status).toBe(200);
    expect((await owner.get('/api/submissions')).body.data.some((s: { id: string }) => s.id === withPhoto.id)).toBe(false);
    expect((await owner.get(`/api/submissions/${withPhoto.id}/photos/1`)).status).toBe(404);
    expect(await ctx(() => t.kernel.get(storagePort).get(`photos/${owner.userId}/${withPhoto.id}/1.jpg`))).toBeNull();
    expect((await owner.get('/api/reviews')).body.data.some((r: { submissionId: string }) => r.submissionId === withPhoto.id)).toBe(false);
  });
});

describe('private feedback, the simple form and the preview page', () => {
  it("checks private feedback with the spec's messages, stores it and emails the owner", async () => {
    const submissionId = (await owner.get('/api/submissions')).body.data[0].id;
    const token = inviteTokens.get(submissionId)!;
    expect((await t.anonymous().post('/api/submit-feedback', { details: 'too short', submissionId, token })).body.fields).toEqual({
      details: 'Please provide at least 10 characters of feedback',
    });
    expect(
      (await t.anonymous().post('/api/submit-feedback', { details: 'Long enough words here', email: 'nope', submissionId, token })).body
        .fields,
    ).toEqual({ email: 'Please enter a valid email' });
    expect((await t.anonymous().post('/api/submit-feedback', { details: 'Long enough words here' })).body.fields).toEqual({
      submissionId: 'Missing submission information. Please use a valid feedback link.',
    });
    expect(
      (
        await t
          .anonymous()
          .post('/api/submit-feedback', { details: 'Long enough words here', submissionId: '00000000-0000-4000-8000-000000000000', token })
      ).status,
    ).toBe(404);
    const ok = await t
      .anonymous()
      .post('/api/submit-feedback', { details: 'The hob knob was loose afterwards.', email: 'aroha@nz.example', submissionId, token });
    expect(ok.body.success).toBe(true);
    const [mail] = await ctx(() => t.kernel.get(messagingPort).recent(1));
    expect(mail!.text).toContain('The hob knob was loose afterwards.');
    expect(mail!.text).toContain('aroha@nz.example');
    const listed = (await owner.get('/api/submissions')).body.data[0];
    expect(listed.privateFeedback[0]).toMatchObject({ details: 'The hob knob was loose afterwards.', email: 'aroha@nz.example' });
  });

  it('sends a simple-form review nowhere without the consent box, as on the invitation page (400), and records it once ticked', async () => {
    const key = (await owner.get('/api/reviews/public-link')).body.data.key;
    const consentAt = async (submissionId: string) =>
      (
        await ctx(() =>
          t.kernel.db.em.execute<Array<{ c: Date | null }>>('select consent_at as c from reviews_submission where id = ?', [submissionId]),
        )
      )[0]!.c;
    const sent = (await t.anonymous().post('/api/submit-review', simpleForm(key, { comments: 'tidy work' }))).body;
    const token = sent.editToken;
    const refusals = [
      await t.anonymous().post(`/api/review/${sent.review.id}/submit`, { token }),
      await t.anonymous().post(`/api/review/${sent.review.id}/submit`, { token, consent: false }),
      await t.anonymous().post('/api/submit-feedback', { details: 'Tidy work, thank you.', submissionId: sent.submissionId, token }),
    ];
    for (const res of refusals) {
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        error: 'Tick the box to confirm this review reflects your own honest experience.',
        fields: { consent: 'Please confirm before sending' },
      });
    }
    const undecided = (await owner.get('/api/submissions')).body.data.find((s: { id: string }) => s.id === sent.submissionId);
    expect(undecided.destination).toBe('undecided');
    expect(await consentAt(sent.submissionId)).toBeNull();

    const feedback = { details: 'Tidy work, thank you.', submissionId: sent.submissionId, token, consent: true };
    expect((await t.anonymous().post('/api/submit-feedback', feedback)).status).toBe(200);
    expect(await consentAt(sent.submissionId)).not.toBeNull();
    // Once given, it stands: going on to Google afterwards asks no second time.
    expect((await t.anonymous().post(`/api/review/${sent.review.id}/submit`, { token })).status).toBe(200);
    // Out of the way of the figures the tests below count.
    expect((await owner.delete(`/api/submissions/${sent.submissionId}`)).status).toBe(200);
  });

  it('takes the simple form through the public link, never routing by rating, and the preview page can edit and post', async () => {
    const link = (await owner.get('/api/reviews/public-link')).body.data;
    expect(link).toMatchObject({ enabled: true, key: expect.stringMatching(/^[A-Za-z0-9_-]{32}$/) });
    expect(link.url).toMatch(new RegExp(`/review\\?key=${link.key}$`));
    expect((await t.anonymous().get(`/api/reviews/form?key=${link.key}`)).body.data).toEqual({
      businessName: 'Tane Gasfitting',
      logoUrl: null,
      contactSource: 'You gave these details yourself, on this page.',
      // No invitation behind this form: its page is in the business's language (English until it chooses).
      language: 'en',
    });
    const res = await t
      .anonymous()
      .post(
        '/api/submit-review',
        simpleForm(link.key, { satisfaction: 'Very Dissatisfied', comments: 'arrived late', rating: 1, jobId: 'job-17' }),
      );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      redirectToFeedback: false,
      businessName: 'Tane Gasfitting',
      googlePlaceId: 'ChIJtaneGasfitting000001',
      review: { id: expect.any(String) },
    });
    expect(res.body.editToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await t.anonymous().post('/api/submit-review', { feedback: [], rating: 3, key: link.key })).body.fields).toEqual({
      satisfaction: 'Please select your satisfaction level',
    });
    expect((await t.anonymous().post('/api/submit-review', simpleForm('not-the-key'))).status).toBe(404);
    const stored = (await owner.get('/api/submissions')).body.data.find((s: { id: string }) => s.id === res.body.submissionId);
    // The link's job number is kept as the owner's reference, not passed off as a job description.
    expect(stored).toMatchObject({
      customerName: 'A customer',
      source: 'simple',
      satisfaction: 'Very Dissatisfied',
      jobDescription: null,
      jobReference: 'job-17',
    });
    const hash = await ctx(() =>
      t.kernel.db.em.execute<Array<{ h: string }>>('select edit_token_hash as h from reviews_submission where id = ?', [
        res.body.submissionId,
      ]),
    );
    expect(hash[0]!.h).toMatch(/^[0-9a-f]{64}$/);
    expect(hash[0]!.h).not.toContain(res.body.editToken);

    const id = res.body.review.id;
    const token = res.body.editToken;
    const preview = await t.anonymous().get(`/api/review/${id}?token=${token}`);
    expect(preview.body.data).toMatchObject({
      starRating: 1,
      businessName: 'Tane Gasfitting',
      logoUrl: null,
      googleReviewUrl: expect.stringContaining('ChIJtaneGasfitting000001'),
    });
    expect(preview.body.data.aiGeneratedText).toContain('Arrived late.');
    expect((await t.anonymous().patch(`/api/review/${id}`, { editedText: 'x'.repeat(201), token })).status).toBe(400);
    expect((await t.anonymous().patch(`/api/review/${id}`, { editedText: '  ', token })).body.error).toMatch(
      /Please write a review before submitting to Google/,
    );
    expect((await t.anonymous().patch(`/api/review/${id}`, { editedText: 'Friendly, but they arrived late.', token })).status).toBe(200);
    expect((await t.anonymous().post(`/api/review/${id}/submit`, { googleReviewUrl: 'javascript:alert(1)', token })).status).toBe(400);
    expect(
      (await t.anonymous().post(`/api/review/${id}/submit`, { googleReviewUrl: preview.body.data.googleReviewUrl, token, consent: true }))
        .status,
    ).toBe(200);
    expect(
      (
        await t
          .anonymous()
          .post('/api/submit-feedback', { details: 'They were friendly but late.', submissionId: res.body.submissionId, token })
      ).status,
    ).toBe(200);
    const record = (await owner.get('/api/reviews')).body.data.find((r: { id: string }) => r.id === id);
    expect(record).toMatchObject({ reviewerApprovedText: 'Friendly, but they arrived late.', postedAt: expect.any(String) });
    expect((await t.anonymous().get(`/api/review/not-a-review?token=${token}`)).status).toBe(404);
  });

  it('says voice-to-text is unavailable without a speech service, and feeds the dashboard', async () => {
    expect((await t.anonymous().get('/api/reviews/capabilities')).body.data).toEqual({ transcription: false, drafter: 'composer' });
    const token = await invite(owner);
    const res = await t.anonymous().post('/api/transcribe-audio', { audioUrl: 'data:audio/webm;base64,AAAA', inviteToken: token });
    expect(res.status).toBe(503);
    expect(res.body.error).toMatch(/isn't available/);
    const stats = (await owner.get('/api/stats')).body.data;
    // The two invitation reviews left (1 and 5 stars); the simple form's 1-star one is counted apart.
    expect(stats).toMatchObject({ reviewsGenerated: 2, averageRating: 3, publicLink: { submissions: 1, averageRating: 1 } });
    // Every invitation answered counts, its review kept or deleted since.
    const answered = (await owner.get('/api/invites?limit=100')).body.data.filter((i: { completedAt: string | null }) => i.completedAt);
    expect(stats.responseRate).toBe(Math.round((answered.length / stats.invitesSent) * 100));
    const activity = (await owner.get('/api/reviews/activity?limit=4')).body.data;
    // Made at one instant of the test's clock: ties are in no promised order.
    expect(activity.map((a: { customerName: string }) => a.customerName).sort()).toEqual(['A customer', 'Aroha Smith', 'Aroha Smith']);
  });
});

describe("the owner's data export and account deletion", () => {
  it('exports invitations and reviews (photos as addresses), and deletion removes them with the photos', async () => {
    const leaving = await t.signUp('leaving', 'leaving password 1');
    await leaving.patch('/api/profile', { businessName: 'Leaving Ltd', email: 'bye@leaving.example' });
    const token = await invite(leaving);
    await t.anonymous().post(`/api/reviews/submit/${token}`, {
      ...choices(),
      generatedReview: 'Fine.',
      photoUrls: [dataUrl(EXIF_JPEG)],
      reviewDestination: 'google',
      consent: true,
    });
    const key = (await leaving.get('/api/reviews/public-link')).body.data.key;
    const exported = await leaving.get('/api/account/export');
    expect(exported.status).toBe(200);
    const file = typeof exported.body === 'string' ? JSON.parse(exported.body) : exported.body;
    expect(file.modules.invites.invitations).toHaveLength(1);
    expect(file.modules.reviews.submissions).toHaveLength(1);
    expect(file.modules.reviews.submissions[0].photos[0]).toMatch(/^\/api\/submissions\/[0-9a-f-]+\/photos\/1$/);
    expect(Object.keys(file.modules.reviews.submissions[0])).not.toContain('editTokenHash');
    expect(JSON.stringify(file)).not.toMatch(/base64|photos\/[0-9a-f-]+\/[0-9a-f-]+\/1\.jpg/);
    const submissionId = file.modules.reviews.submissions[0].id;

    expect((await leaving.delete('/api/account', { password: 'leaving password 1', confirm: 'DELETE' })).status).toBe(200);
    expect(await ctx(() => t.kernel.get(storagePort).get(`photos/${leaving.userId}/${submissionId}/1.jpg`))).toBeNull();
    const left = await ctx(() =>
      t.kernel.db.em.execute<Array<{ n: string }>>('select count(*) as n from reviews_submission where business_id = ?', [leaving.userId]),
    );
    expect(Number(left[0]!.n)).toBe(0);
    expect((await t.anonymous().get(`/api/invites/token/${token}`)).status).toBe(404);
    const links = await ctx(() =>
      t.kernel.db.em.execute<Array<{ n: string }>>('select count(*) as n from reviews_public_link where business_id = ?', [leaving.userId]),
    );
    expect(Number(links[0]!.n)).toBe(0);
    expect((await t.anonymous().post('/api/submit-review', simpleForm(key))).status).toBe(404);
  });
});

describe('public writes need the capability the customer was given', () => {
  it('refuses the simple form by business id alone, and stores nothing', async () => {
    const before = await submissionCount(owner.userId);
    const byId = await t.anonymous().post('/api/submit-review', { satisfaction: 'Very Dissatisfied', rating: 1, clientId: owner.userId });
    expect(byId.status).toBe(404);
    expect(byId.body.error).toBe('This review link is not active. Please ask the business for their current review link.');
    expect((await t.anonymous().post('/api/submit-review', simpleForm('', { clientId: owner.userId }))).status).toBe(404);
    expect((await t.anonymous().get(`/api/reviews/form?clientId=${owner.userId}`)).status).toBe(404);
    expect(await submissionCount(owner.userId)).toBe(before);
  });

  it("refuses reading, editing, marking posted and private feedback without the submission's own token", async () => {
    const key = (await owner.get('/api/reviews/public-link')).body.data.key;
    const mine = (await t.anonymous().post('/api/submit-review', simpleForm(key, { comments: 'tidy work' }))).body;
    const theirs = (await t.anonymous().post('/api/submit-review', simpleForm(key, { comments: 'quick job' }))).body;
    const id = mine.review.id;
    const invited = [...inviteTokens.entries()].find(([submissionId]) => submissionId !== mine.submissionId)!;
    for (const token of [undefined, '', theirs.editToken, invited[1], 'x'.repeat(43)]) {
      expect((await t.anonymous().get(`/api/review/${id}${token === undefined ? '' : `?token=${token}`}`)).status).toBe(404);
      const edit = await t
        .anonymous()
        .patch(`/api/review/${id}`, { editedText: 'Rewritten by someone else.', ...(token === undefined ? {} : { token }) });
      expect(edit.status).toBe(404);
      expect(edit.body.error).toBe('Review not found. Open it from the page you were on when you sent it.');
      expect(
        (
          await t.anonymous().post(`/api/review/${id}/submit`, {
            googleReviewUrl: 'https://elsewhere.example/review',
            ...(token === undefined ? {} : { token }),
          })
        ).status,
      ).toBe(404);
      expect(
        (
          await t.anonymous().post('/api/submit-feedback', {
            details: 'Feedback from a stranger.',
            submissionId: mine.submissionId,
            ...(token === undefined ? {} : { token }),
          })
        ).status,
      ).toBe(404);
    }
    // An invitation token opens its own submission only.
    expect(
      (
        await t
          .anonymous()
          .post('/api/submit-feedback', { details: 'Feedback from a stranger.', submissionId: invited[0], token: mine.editToken })
      ).status,
    ).toBe(404);
    const unknown = await t
      .anonymous()
      .patch('/api/review/00000000-0000-4000-8000-000000000000', { editedText: 'Anything.', token: mine.editToken });
    expect(unknown).toMatchObject({
      status: 404,
      body: { error: 'Review not found. Open it from the page you were on when you sent it.' },
    });

    const record = (await owner.get('/api/reviews')).body.data.find((r: { id: string }) => r.id === id);
    expect(record).toMatchObject({
      reviewerApprovedText: expect.stringContaining('Tidy work'),
      postedAt: null,
      googleReviewUrl: expect.stringContaining('ChIJtaneGasfitting000001'),
    });
    const listed = (await owner.get('/api/submissions')).body.data.find((s: { id: string }) => s.id === mine.submissionId);
    expect(listed.privateFeedback).toEqual([]);
    expect((await t.anonymous().patch(`/api/review/${id}`, { editedText: 'Tidy work, thanks.', token: mine.editToken })).status).toBe(200);
  });

  it('stops an edit token after 7 days', async () => {
    const key = (await owner.get('/api/reviews/public-link')).body.data.key;
    const sent = (await t.anonymous().post('/api/submit-review', simpleForm(key))).body;
    const start = t.clock.now();
    try {
      t.clock.advance(7 * DAY - 60_000);
      expect(
        (await t.anonymous().patch(`/api/review/${sent.review.id}`, { editedText: 'Still in time.', token: sent.editToken })).status,
      ).toBe(200);
      t.clock.advance(2 * 60_000);
      const late = await t.anonymous().patch(`/api/review/${sent.review.id}`, { editedText: 'Too late.', token: sent.editToken });
      expect(late.status).toBe(403);
      expect(late.body.error).toMatch(/expired.*7 days/);
      expect((await t.anonymous().get(`/api/review/${sent.review.id}?token=${sent.editToken}`)).status).toBe(403);
      expect(
        (
          await t
            .anonymous()
            .post('/api/submit-feedback', { details: 'Late feedback here.', submissionId: sent.submissionId, token: sent.editToken })
        ).status,
      ).toBe(403);
    } finally {
      t.clock.set(start);
    }
    expect((await owner.get('/api/reviews')).body.data.find((r: { id: string }) => r.id === sent.review.id).reviewerApprovedText).toBe(
      'Still in time.',
    );
  });

  it('lets the owner switch the public link off and on, and rotate it so the old link stops working', async () => {
    const shop = await t.signUp('linkshop');
    await shop.patch('/api/profile', { businessName: 'Link Shop', email: 'hi@linkshop.example' });
    expect((await t.anonymous().get('/api/reviews/public-link')).status).toBe(401);
    expect((await shop.put('/api/reviews/public-link', { enabled: 'no' })).body.fields).toEqual({
      enabled: 'enabled must be true or false',
    });
    const first = (await shop.get('/api/reviews/public-link')).body.data;
    expect((await shop.get('/api/reviews/public-link')).body.data.key).toBe(first.key);
    expect(first.key).not.toBe((await owner.get('/api/reviews/public-link')).body.data.key);
    expect((await t.anonymous().post('/api/submit-review', simpleForm(first.key))).status).toBe(200);

    expect((await shop.put('/api/reviews/public-link', { enabled: false })).body.data).toMatchObject({ enabled: false, key: first.key });
    const off = await t.anonymous().post('/api/submit-review', simpleForm(first.key));
    expect(off).toMatchObject({
      status: 404,
      body: { error: 'This review link is not active. Please ask the business for their current review link.' },
    });
    expect((await t.anonymous().get(`/api/reviews/form?key=${first.key}`)).status).toBe(404);
    expect((await shop.put('/api/reviews/public-link', { enabled: true })).body.data.enabled).toBe(true);
    expect((await t.anonymous().get(`/api/reviews/form?key=${first.key}`)).body.data.businessName).toBe('Link Shop');

    const rotated = (await shop.post('/api/reviews/public-link/rotate')).body.data;
    expect(rotated).toMatchObject({ enabled: true, key: expect.stringMatching(/^[A-Za-z0-9_-]{32}$/) });
    expect(rotated.key).not.toBe(first.key);
    expect((await t.anonymous().post('/api/submit-review', simpleForm(first.key))).status).toBe(404);
    expect((await t.anonymous().get(`/api/reviews/form?key=${first.key}`)).status).toBe(404);
    expect((await t.anonymous().post('/api/submit-review', simpleForm(rotated.key))).status).toBe(200);
    expect(await submissionCount(shop.userId)).toBe(2);
  });

  it('takes at most 20 simple-form submissions an hour per business, however many senders', async () => {
    const busy = await t.signUp('busyshop');
    await busy.patch('/api/profile', { businessName: 'Busy Shop', email: 'hi@busyshop.example' });
    const key = (await busy.get('/api/reviews/public-link')).body.data.key;
    // A fresh client each time: per-client limits never come into it.
    for (let i = 0; i < 20; i += 1)
      expect((await t.anonymous().post('/api/submit-review', simpleForm(key, { rating: 1 }))).status).toBe(200);
    const over = await t.anonymous().post('/api/submit-review', simpleForm(key, { rating: 1 }));
    expect(over.status).toBe(429);
    expect(over.body.error).toMatch(/lot of feedback through its review link in the last hour/);
    expect(await submissionCount(busy.userId)).toBe(20);
    // Another business's link is not held up.
    const other = (await owner.get('/api/reviews/public-link')).body.data.key;
    expect((await t.anonymous().post('/api/submit-review', simpleForm(other))).status).toBe(200);
    const start = t.clock.now();
    try {
      t.clock.advance(60 * 60 * 1000 + 1000);
      expect((await t.anonymous().post('/api/submit-review', simpleForm(key))).status).toBe(200);
    } finally {
      t.clock.set(start);
    }
  });

  it('counts simple-form submissions apart from invitation responses', async () => {
    const shop = await t.signUp('ratesshop');
    await shop.patch('/api/profile', { businessName: 'Rates Shop', email: 'hi@rates.example' });
    await ctx(() => t.kernel.get(billingPort).update(shop.userId, { tier: 'professional', status: 'active' }));
    const tokens = [await invite(shop), await invite(shop)];
    await t
      .anonymous()
      .post(`/api/reviews/submit/${tokens[0]}`, { ...choices(), generatedReview: 'Great.', reviewDestination: 'google', consent: true });
    const key = (await shop.get('/api/reviews/public-link')).body.data.key;
    for (const rating of [1, 2, 1]) expect((await t.anonymous().post('/api/submit-review', simpleForm(key, { rating }))).status).toBe(200);
    expect((await shop.get('/api/stats')).body.data).toEqual({
      invitesSent: 2,
      reviewsGenerated: 1,
      averageRating: 5,
      responseRate: 50,
      publicLink: { submissions: 3, averageRating: 1.3 },
    });
  });
});

describe('photos that could leak a location or exhaust the server', () => {
  // A business of its own, so these submissions leave the counts above alone.
  let camera: TestAgent & { userId: string };
  beforeAll(async () => {
    camera = await t.signUp('camera');
    await ctx(() => t.kernel.get(billingPort).update(camera.userId, { tier: 'professional', status: 'active' }));
  });

  it('refuses a decompression bomb (20000×20000 pixels in a few KB) with 413, naming the limit', async () => {
    const token = await invite(camera);
    const body = {
      ...choices(),
      generatedReview: 'Good job.',
      reviewDestination: 'google',
      consent: true,
      photoUrls: [dataUrl(EXIF_JPEG), dataUrl(pngBomb(20_000, 20_000), 'image/png')],
    };
    const bomb = await t.anonymous().post(`/api/reviews/submit/${token}`, body);
    expect(bomb.status).toBe(413);
    expect(bomb.body.error).toBe('Photo 2 is too large (400 megapixels). Use a photo under 40 megapixels.');
    // Nothing was kept: the customer can send again without the photo.
    expect((await t.anonymous().post(`/api/reviews/submit/${token}`, { ...body, photoUrls: [] })).status).toBe(200);
  });

  it.each([
    ['a fill byte before its EXIF', () => jpegWithHiddenGps('fill-byte'), 'jpg'],
    ['EXIF in APP2', () => jpegWithHiddenGps('app2'), 'jpg'],
    ['a second embedded JPEG with its own EXIF', () => jpegWithHiddenGps('embedded'), 'jpg'],
    ['tEXt and eXIf chunks in a PNG', () => pngWithText(), 'png'],
  ])('stores a photo with %s with no metadata at all', async (_name, make, extension) => {
    const token = await invite(camera);
    const type = extension === 'png' ? 'image/png' : 'image/jpeg';
    const res = await t.anonymous().post(`/api/reviews/submit/${token}`, {
      ...choices(),
      generatedReview: 'Good job.',
      reviewDestination: 'google',
      consent: true,
      photoUrls: [dataUrl(await make(), type)],
    });
    expect(res.status).toBe(200);
    const stored = await ctx(() => t.kernel.get(storagePort).get(`photos/${camera.userId}/${res.body.data.submissionId}/1.${extension}`));
    expect(stored!.contentType).toBe(type);
    expect(await metadataLeaks(stored!.body)).toEqual([]);
  });
});
