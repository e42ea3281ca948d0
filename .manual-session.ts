// Manual-use session against a running Korero (not part of the suite): owners and customers in Chromium.
import { readFileSync } from 'node:fs';
import { DESKTOP, launchBrowser, newPage, PHONE, signUpInBrowser } from './tests/e2e/support/app.ts';
const BASE = process.env.BASE ?? 'http://127.0.0.1:3000';
const shot = (page: any, name: string) => page.screenshot({ path: `/tmp/manual/${name}.png`, fullPage: false });
const mails = () => { try { return readFileSync('/tmp/manual/mail.log', 'utf8').trim().split('\n').filter(Boolean).map((l) => JSON.parse(l)); } catch { return []; } };
const browser = await launchBrowser();
const allErrors: string[] = [];
const round = Number(process.env.ROUND ?? 1);
for (let o = 0; o < 2; o++) {
  const name = `owner${round}x${o}`;
  const context = await browser.newContext(o === 0 ? DESKTOP : PHONE);
  const { page, errors } = await newPage(context);
  await signUpInBrowser(page, BASE, name);
  await page.goto(`${BASE}/`);
  const card = page.getByTestId('profile-card');
  await card.getByLabel('Business name').fill(`${name} Plumbing`);
  await card.getByRole('button', { name: 'Save Profile' }).click();
  await card.getByText('Complete').waitFor();
  await page.goto(`${BASE}/subscription`);
  const popup = page.waitForEvent('popup');
  await page.getByTestId('plan-professional').getByRole('button', { name: 'Upgrade to Professional' }).click();
  const checkout = await popup;
  await checkout.getByTestId('test-checkout').waitFor();
  await checkout.getByRole('button', { name: 'Complete test checkout' }).click();
  await checkout.getByTestId('current-plan').getByText('Professional').waitFor();
  await checkout.close();
  for (let i = 0; i < 2; i++) {
    const customer = `c${round}x${o}x${i}`;
    await page.goto(`${BASE}/invites`);
    await page.getByLabel('Customer name').fill(`Customer ${customer}`);
    await page.getByRole('switch', { name: 'Email' }).click();
    await page.getByRole('textbox', { name: 'Email' }).fill(`${customer}@customers.test`);
    await page.getByLabel('Job description').fill('Leaking tap');
    await page.getByLabel('Job location').fill('Petone');
    const consent = page.getByRole('checkbox', { name: /agreed/i });
    if (await consent.count()) await consent.check();
    await page.getByRole('button', { name: 'Create Review Invitation' }).click();
    await page.getByTestId('link-generated').waitFor();
    if (i === 0) await shot(page, `invite-${name}`);
    // The customer reads the email and opens the link on a phone.
    let link: string | undefined;
    for (let w = 0; w < 100 && !link; w++) {
      const mail = mails().find((m) => m.to.includes(`${customer}@customers.test`));
      link = mail ? /https?:\/\/[^\s"<>]+\/review\/[A-Za-z0-9_-]+/.exec(mail.raw.replace(/=\r\n/g, ''))?.[0] : undefined;
      if (!link) await new Promise((r) => setTimeout(r, 200));
    }
    if (!link) throw new Error(`no email for ${customer}`);
    const phone = await browser.newContext(PHONE);
    const c = await newPage(phone);
    await c.page.goto(link);
    await c.page.getByRole('heading', { name: 'Share Your Experience' }).waitFor();
    await c.page.getByRole('radio', { name: `${4 + (i % 2)} stars` }).click();
    await c.page.getByRole('button', { name: 'Generate My Review' }).click();
    await c.page.getByLabel('Review text').waitFor();
    await c.page.getByRole('radio', { name: /Send private feedback to owner/ }).click();
    await c.page.getByRole('checkbox', { name: /I confirm/ }).check();
    await c.page.getByRole('button', { name: 'Send Private Feedback' }).click();
    await c.page.getByText('Your private feedback has been sent to the business owner.').waitFor();
    await shot(c.page, `customer-${customer}`);
    allErrors.push(...c.errors);
    await phone.close();
    await new Promise((r) => setTimeout(r, 3000));
  }
  await page.goto(`${BASE}/reviews`);
  await page.getByRole('heading', { name: 'Reviews' }).waitFor();
  await page.getByTestId('submission').first().waitFor();
  await shot(page, `reviews-${name}`);
  allErrors.push(...errors);
  await context.close();
}
await browser.close();
console.log('done round', round, 'console errors:', JSON.stringify(allErrors));
