import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jpegWithGps, jpegWithHiddenGps, metadataLeaks, pngBomb, pngWithText, startTestKernel, type TestAgent, type TestKernel } from '@korero/core/testing';
import { billingPort, messagingPort, storagePort } from '@korero/core/sdk';
import { getPreset } from '@korero/config/presets';

// A phone's JPEG with EXIF and a GPS block (APP1), so stripping can be seen.
let EXIF_JPEG: Buffer;
const dataUrl = (bytes: Buffer, type = 'image/jpeg') => `data:${type};base64,${bytes.toString('base64')}`;

let t: TestKernel;
let owner: TestAgent & { userId: string };
let other: TestAgent & { userId: string };
const ctx = <T>(fn: () => Promise<T>) => t.kernel.db.withContext(fn);

async function invite(agent: TestAgent, extra: Record<string, unknown> = {}): Promise<string> {
  const res = await agent.post('/api/invites', { customerName: 'Aroha Smith', jobDescription: 'Gas hob install', jobLocation: 'Petone', teamMembers: ['Wiremu Tane', 'Sione Fifita'], ...extra });
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
  await owner.patch('/api/profile', { businessName: 'Tane Gasfitting', email: 'office@tanegas.nz', googlePlaceId: 'ChIJtaneGasfitting000001' });
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

  it('refuses a missing rating, out-of-range scores and items the form never offered', async () => {
    const token = await invite(owner);
    expect((await t.anonymous().post(`/api/reviews/generate/${token}`, choices({ starRating: 0 }))).body.fields).toEqual({ starRating: 'Star rating is required' });
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
    expect(first.body.data).toMatchObject({ googleReviewUrl: 'https://search.google.com/local/writereview?placeid=ChIJtaneGasfitting000001', generatedText: approved });
    const second = await t.anonymous().post(`/api/reviews/submit/${token}`, { ...body, generatedReview: 'something else' });
    expect(second.body.data).toEqual(first.body.data);
    expect((await t.anonymous().post(`/api/reviews/generate/${token}`, choices())).status).toBe(409);

    const list = (await owner.get('/api/submissions')).body.data;
    const mine = list.find((s: { id: string }) => s.id === first.body.data.submissionId);
    expect(mine).toMatchObject({ starRating: 5, customerName: 'Aroha Smith', jobDescription: 'Gas hob install', jobLocation: 'Petone', destination: 'google', reviewerText: 'gas hob works perfectly' });
    expect(mine.review).toMatchObject({ aiGeneratedText: draft, reviewerApprovedText: approved });
    expect(JSON.parse(mine.teamMembers)).toEqual(['Wiremu Tane', 'Sione Fifita']);
    expect(JSON.parse(mine.selectedFeedback)).toEqual(['quality-0', 'timeliness-1']);
    expect(JSON.parse(mine.photoUrls)).toEqual([`/api/submissions/${mine.id}/photos/1`]);
    expect((await owner.get('/api/invites')).body.data.find((i: { token: string }) => i.token === token).completedAt).not.toBeNull();
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
    const rows = await ctx(() => t.kernel.db.em.execute<Array<{ keys: string }>>(`select photo_keys::text as keys from reviews_submission where id = ?`, [withPhoto.id]));
    expect(rows[0]!.keys).not.toMatch(/base64|data:/);
    expect((await owner.get(`/api/submissions/${withPhoto.id}/photos/1?download=1`)).headers['content-disposition']).toMatch(/^attachment; filename="Aroha-Smith-photo-1\.jpg"/);
  });

  it('checks photos: at most 3, images by their bytes, 5 MB each; and wants consent and a destination', async () => {
    const token = await invite(owner);
    const base = { ...choices(), generatedReview: 'Good job.', reviewDestination: 'google', consent: true };
    const four = await t.anonymous().post(`/api/reviews/submit/${token}`, { ...base, photoUrls: Array(4).fill(dataUrl(EXIF_JPEG)) });
    expect(four.body.error).toBe('You can only upload up to 3 photos total.');
    const notImage = await t.anonymous().post(`/api/reviews/submit/${token}`, { ...base, photoUrls: [dataUrl(Buffer.from('<svg onload=alert(1)>'), 'image/png')] });
    expect(notImage.body.error).toMatch(/not a JPG, PNG or WebP image/);
    const big = await t.anonymous().post(`/api/reviews/submit/${token}`, { ...base, photoUrls: [dataUrl(Buffer.concat([EXIF_JPEG, Buffer.alloc(5 * 1024 * 1024)]))] });
    expect(big.status).toBe(413);
    expect(big.body.error).toBe('Photo 1 is larger than 5 MB. Choose a smaller image.');
    expect((await t.anonymous().post(`/api/reviews/submit/${token}`, { ...base, consent: false })).body.fields).toEqual({ consent: 'Please confirm before sending' });
    expect((await t.anonymous().post(`/api/reviews/submit/${token}`, { ...base, reviewDestination: 'facebook' })).status).toBe(400);
    expect((await owner.get('/api/submissions')).body.data.every((s: { id: string }) => s.id)).toBe(true);
  });

  it('offers both destinations at every rating: a 1-star review can go to Google, a 5-star one can stay private', async () => {
    const low = await invite(owner);
    const lowRes = await t.anonymous().post(`/api/reviews/submit/${low}`, { ...choices({ starRating: 1, selectedFeedback: ['communication-imp-0'] }), generatedReview: 'Not great.', reviewDestination: 'google', consent: true });
    expect(lowRes.body.data.googleReviewUrl).toMatch(/writereview/);
    const high = await invite(owner);
    const highRes = await t.anonymous().post(`/api/reviews/submit/${high}`, { ...choices(), generatedReview: 'Lovely work, thank you.', reviewDestination: 'private', consent: true });
    expect(highRes.status).toBe(200);
    const [mail] = await ctx(() => t.kernel.get(messagingPort).recent(1));
    expect(mail).toMatchObject({ channel: 'email', to: 'office@tanegas.nz', purpose: 'private-feedback' });
    expect(mail!.text).toContain('Lovely work, thank you.');
  });

  it('answers no Google link when the business has no Place ID', async () => {
    const bare = await t.signUp('noplace');
    await bare.patch('/api/profile', { businessName: 'No Place Co', email: 'np@biz.nz' });
    const token = await invite(bare);
    const res = await t.anonymous().post(`/api/reviews/submit/${token}`, { ...choices(), generatedReview: 'Good.', reviewDestination: 'google', consent: true });
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
    await t.anonymous().post('/api/submit-feedback', { details: 'Please call me about the hob.', submissionId: withPhoto.id });
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
    expect((await t.anonymous().post('/api/submit-feedback', { details: 'too short', submissionId })).body.fields).toEqual({ details: 'Please provide at least 10 characters of feedback' });
    expect((await t.anonymous().post('/api/submit-feedback', { details: 'Long enough words here', email: 'nope', submissionId })).body.fields).toEqual({ email: 'Please enter a valid email' });
    expect((await t.anonymous().post('/api/submit-feedback', { details: 'Long enough words here' })).body.fields).toEqual({
      submissionId: 'Missing submission information. Please use a valid feedback link.',
    });
    expect((await t.anonymous().post('/api/submit-feedback', { details: 'Long enough words here', submissionId: '00000000-0000-4000-8000-000000000000' })).status).toBe(404);
    const ok = await t.anonymous().post('/api/submit-feedback', { details: 'The hob knob was loose afterwards.', email: 'aroha@example.nz', submissionId });
    expect(ok.body.success).toBe(true);
    const [mail] = await ctx(() => t.kernel.get(messagingPort).recent(1));
    expect(mail!.text).toContain('The hob knob was loose afterwards.');
    expect(mail!.text).toContain('aroha@example.nz');
    const listed = (await owner.get('/api/submissions')).body.data[0];
    expect(listed.privateFeedback[0]).toMatchObject({ details: 'The hob knob was loose afterwards.', email: 'aroha@example.nz' });
  });

  it('takes the simple form, never routing by rating, and the preview page can edit and post', async () => {
    const res = await t.anonymous().post('/api/submit-review', { satisfaction: 'Very Dissatisfied', feedback: ['Friendly'], comments: 'arrived late', rating: 1, clientId: owner.userId, jobId: 'job-17' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ redirectToFeedback: false, businessName: 'Tane Gasfitting', googlePlaceId: 'ChIJtaneGasfitting000001', review: { id: expect.any(String) } });
    expect((await t.anonymous().post('/api/submit-review', { feedback: [], rating: 3, clientId: owner.userId })).body.fields).toEqual({ satisfaction: 'Please select your satisfaction level' });
    expect((await t.anonymous().post('/api/submit-review', { satisfaction: 'Neutral', rating: 3, clientId: '00000000-0000-4000-8000-000000000000' })).status).toBe(404);

    const id = res.body.review.id;
    const preview = await t.anonymous().get(`/api/review/${id}`);
    expect(preview.body.data).toMatchObject({ businessName: 'Tane Gasfitting', googleReviewUrl: expect.stringContaining('ChIJtaneGasfitting000001') });
    expect(preview.body.data.aiGeneratedText).toContain('Arrived late.');
    expect((await t.anonymous().patch(`/api/review/${id}`, { editedText: 'x'.repeat(201) })).status).toBe(400);
    expect((await t.anonymous().patch(`/api/review/${id}`, { editedText: '  ' })).body.error).toMatch(/Please write a review before submitting to Google/);
    await t.anonymous().patch(`/api/review/${id}`, { editedText: 'Friendly, but they arrived late.' });
    await t.anonymous().post(`/api/review/${id}/submit`, { googleReviewUrl: preview.body.data.googleReviewUrl });
    const record = (await owner.get('/api/reviews')).body.data.find((r: { id: string }) => r.id === id);
    expect(record).toMatchObject({ reviewerApprovedText: 'Friendly, but they arrived late.', postedAt: expect.any(String) });
    expect((await t.anonymous().get('/api/review/not-a-review')).status).toBe(404);
  });

  it('says voice-to-text is unavailable without a speech service, and feeds the dashboard', async () => {
    expect((await t.anonymous().get('/api/reviews/capabilities')).body.data).toEqual({ transcription: false, drafter: 'composer' });
    const token = await invite(owner);
    const res = await t.anonymous().post('/api/transcribe-audio', { audioUrl: 'data:audio/webm;base64,AAAA', inviteToken: token });
    expect(res.status).toBe(503);
    expect(res.body.error).toMatch(/isn't available/);
    const stats = (await owner.get('/api/stats')).body.data;
    expect(stats.reviewsGenerated).toBeGreaterThanOrEqual(3);
    expect(stats.averageRating).toBeGreaterThan(0);
    const activity = (await owner.get('/api/reviews/activity?limit=4')).body.data;
    expect(activity.map((a: { customerName: string }) => a.customerName)).toEqual(['A customer', 'Aroha Smith', 'Aroha Smith']);
  });
});

