import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { billingPort, messagingPort } from '@korero/core/sdk';
import type { TestAgent } from '@korero/core/testing';
import { CODE, GoogleStandIn } from '@korero/module-google/testing';
import { heading, text, type PageVisit } from '@korero/web-kit/testing/pages';
import { moduleLists } from '../support/module-lists.ts';
import {
  enrolAuthenticatorApp,
  launchBrowser,
  quietNetwork,
  screenshotFailure,
  seriousAxeFindings,
  startApp,
  type RunningApp,
  submitSignIn,
} from './support/app.ts';

/**
 * Every page Korero has, in the states an owner or a customer meets it (with teams, services, invitations and
 * reviews in place), at the narrowest phone and a desktop: no page is wider than the screen, no field cuts its own
 * hint, and axe finds nothing serious or critical. A module's pages are in its `modules/<id>/testing/pages.ts`, read
 * for every installed module; the shell's and the kernel's (sign-in, the dashboard, unsubscribing) are here. (Feature
 * tests use a 390px phone; 360px is the narrowest a page must fit, so a page that fits it fits theirs.)
 */

const PASSWORD = 'kia kaha 2026';
const WIDTHS = [360, 1280] as const;
/**
 * Axe once per page, at the width its people mostly use it: a customer's page on a phone, an owner's or an
 * administrator's at a desk. Contrast and names are the page's own at either width; the phone-only parts of the
 * signed-in shell (its menu button and drawer) are checked with axe by navigation.e2e.test.ts.
 */
const axeWidth = (who: PageVisit['who']) => (who === 'visitor' || who === 'technician' ? 360 : 1280);

/** What the seed below makes across modules, for the pages' addresses (each module's visits say what they read). */
interface Seed {
  freshToken: string;
  answeredToken: string;
  walkToken: string;
  linkKey: string;
  previewPath: string;
  feedbackPath: string;
  /** A follow-up opened by a 2★ private answer. */
  followUpId: string;
  /** An email unsubscribe link's address, for a new customer each time (each visit changes what it shows). */
  unsubscribePath: () => string;
  /** A synced Google review (Aroha's): the dispute summary's subject. */
  googleReviewId: string;
}

const KERNEL_PAGES: PageVisit<Seed>[] = [
  { name: 'auth', who: 'visitor', path: () => '/auth', ready: (p) => p.getByRole('tab', { name: 'Sign In' }).waitFor() },
  {
    name: 'auth-sign-up',
    who: 'visitor',
    path: () => '/auth',
    ready: (p) => p.getByRole('form', { name: 'Sign up' }).waitFor(),
    walk: (p) => p.getByRole('tab', { name: 'Sign Up' }).click(),
  },
  {
    // Signing up with an address that has an account: the neutral "check your email" answer (decision 0020).
    name: 'auth-sign-up-address-taken',
    who: 'visitor',
    path: () => '/auth',
    ready: text("Check your email: we've sent the next step to that address."),
    walk: async (p) => {
      await p.getByRole('tab', { name: 'Sign Up' }).click();
      const form = p.getByRole('form', { name: 'Sign up' });
      await form.getByLabel('Username').fill(`visitor${Math.floor(Math.random() * 1e6)}`);
      await form.getByLabel('Email').fill('rangi@co-nz.example');
      await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await form.getByLabel('Confirm password').fill(PASSWORD);
      await form.getByRole('button', { name: 'Create Account' }).click();
    },
  },
  { name: 'forgot-password', who: 'visitor', path: () => '/forgot-password', ready: heading(/password/i) },
  { name: 'reset-password', who: 'visitor', path: () => '/reset-password', ready: heading(/Reset/) },
  { name: 'not-found-signed-out', who: 'visitor', path: () => '/no/such/page', ready: text('404 Page Not Found') },
  { name: 'unsubscribe', who: 'visitor', path: (s) => s.unsubscribePath(), ready: heading('Stop review invitations?') },
  {
    name: 'unsubscribe-done',
    who: 'visitor',
    path: (s) => s.unsubscribePath(),
    walk: (p) => p.getByRole('button', { name: 'Unsubscribe' }).click(),
    ready: text(/undo this for the next 15 minutes/),
  },
  {
    name: 'unsubscribe-undone',
    who: 'visitor',
    path: (s) => s.unsubscribePath(),
    walk: async (p) => {
      await p.getByRole('button', { name: 'Unsubscribe' }).click();
      await p.getByRole('button', { name: 'Subscribe again' }).click();
    },
    ready: heading('You are subscribed again'),
  },
  { name: 'dashboard', who: 'owner', path: () => '/', ready: heading(/Kia ora/) },
  { name: 'admin-setup', who: 'owner', path: () => '/admin-setup', ready: heading(/admin/i) },
  { name: 'account-security', who: 'owner', path: () => '/account/security', ready: heading('Account security') },
  {
    name: 'account-security-app-setup',
    who: 'owner',
    path: () => '/account/security',
    walk: async (p) => {
      await p.getByRole('button', { name: 'Set up an authenticator app' }).click();
    },
    ready: (p) => p.getByRole('img', { name: 'QR code to scan with your authenticator app' }).waitFor(),
  },
  {
    name: 'account-security-admin',
    who: 'admin',
    path: () => '/account/security',
    ready: (p) => p.getByText('Your authenticator app is on.').waitFor(),
  },
  { name: 'not-found-signed-in', who: 'owner', path: () => '/no/such/page', ready: text('404 Page Not Found') },
  // The header's "More" list open where entries overflow into it, and the menu on phones.
  {
    name: 'navigation-open',
    who: 'admin',
    path: () => '/reviews',
    // Admin comes last: shown once the list or menu is open (or, where every entry fits, in the row itself).
    ready: (p) => p.locator('header').getByRole('link', { name: 'Admin', exact: true }).waitFor(),
    walk: async (p) => {
      await p.locator('#main h1').first().waitFor();
      const more = p.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: /^More/ });
      const menu = p.getByRole('button', { name: 'Open menu' });
      if (await more.isVisible()) await more.click();
      else if (await menu.isVisible()) await menu.click();
    },
  },
];

