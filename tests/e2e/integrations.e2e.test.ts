import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { Webhook } from 'standardwebhooks';
import { billingPort } from '@korero/core/sdk';
import { DESKTOP, launchBrowser, PHONE, screenshot, signedInContext, startApp, type RunningApp } from './support/app.ts';

const PASSWORD = 'kia kaha 2026';
let app: RunningApp;
let browser: Browser;
let receiver: Server;
let receiverUrl = '';
const received: Array<{ headers: IncomingHttpHeaders; body: string }> = [];

beforeAll(async () => {
  receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      res.end('ok');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
  // The receiver is on this machine, which webhooks may reach only with this (development and tests).
  app = await startApp({ env: { WEBHOOKS_ALLOW_PRIVATE: 'true' } });
  browser = await launchBrowser();
  const owner = await app.t.signUp('hana', PASSWORD);
  await owner.patch('/api/profile', { businessName: 'Hana Builders', email: 'office@hana.example' });
  await app.t.kernel.db.withContext(() => app.t.kernel.get(billingPort).update(owner.userId, { tier: 'professional', status: 'active' }));
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
  await new Promise<void>((resolve) => (receiver ? receiver.close(() => resolve()) : resolve()));
});

describe('integrations in the browser', () => {
  it('makes an API key a job system then uses, and a webhook whose test event arrives signed', async () => {
    const { page, errors, context } = await signedInContext(browser, app.url, 'hana', PASSWORD, DESKTOP);
    await page.goto(`${app.url}/settings/api-keys`);
    const keys = page.getByTestId('api-keys-panel');
    await keys.getByRole('button', { name: 'Create API key' }).click();
    await keys.getByText('Tick at least one thing the key may do').waitFor();
    await keys.getByLabel(/Key name/).fill('Tradify');
    await keys.getByRole('checkbox', { name: 'invites:write' }).click();
    await keys.getByRole('button', { name: 'Create API key' }).click();
    const shown = keys.getByTestId('new-api-key');
    await shown.waitFor();
    const key = (await shown.textContent())!.trim();
    expect(key).toMatch(/^krc_/);
    await screenshot(page, 'integrations-api-key-desktop');

    // The job system creates an invitation with it.
    const made = await fetch(`${app.url}/api/invites`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ customerName: 'Tipene', jobDescription: 'Deck', jobLocation: 'Ōtaki', consent: false }),
    });
    expect(made.status).toBe(201);
    await keys.getByRole('button', { name: 'Done' }).click();
    await page.reload();
    await keys
      .getByRole('list', { name: 'API keys' })
      .getByText(/last used/)
      .waitFor();

    // A webhook endpoint, and its test event, in the next section of Settings.
    await page.getByRole('navigation', { name: 'Settings sections' }).getByRole('link', { name: 'Webhooks' }).click();
    const hooks = page.getByTestId('webhooks-panel');
    await hooks.getByLabel('Endpoint address').fill(receiverUrl);
    await hooks.getByLabel('Description (optional)').fill('Our job board');
    await hooks.getByRole('button', { name: 'Add endpoint' }).click();
    const secret = (await hooks.getByTestId('webhook-secret').textContent())!.trim();
    expect(secret).toMatch(/^whsec_/);
    await hooks.getByRole('button', { name: 'Done' }).click();
    const endpoint = hooks.getByTestId('webhook-endpoint');
    await endpoint.getByText('Our job board').waitFor();
    await endpoint.getByRole('button', { name: 'Send test event' }).click();
    await endpoint.getByRole('list', { name: 'Deliveries' }).getByText('Delivered').waitFor({ timeout: 15_000 });
    await endpoint.getByText('HTTP 200').waitFor();
    await screenshot(page, 'integrations-webhook-delivered-desktop');
    const [got] = received;
    const payload = new Webhook(secret).verify(got!.body, {
      'webhook-id': String(got!.headers['webhook-id']),
      'webhook-timestamp': String(got!.headers['webhook-timestamp']),
      'webhook-signature': String(got!.headers['webhook-signature']),
    });
    expect(payload).toMatchObject({ type: 'webhook.test', data: { message: expect.stringContaining('Hana Builders') } });

    // A private address is refused, in words.
    await hooks.getByLabel('Endpoint address').fill('ftp://files.nz.example/in');
    await hooks.getByRole('button', { name: 'Add endpoint' }).click();
    await hooks.getByText('Enter a full address, starting with https://').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('fits a phone: keys and webhooks without sideways scrolling', async () => {
    const { page, errors, context } = await signedInContext(browser, app.url, 'hana', PASSWORD, PHONE);
    await page.goto(`${app.url}/settings/webhooks`);
    await page.getByTestId('webhook-endpoint').getByRole('button', { name: 'Deliveries' }).click();
    await page.getByTestId('webhook-endpoint').getByRole('list', { name: 'Deliveries' }).getByText('Delivered').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'integrations-webhooks-phone');
    await page.goto(`${app.url}/settings/api-keys`);
    await page.getByTestId('api-keys-panel').getByRole('list', { name: 'API keys' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'integrations-settings-phone');
    expect(errors).toEqual([]);
    await context.close();
  });
});
