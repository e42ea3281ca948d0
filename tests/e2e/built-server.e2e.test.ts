/**
 * `npm start` runs the server bundle (core/dist/main.mjs, made by scripts/build-server.ts), not the source the other
 * tests load. These tests start that bundle as a process, as a person would, and walk an owner and a customer through
 * it over HTTP, on the embedded database and on PostgreSQL, so a bundling mistake cannot reach a deployment unseen.
 */
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, jpegWithHiddenGps, metadataLeaks, pngBomb, type TestDatabase } from '@korero/core/testing';
import { freePort } from './support/app.ts';
import {
  assertBundleBuilt,
  httpClient as client,
  spawnKorero,
  startKorero,
  type KoreroProcess,
  postgresForTests,
} from './support/korero-process.ts';

/** An owner signs up, names the business and invites a customer; the customer gets a draft and sends a photo; a logo goes up. */
async function ownerAndCustomer(base: string) {
  const owner = client(base);
  expect(
    (await owner('POST', '/api/register', { username: 'tamaplumb', email: 'tama@plumbing.example', password: 'correct horse battery' }))
      .status,
  ).toBe(201);
  expect((await owner('PATCH', '/api/profile', { businessName: 'Tama Plumbing', email: 'office@tamaplumbing.example' })).status).toBe(200);
  const invite = await owner('POST', '/api/invites', {
    customerName: 'Aroha Smith',
    jobDescription: 'Hot water cylinder',
    jobLocation: 'Lower Hutt',
  });
  expect(invite.status).toBe(201);
  const token: string = invite.body.data.inviteToken;

  // The customer's page arrives with the invitation inlined (the lean page the reviews module serves).
  const customer = client(base);
  const page = await customer('GET', `/review/${token}`);
  expect(page.status).toBe(200);
  expect(page.type).toContain('text/html');
  expect(page.text).toContain('Tama Plumbing');
  expect(page.text).toContain('Aroha Smith');

  const choices = {
    starRating: 5,
    selectedFeedback: ['quality-0'],
    ratingScores: { overall: 9, quality: 9, timeliness: 8, communication: 10, value: 7 },
    reviewerText: 'new cylinder went in fast',
  };
  const draft = await customer('POST', `/api/reviews/generate/${token}`, choices);
  expect(draft.status).toBe(200);
  expect(draft.body.data.generatedText).toContain('Tama Plumbing');

  // Pictures go through sharp, which the bundle loads from core/: a bomb is refused, a phone's location is dropped.
  const dataUrl = (bytes: Buffer, type: string) => `data:${type};base64,${bytes.toString('base64')}`;
  const submit = (photo: string) =>
    customer('POST', `/api/reviews/submit/${token}`, {
      ...choices,
      generatedReview: draft.body.data.generatedText,
      photoUrls: [photo],
      reviewDestination: 'private',
      consent: true,
    });
  expect((await submit(dataUrl(pngBomb(20_000, 20_000), 'image/png'))).status).toBe(413);
  const submitted = await submit(dataUrl(await jpegWithHiddenGps('embedded'), 'image/jpeg'));
  expect(submitted.status).toBe(200);
  const photo = await owner('GET', `/api/submissions/${submitted.body.data.submissionId}/photos/1`);
  expect(photo.type).toBe('image/jpeg');
  expect(await metadataLeaks(photo.bytes)).toEqual([]);
  const ticket = await owner('POST', '/api/logos/upload');
  expect((await owner('PUT', ticket.body.uploadURL, await jpegWithHiddenGps('app2'), { contentType: 'image/jpeg' })).status).toBe(200);
  expect((await owner('PATCH', '/api/profile/logo', { logoUrl: ticket.body.logoUrl })).status).toBe(200);
  expect(await metadataLeaks((await owner('GET', ticket.body.logoUrl)).bytes)).toEqual([]);

  // The owner's app: the shell and a module's remote are served.
  expect((await owner('GET', '/teams')).text).toContain('<div id="root">');
  expect((await owner('GET', '/modules/teams/remoteEntry.js')).status).toBe(200);
  expect((await owner('GET', '/api/teams')).status).toBe(200);

  // The API reference: @fastify/swagger is a chunk of the bundle, the reference page's files come from core/.
  const document = await customer('GET', '/api/openapi.json');
  expect(document.status).toBe(200);
  expect(Object.keys(document.body.paths)).toContain('/api/invites/token/{token}');
  expect((await customer('GET', '/api/docs')).text).toContain('/api/docs/static/swagger-ui-bundle.js');
  expect((await customer('GET', '/api/docs/static/swagger-ui-bundle.js')).status).toBe(200);
}