describe("the owner's data export and account deletion", () => {
  it('exports invitations and reviews (photos as addresses), and deletion removes them with the photos', async () => {
    const leaving = await t.signUp('leaving', 'leaving password 1');
    await leaving.patch('/api/profile', { businessName: 'Leaving Ltd', email: 'bye@leaving.nz' });
    const token = await invite(leaving);
    await t.anonymous().post(`/api/reviews/submit/${token}`, { ...choices(), generatedReview: 'Fine.', photoUrls: [dataUrl(EXIF_JPEG)], reviewDestination: 'google', consent: true });
    const exported = await leaving.get('/api/account/export');
    expect(exported.status).toBe(200);
    const file = typeof exported.body === 'string' ? JSON.parse(exported.body) : exported.body;
    expect(file.modules.invites.invitations).toHaveLength(1);
    expect(file.modules.reviews.submissions).toHaveLength(1);
    expect(file.modules.reviews.submissions[0].photos[0]).toMatch(/^\/api\/submissions\/[0-9a-f-]+\/photos\/1$/);
    expect(JSON.stringify(file)).not.toMatch(/base64|photos\/[0-9a-f-]+\/[0-9a-f-]+\/1\.jpg/);
    const submissionId = file.modules.reviews.submissions[0].id;

    expect((await leaving.delete('/api/account', { password: 'leaving password 1', confirm: 'DELETE' })).status).toBe(200);
    expect(await ctx(() => t.kernel.get(storagePort).get(`photos/${leaving.userId}/${submissionId}/1.jpg`))).toBeNull();
    const left = await ctx(() => t.kernel.db.em.execute<Array<{ n: string }>>('select count(*) as n from reviews_submission where business_id = ?', [leaving.userId]));
    expect(Number(left[0]!.n)).toBe(0);
    expect((await t.anonymous().get(`/api/invites/token/${token}`)).status).toBe(404);
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
    const body = { ...choices(), generatedReview: 'Good job.', reviewDestination: 'google', consent: true, photoUrls: [dataUrl(EXIF_JPEG), dataUrl(pngBomb(20_000, 20_000), 'image/png')] };
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
    const res = await t.anonymous().post(`/api/reviews/submit/${token}`, { ...choices(), generatedReview: 'Good job.', reviewDestination: 'google', consent: true, photoUrls: [dataUrl(await make(), type)] });
    expect(res.status).toBe(200);
    const stored = await ctx(() => t.kernel.get(storagePort).get(`photos/${camera.userId}/${res.body.data.submissionId}/1.${extension}`));
    expect(stored!.contentType).toBe(type);
    expect(await metadataLeaks(stored!.body)).toEqual([]);
  });
});
