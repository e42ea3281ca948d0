import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { billingPort } from '@korero/core/sdk';
import { launchBrowser, PHONE, screenshot, signedInContext, startApp, type RunningApp } from './support/app.ts';

let app: RunningApp;
let browser: Browser;
beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

const NAME = 'Tāmaki Plumbing & Drainage of Wellington';

describe('a long SMS, on a phone (docs/decisions/0017)', () => {
  it('Settings and the invitation form count the text in segments, and the text goes as counted', async () => {
    expect(NAME).toHaveLength(40);
    // The owner, made through the API (name and plan), then signed in on a phone.
    const owner = await app.t.signUp('tamaki', 'kia kaha 2026');
    expect((await owner.patch('/api/profile', { businessName: NAME, email: 'tamaki@biz.example' })).status).toBe(200);
    await app.t.kernel.db.withContext(() => app.t.kernel.get(billingPort).update(owner.userId, { tier: 'professional', status: 'active' }));
    const { page, errors, context } = await signedInContext(browser, app.url, 'tamaki', 'kia kaha 2026', PHONE);

    // Settings: the longest text with this name, in segments, and the note on macrons in plain words.
    await page.goto(`${app.url}/settings/messages`);
    const panel = page.getByTestId('sms-length');
    await panel.getByText('Longest text: 3 texts').waitFor();
    await panel.getByText('Macrons (ā) make each text hold 70 characters instead of 160').waitFor();
    await panel.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'sms-length-settings-phone');
    await panel.getByRole('radio', { name: /Send the whole text/ }).check();
    await page.getByText('Long texts follow this choice from now on.').first().waitFor();

    // The form: how many texts, before creating.
    await page.goto(`${app.url}/invites`);
    await page.getByRole('switch', { name: 'Text message (SMS)' }).click();
    await page.getByLabel('Customer name').fill('Aroha Smith');
    await page.getByLabel('Mobile number').fill('021 555 0177');
    await page.getByLabel('Job description').fill('Blocked drain cleared, downpipe replaced');
    await page.getByLabel('Job location').fill('Ōtaki');
    const note = page.getByTestId('sms-length-note');
    await note.getByText(/The SMS will be 3 texts, counted as 3 against your plan's SMS/).waitFor();
    await note.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'sms-length-invite-form-phone');
    await page.getByLabel('The customer agreed to be contacted about this job').click();
    await page.getByRole('button', { name: 'Create Review Invitation' }).click();
    await page.getByTestId('link-generated').getByText('Review Link Generated').waitFor();

    const [text] = await app.t.kernel.db.direct<Array<{ body_text: string }>>(
      "select body_text from core_outbox_message where business_id = ? and channel = 'sms'",
      [owner.userId],
    );
    expect(text!.body_text).toContain(`How was ${NAME} (Blocked drain cleared, downpipe replaced)? Review: ${app.url}/r/`);
    expect(text!.body_text).toContain('Blocked drain cleared, downpipe replaced');
    // Counted against the plan as the three texts the form said.
    const [row] = await app.t.kernel.db.direct<Array<{ sms_segments: number }>>(
      'select sms_segments from invites_invitation where business_id = ?',
      [owner.userId],
    );
    expect(Number(row!.sms_segments)).toBe(3);
    expect(errors).toEqual([]);
    await context.close();
  });
});