const SETUP_TOKEN = 'BUNDLE-SETUP-TOKEN-7Q4W';

beforeAll(assertBundleBuilt);

describe('the server bundle that npm start runs', () => {
  describe('on the embedded database', () => {
    let dataDir: string;
    let app: KoreroProcess;
    beforeAll(async () => {
      dataDir = mkdtempSync(path.join(tmpdir(), 'korero-bundle-'));
      app = await startKorero({ DATA_DIR: dataDir });
    });
    afterAll(async () => {
      await app?.stop();
      rmSync(dataDir, { recursive: true, force: true });
    });

    it('prints where it runs, and where the setup code it made is, never the code (production output is shipped to log stores)', async () => {
      await expect.poll(() => app.output()).toContain('No administrator yet');
      expect(app.output()).toContain(`Korero is running at ${app.url}`);
      expect(app.output()).toContain(`embedded PGlite in ${dataDir}`);
      const file = path.join(dataDir, 'admin-setup-code.txt');
      const code = readFileSync(file, 'utf8').trim();
      expect(code).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
      expect(statSync(file).mode & 0o777).toBe(0o600);
      expect(app.output()).not.toContain(code);
      expect(app.output()).toContain(`the setup code in ${file}`);
      // The warning is a structured line at warn, so whoever reads the logs learns where to look.
      expect(app.output()).toMatch(/"level":40.*No administrator yet/);
    });

    it('serves an owner and a customer', () => ownerAndCustomer(app.url));

    it('stops cleanly on SIGTERM', async () => {
      expect(await app.stop()).toBe(0);
    });
  });

  describe('on PostgreSQL', () => {
    let db: TestDatabase | null = null;
    let app: KoreroProcess | null = null;
    beforeAll(async () => {
      if (!(await postgresForTests())) return;
      db = await createTestDatabase('postgresql');
      if (db.target.kind !== 'postgresql') throw new Error('expected a PostgreSQL database');
      app = await startKorero({ DATABASE_URL: db.target.url, ADMIN_SETUP_TOKEN: SETUP_TOKEN });
    });
    afterAll(async () => {
      await app?.stop();
      await db?.drop();
    });

    it('migrates, then serves an owner and a customer', async (test) => {
      if (!app) return test.skip('PostgreSQL is not answering here');
      expect(app.output()).toContain('Database: PostgreSQL (DATABASE_URL)');
      await ownerAndCustomer(app.url);
    });

    it('never prints a setup code that came from ADMIN_SETUP_TOKEN', (test) => {
      if (!app) return test.skip('PostgreSQL is not answering here');
      expect(app.output()).toContain('enter the code set in ADMIN_SETUP_TOKEN');
      expect(app.output()).not.toContain(SETUP_TOKEN);
    });
  });

  it('refuses to start in production without a session key, naming the setting', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'korero-bundle-'));
    try {
      const { child, output } = spawnKorero({ NODE_ENV: 'production', DATA_DIR: dataDir, PORT: String(await freePort()) });
      const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
      expect(code).toBe(1);
      expect(output()).toContain('SESSION_KEY');
      expect(output()).not.toMatch(/at .+\.mjs:\d+/);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