/**
 * The kernel's pages and every installed module's. A module's visits name the seed's fields they read
 * (`PageVisit<{ followUpId: string }>`): one the seed does not make fails that visit, naming the field.
 */
const PAGES = [...KERNEL_PAGES, ...(await moduleLists<PageVisit<Seed>[]>('pages.ts', 'pages')).flatMap(({ list }) => list)];
const repeated = PAGES.map((v) => v.name).filter((name, i, all) => all.indexOf(name) !== i);
if (repeated.length) throw new Error(`Two page visits are called ${repeated.join(', ')}: each name must be unique.`);

/** The seed as the visits read it: a field it does not have is a mistake, not an address with "undefined" in it. */
const checkedSeed = (seed: Seed) =>
  new Proxy(seed, {
    get(target, field) {
      if (typeof field === 'string' && !(field in target)) throw new Error(`the every-page seed makes no "${field}"`);
      return Reflect.get(target, field);
    },
  });

const ADMIN_CODE = 'EVERY-PAGE-ADMIN-CODE';

let app: RunningApp;
let browser: Browser;
let owner: TestAgent & { userId: string };
let seed: Seed;
let readers = 0;
let google: GoogleStandIn;

async function inviteFor(customerName: string): Promise<string> {
  const res = await owner.post('/api/invites', {
    customerName,
    jobDescription: 'Switchboard upgrade and two new circuits for the garage workshop',
    jobLocation: 'Karori, Wellington',
    // A whole team beside its people: the owner's analytics list it apart, and the customer never sees it.
    teamMembers: ['Wellington crew', 'Wiremu Tane', 'Sione Fifita'],
  });
  expect(res.status).toBe(201);
  return res.body.data.inviteToken;
}

/** Google's side, for the owner's Google reviews: a reply Google rejected, and one waiting for its check. */
async function startGoogle(): Promise<GoogleStandIn> {
  const stand = await GoogleStandIn.start();
  const daysAgo = (d: number) => new Date(Date.now() - d * 86_400_000).toISOString();
  stand.reviews.set('locations/2001', [
    {
      reviewId: 'r-tama',
      reviewer: { displayName: 'Tama Rangihau-Whitcombe' },
      starRating: 'TWO',
      comment: 'Booked for 8am and arrived at 11. The new circuit works fine though.',
      createTime: daysAgo(3),
      updateTime: daysAgo(3),
      reviewReply: {
        comment: 'Sorry Tama! Ring us on 04 555 0123 and quote SORRY10 for 10% off your next job.',
        updateTime: daysAgo(2),
        state: 'REJECTED',
        policyViolation: 'OFF_TOPIC',
      },
    },
    {
      reviewId: 'r-ana',
      reviewer: { displayName: 'Ana Lealaiauloto' },
      starRating: 'FIVE',
      comment: 'Tidy heat pump install, and they explained every step.',
      createTime: daysAgo(1),
      updateTime: daysAgo(1),
      reviewReply: { comment: 'Thank you Ana, it was a pleasure.', updateTime: daysAgo(1), state: 'PENDING' },
    },
  ]);
  return stand;
}

beforeAll(async () => {
  google = await startGoogle();
  // Every screen drawn on the embedded database too (the other browser tests run on the suite's: decision 0039).
  app = await startApp({
    database: 'pglite',
    env: { ADMIN_SETUP_TOKEN: ADMIN_CODE, ...google.koreroEnv() },
  });
  browser = await launchBrowser();
  owner = await app.t.signUp('rangi', PASSWORD);
  // An administrator, with a discount code and alerts to show.
  const admin = await app.t.signUp('kaitiaki', PASSWORD);
  expect((await admin.post('/api/admin-setup', { code: ADMIN_CODE })).status).toBe(200);
  await enrolAuthenticatorApp(app, admin, 'kaitiaki');
  expect(
    (
      await admin.post('/api/admin/discount-codes', {
        code: 'MATARIKI-25',
        description: 'Matariki offer',
        discountType: 'percentage',
        discountValue: 25,
      })
    ).status,
  ).toBe(201);
  expect((await admin.post('/api/admin/alerts/generate-demo')).status).toBe(200);
  await app.t.kernel.db.withContext(() => app.t.kernel.get(billingPort).update(admin.userId, { tier: 'professional', status: 'active' }));
  for (const [name, averageRating, totalReviews] of [
    ['Kapiti Coast Electrical Services', 4.7, 128],
    ['Sparky Ltd', 3.9, 14],
  ] as const) {
    expect((await admin.post('/api/competitors/manual', { name, averageRating, totalReviews, asOf: '2026-11-20' })).status).toBe(201);
  }
  // An owner with everything filled in: long names are what push a phone layout sideways.
  await owner.patch('/api/profile', {
    businessName: 'Rangi Electrical',
    email: 'office@rangielectrical.example',
    businessPhone: '04 555 0123',
    serviceTypes: JSON.stringify(['Switchboards', 'Heat pumps', 'EV chargers', 'Lighting design', 'Rewiring', 'Smoke alarms']),
  });
  // Google connected (before the reviews below are seeded: connecting starts the location's reviews afresh), and synced.
  const consent = new URL((await owner.get('/api/google/connect-url')).body.data.url);
  expect((await owner.get(`/api/google/callback?code=${CODE}&state=${consent.searchParams.get('state')}`)).status).toBe(200);
  let synced = 0;
  for (let i = 0; i < 100 && synced < 2; i++) {
    synced = (await owner.get('/api/google/reviews')).body.total ?? 0;
    if (synced < 2) await new Promise((r) => setTimeout(r, 100));
  }
  expect(synced).toBe(2);
  for (const [name, members] of [
    ['Wellington crew', ['Wiremu Tane', 'Sione Fifita', 'Mere Parata']],
    ['Kapiti Coast installations', ['Hemi Walker', 'Aroha Ngata']],
  ] as const) {
    const team = await owner.post('/api/teams', { name, description: `Jobs for the ${name}` });
    for (const member of members) await owner.post('/api/team-members', { teamId: team.body.data.id, name: member, role: 'Electrician' });
  }
  // Completed jobs for the compliance screens: one asked, one not (with its reason), one still to ask.
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Auckland' }).format(new Date());
  for (const [customerName, technicians] of [
    ['Tui Henare', ['Wiremu Tane', 'Sione Fifita']],
    ['Ngaire Whaanga-Pomare', ['Mere Parata']],
    ['Kahu Tamihana', ['Hemi Walker']],
  ] as const) {
    const job = await owner.post('/api/compliance/jobs', {
      jobDate: today,
      customerName,
      customerPhone: '021 555 0199',
      description: 'Heat pump installation with a new dedicated circuit',
      location: 'Paraparaumu Beach, Kapiti Coast',
      technicians,
    });
    expect(job.status).toBe(201);
    if (customerName === 'Ngaire Whaanga-Pomare') {
      await owner.post(`/api/compliance/jobs/${job.body.data.id}/skip`, { reason: 'handled_directly', note: 'Warranty callback' });
    }
  }
  const answered = await inviteFor('Aroha Smith');
  const submitted = await app.t.anonymous().post(`/api/reviews/submit/${answered}`, {
    starRating: 4,
    selectedFeedback: ['quality-0'],
    reviewerText: 'Tidy work on the switchboard.',
    generatedReview: 'Wiremu and Sione did tidy work on our switchboard and explained every step.',
    reviewDestination: 'google',
    consent: true,
    showOnWebsite: true,
  });
  expect(submitted.status).toBe(200);
  // Google showed Aroha's review, then removed it: matched to her answer, so the Reviews card says so.
  const sql = (query: string, params: unknown[]) => app.t.kernel.db.withContext(() => app.t.kernel.db.em.execute(query, params, 'run'));
  const googleReviewId = randomUUID();
  const seen = new Date(Date.now() - 10 * 24 * 3600_000);
  const removed = new Date(Date.now() - 2 * 24 * 3600_000);
  await sql(
    `insert into google_review (id, business_id, google_name, reviewer, star_rating, comment, created_at, updated_at, first_seen_at, last_seen_at, removed_at, notified_at, removal_notified_at)
     values (?, ?, ?, 'Aroha Smith', 4, ?, ?, ?, ?, ?, ?, ?, ?)`,
    [
      googleReviewId,
      owner.userId,
      `accounts/1/locations/2/reviews/${googleReviewId}`,
      'Wiremu and Sione did tidy work.',
      seen,
      seen,
      seen,
      removed,
      removed,
      seen,
      removed,
    ],
  );
  await sql(`insert into google_match (submission_id, business_id, google_review_id, score, matched_at) values (?, ?, ?, 0.95, ?)`, [
    submitted.body.data.submissionId,
    owner.userId,
    googleReviewId,
    seen,
  ]);
  // An invitation to a manager not yet accepted (Settings → Staff lists it).
  expect((await owner.post('/api/staff/invitations', { email: 'mere@rangielectrical.example', role: 'manager' })).status).toBe(201);
  // A technician of the administrator's business (which pays for email), who has asked a customer by email.
  const hired = await admin.post('/api/staff/invitations', { email: 'hemi@rangielectrical.example', role: 'technician' });
  const technician = app.t.anonymous();
  const joined = await technician.post('/api/staff/accept', {
    token: new URL(hired.body.data.acceptUrl).searchParams.get('token'),
    username: 'hemi-tech',
    password: PASSWORD,
    displayName: 'Hemi Walker',
  });
  expect(joined.status, JSON.stringify(joined.body)).toBe(201);
  const asked = await technician.post('/api/invites', {
    customerName: 'Kiri Moana',
    jobDescription: 'Heat pump service',
    jobLocation: 'Otaki',
    customerEmail: 'kiri@nz.example',
    sendEmail: true,
    consent: true,
  });
  expect(asked.status, JSON.stringify(asked.body)).toBe(201);
  // A 2★ answer sent privately, with long words: a follow-up for the owner to answer.
  const unhappy = await app.t.anonymous().post(`/api/reviews/submit/${await inviteFor('Ngaire Whaanga-Pomare')}`, {
    starRating: 2,
    generatedReview: 'The electrician arrived two hours after the booked time and the switchboard cover is still cracked.',
    reviewDestination: 'private',
    consent: true,
  });
  expect(unhappy.status).toBe(200);
  let followUpId = '';
  for (let i = 0; i < 100 && !followUpId; i++) {
    followUpId = (await owner.get('/api/follow-ups')).body.data?.[0]?.id ?? '';
    if (!followUpId) await new Promise((r) => setTimeout(r, 100));
  }
  expect(followUpId).not.toBe('');
  const link = await owner.put('/api/reviews/public-link', { enabled: true });
  const simple = await app.t.anonymous().post('/api/submit-review', {
    satisfaction: 'Satisfied',
    feedback: ['Reliable'],
    comments: 'Came on time.',
    rating: 4,
    key: link.body.data.key,
  });
  expect(simple.status).toBe(200);
  const { review, submissionId, editToken } = simple.body;
  seed = {
    freshToken: await inviteFor('Hemi Walker'),
    answeredToken: answered,
    walkToken: await inviteFor('Mere Parata'),
    linkKey: link.body.data.key,
    previewPath: `/review-preview/${review.id}?businessName=Rangi%20Electrical&placeId=#token=${editToken}`,
    feedbackPath: `/feedback?submissionId=${submissionId}&reviewId=${review.id}#token=${editToken}`,
    followUpId,
    googleReviewId,
    unsubscribePath: () => {
      const url = new URL(app.t.kernel.get(messagingPort).unsubscribeUrl('email', `reader${++readers}@nz.example`));
      return `${url.pathname}${url.search}`;
    },
  };
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
  await google?.close();
});

/** What is wider than the screen, and which fields cut their own hint text. */
async function layoutProblems(page: Page, width: number): Promise<string[]> {
  // A phone widens its layout viewport to fit content that is too wide, so the screen's width comes from the test.
  return page.evaluate((width) => {
    const problems: string[] = [];
    const doc = document.documentElement;
    if (doc.scrollWidth > width) problems.push(`the page is ${doc.scrollWidth}px wide on a ${width}px screen`);
    const describe = (el: Element) => {
      const label = el.getAttribute('aria-label') ?? el.getAttribute('placeholder') ?? (el.textContent ?? '').trim().slice(0, 40);
      return `<${el.tagName.toLowerCase()}> "${label}"`;
    };
    // Something poking past the right edge even when a parent hides the overflow (cut off rather than scrollable).
    for (const el of Array.from(document.body.querySelectorAll('button, a, input, select, textarea, [role="switch"], h1, h2, h3'))) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      // A form's hidden mirror of a switch (Radix keeps one beside it, invisible and hidden from assistive tech).
      if (el.closest('[aria-hidden="true"]') && getComputedStyle(el).opacity === '0') continue;
      let scroller: Element | null = el.parentElement;
      while (scroller && !/(auto|scroll)/.test(getComputedStyle(scroller).overflowX)) scroller = scroller.parentElement;
      if (scroller && scroller !== document.body && scroller !== doc) continue;
      if (box.right > width + 1 || box.left < -1)
        problems.push(`${describe(el)} reaches ${Math.round(box.left)}–${Math.round(box.right)}px`);
    }
    const canvas = document.createElement('canvas').getContext('2d')!;
    for (const input of Array.from(document.querySelectorAll<HTMLInputElement>('input[placeholder], textarea[placeholder]'))) {
      if (input.offsetWidth === 0 || input.value) continue;
      const style = getComputedStyle(input);
      canvas.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      if (input.tagName === 'INPUT' && canvas.measureText(input.placeholder).width > room + 1)
        problems.push(`${describe(input)}: its hint is cut`);
    }
    return problems;
  }, width);
}

async function contextFor(width: number, who: PageVisit['who']): Promise<BrowserContext> {
  const phone = width < 768;
  const context = await browser.newContext({
    viewport: { width, height: phone ? 800 : 860 },
    // A phone's layout (isMobile widens the layout viewport to fit what is too wide), drawn at one device pixel per CSS
    // pixel: what fits and what axe finds do not change with the pixel density, and a quarter of the pixels draws faster.
    ...(phone ? { deviceScaleFactor: 1, isMobile: true, hasTouch: true } : {}),
  });
  // This machine has no internet: Google's pages are answered locally.
  await context.route(/^https:\/\/(search\.google\.com|www\.google\.com|maps\.googleapis\.com)\//, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Google</title>Google' }),
  );
  if (who !== 'visitor') {
    const signedIn = signedInAs.get(who);
    if (signedIn) await context.addCookies(signedIn);
    else {
      const page = await context.newPage();
      await page.goto(`${app.url}/auth`);
      await submitSignIn(page, { owner: 'rangi', admin: 'kaitiaki', technician: 'hemi-tech' }[who], PASSWORD);
      await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
      // The app's main, or a technician's lean page's.
      await page.locator('#main, main').first().waitFor();
      await page.close();
      signedInAs.set(who, await context.cookies());
    }
  }
  return context;
}

/**
 * Each role signs in once and its session is reused by every later context: the page list has grown past the sign-in
 * limit's 20 attempts in 15 minutes from one address (all of them from 127.0.0.1), which a sign-in per test reached.
 */
const signedInAs = new Map<PageVisit['who'], Awaited<ReturnType<BrowserContext['cookies']>>>();

/**
 * Opens a page. An owner's or an administrator's next page is reached as they reach it, inside the app (the router
 * follows the address, as a link in the header does): loading the shell and its modules again for each page was most
 * of this file's time, and a link opened afresh is drawn by the first page of each part and by the feature tests. The
 * same address with other words after it (a dialog left open there) is loaded afresh.
 */
async function open(page: Page, path: string, who: PageVisit['who']): Promise<void> {
  const current = page.url().startsWith(app.url) ? new URL(page.url()) : null;
  const target = new URL(path, app.url);
  // A page the API answers itself (the printable dispute summary) is a document of its own, not one of the app's:
  // opened, and left, by loading it.
  const inApp = !target.pathname.startsWith('/api/') && !current?.pathname.startsWith('/api/');
  if ((who === 'owner' || who === 'admin') && inApp && current && current.pathname !== target.pathname) {
    const go = (to: string) => {
      window.history.pushState(null, '', to);
      window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    };
    // Through the app's 404 first: the router may keep the page before on screen while the next one's module loads,
    // and what the next page waits for must not be found on the page before.
    await page.evaluate(go, '/every-page/between');
    await page.getByText('404 Page Not Found').first().waitFor();
    await page.evaluate(go, path);
    return;
  }
  await page.goto(target.href);
}

/** Pages per test: each test stays well within its time limit however many pages are added. */
const PER_TEST = 6;

describe('every page, at phone and desktop widths', () => {
  for (const width of WIDTHS) {
    for (const who of ['visitor', 'owner', 'admin', 'technician'] as const) {
      const visits = PAGES.filter((v) => v.who === who);
      const parts = Math.ceil(visits.length / PER_TEST);
      for (let part = 0; part < parts; part++) {
        const axe = axeWidth(who) === width;
        const name = `fits a ${width}px screen${axe ? ' and has no serious or critical axe findings' : ''} (${who}${parts > 1 ? `, ${part + 1} of ${parts}` : ''})`;
        it(name, async () => {
          const found: string[] = [];
          const context = await contextFor(width, who);
          // One tab for the part's pages, each loaded afresh by its address (as a person opening a link would), so a
          // new renderer is not started for each.
          const page = await context.newPage();
          page.setDefaultTimeout(8000);
          const errors: string[] = [];
          page.on('pageerror', (error) => errors.push(error.message));
          const settled = quietNetwork(page);
          for (const visit of visits.slice(part * PER_TEST, (part + 1) * PER_TEST)) {
            // A walk that changes what the page shows next time is taken at the first width only.
            if (visit.once && width !== WIDTHS[0]) continue;
            errors.length = 0;
            // As a fresh tab: nothing a page before kept for the tab (a draft in sessionStorage) carries over.
            await page.evaluate(() => sessionStorage.clear()).catch(() => undefined);
            const where = `${visit.name} @${width}`;
            const before = found.length;
            try {
              await open(page, visit.path(checkedSeed(seed)), who);
              await visit.walk?.(page);
              await visit.ready(page);
              await settled();
            } catch (error) {
              found.push(`${where}: did not draw (${(error as Error).message.split('\n')[0]})`);
            }
            for (const problem of await layoutProblems(page, width)) found.push(`${where}: ${problem}`);
            for (const error of errors) found.push(`${where}: script error ${error}`);
            if (axe) {
              for (const v of await seriousAxeFindings(page)) {
                const targets = v.nodes.slice(0, 3).map((n) => n.target.join(' '));
                found.push(`${where}: axe ${v.impact} ${v.id} (${v.help}) at ${targets.join(' | ')}`);
              }
            }
            // A picture of what was wrong, for the person reading the failure; a page that passed needs none.
            if (found.length > before) await screenshotFailure(page, `every-page-${width}-${visit.name}`);
          }
          await context.close();
          expect(found).toEqual([]);
        });
      }
    }
  }
});
