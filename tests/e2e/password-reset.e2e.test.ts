import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  DESKTOP,
  launchBrowser,
  newPage,
  PHONE,
  repoRoot,
  screenshot,
  signUpInBrowser,
  startApp,
  type RunningApp,
  submitSignIn,
} from './support/app.ts';

// smtp-server is a test dependency of core, not of this package: load it from there, typed as much as used here.
interface SmtpServer {
  server: { address(): AddressInfo | string | null };
  listen(port: number, host: string, callback: () => void): void;
  close(callback: () => void): void;
}
type SmtpServerClass = new (options: {
  authOptional: boolean;
  disabledCommands: string[];
  onData(stream: Readable, session: { envelope: { rcptTo: Array<{ address: string }> } }, callback: () => void): void;
}) => SmtpServer;
const { SMTPServer } = createRequire(path.join(repoRoot, 'core/package.json'))('smtp-server') as { SMTPServer: SmtpServerClass };

// A real SMTP server on a free local port: Korero sends the reset email to it through nodemailer.
const inbox: Array<{ to: string[]; raw: string }> = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, session, callback) {
    let raw = '';
    stream.on('data', (chunk: Buffer) => (raw += chunk.toString('latin1')));
    stream.on('end', () => {
      inbox.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
      callback();
    });
  },
});

/** Waits for a message to the address and returns the reset link in it (quoted-printable decoded). */
async function resetLinkFor(address: string, after: number): Promise<string> {
  for (let i = 0; i < 100; i++) {
    const mail = inbox.slice(after).find((m) => m.to.includes(address));
    if (mail) {
      const body = mail.raw.replace(/=\r\n/g, '').replace(/=3D/gi, '=');
      const link = /https?:\/\/[^\s"<>]+\/reset-password\?token=[\w-]+/.exec(body)?.[0];
      if (!link) throw new Error('The email has no reset link.');
      return link;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`No email reached ${address}.`);
}

let app: RunningApp;
let browser: Browser;
beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  app = await startApp({
    env: { SMTP_URL: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`, MAIL_FROM: 'Korero <no-reply@korero.test>' },
  });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
  await new Promise<void>((resolve) => smtp.close(resolve));
});

const toast = (page: Page, title: string) => page.getByTestId('toast').getByText(title, { exact: true }).waitFor();

describe('password recovery in Chromium', () => {
  it('forgot password → the email arrives → reset → sign in with the new password; the old session is gone', async () => {
    // The owner is signed in on their laptop…
    const laptop = await browser.newContext(DESKTOP);
    const { page: old, errors: oldErrors } = await newPage(laptop);
    await signUpInBrowser(old, app.url, 'hinemoa', 'forgotten password 1');

    // …and has forgotten the password on another browser.
    const context = await browser.newContext(DESKTOP);
    const { page, errors } = await newPage(context);
    await page.goto(`${app.url}/auth`);
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.waitForURL('**/forgot-password');
    const send = page.getByRole('button', { name: 'Send Reset Email' });
    expect(await send.isDisabled()).toBe(true);
    await page.getByLabel('Email').fill('hinemoa.co-nz.example');
    await send.click();
    await toast(page, 'Invalid Email');
    await screenshot(page, 'forgot-password-desktop');

    const before = inbox.length;
    await page.getByLabel('Email').fill('  Hinemoa@co-nz.example ');
    await send.click();
    await page.getByRole('heading', { name: 'Check Your Email' }).waitFor();
    await toast(page, 'Reset Email Sent');
    expect(await page.getByText("If an account with that email exists, we've sent you a password reset link.").first().isVisible()).toBe(
      true,
    );
    expect(await page.getByText('The link expires in 1 hour', { exact: false }).isVisible()).toBe(true);
    expect(await page.getByText('spam', { exact: false }).isVisible()).toBe(true);
    await screenshot(page, 'forgot-password-sent-desktop');
    await page.getByRole('button', { name: 'Try a different email address' }).click();
    expect(await page.getByLabel('Email').inputValue()).toBe('');

    const link = await resetLinkFor('hinemoa@co-nz.example', before);
    expect(link.startsWith(`${app.url}/reset-password?token=`)).toBe(true);

    await page.goto(link);
    await page.getByRole('heading', { name: 'Set New Password' }).waitFor();
    expect(await page.getByText('Must be at least 8 characters long').isVisible()).toBe(true);
    const password = page.getByLabel('New password', { exact: true });
    const confirm = page.getByLabel('Confirm new password');
    const submit = page.getByRole('button', { name: 'Reset Password' });
    expect(await submit.isDisabled()).toBe(true);
    await password.fill('short');
    await confirm.fill('short');
    await submit.click();
    await toast(page, 'Password Too Short');
    await password.fill('a new dawn 2026');
    await confirm.fill('a new dawn 2025');
    await submit.click();
    await toast(page, "Passwords Don't Match");
    expect(await password.getAttribute('type')).toBe('password');
    await page.getByRole('button', { name: 'Show password' }).click();
    expect(await password.getAttribute('type')).toBe('text');
    await confirm.fill('a new dawn 2026');
    await screenshot(page, 'reset-password-desktop');
    await submit.click();
    await page.getByRole('heading', { name: 'Password Reset Successful' }).waitFor();
    expect(await page.getByText('You can now log in with your new password.', { exact: true }).isVisible()).toBe(true);
    await screenshot(page, 'reset-password-done-desktop');
    await page.waitForURL('**/auth', { timeout: 6000 });

    await submitSignIn(page, 'hinemoa', 'a new dawn 2026');
    await page.getByTestId('welcome').waitFor();

    // The laptop's session ended with the reset.
    await old.reload();
    await old.waitForURL('**/auth');

    // The link works once.
    await page.goto(link);
    await page.getByRole('heading', { name: 'Invalid Reset Link' }).waitFor();
    expect(await page.getByTestId('reset-link-problem').textContent()).toMatch(/already been used/);
    expect(await page.getByText('This could happen if the link has expired or has already been used.').isVisible()).toBe(true);
    await screenshot(page, 'reset-password-used-desktop');
    await page.getByRole('link', { name: 'Request New Reset Link' }).click();
    await page.waitForURL('**/forgot-password');

    expect(errors).toEqual([]);
    expect(oldErrors).toEqual([]);
    await context.close();
    await laptop.close();
  });

  it('shows every screen on a phone, and explains a missing token', async () => {
    const context = await browser.newContext(PHONE);
    const { page, errors } = await newPage(context);
    await page.goto(`${app.url}/reset-password`);
    await page.getByRole('heading', { name: 'Invalid Reset Link' }).waitFor();
    expect(await page.getByTestId('reset-link-problem').textContent()).toBe('No reset token provided');
    await screenshot(page, 'reset-password-invalid-phone');
    await page.getByRole('link', { name: 'Back to Login' }).click();
    await page.waitForURL('**/auth');

    await page.goto(`${app.url}/forgot-password`);
    await page.getByRole('heading', { name: 'Forgot your password?' }).waitFor();
    await screenshot(page, 'forgot-password-phone');
    await signUpInBrowser(page, app.url, 'pita');
    // Signed in, the recovery pages still open.
    await page.goto(`${app.url}/forgot-password`);
    const before = inbox.length;
    await page.getByLabel('Email').fill('pita@co-nz.example');
    await page.getByRole('button', { name: 'Send Reset Email' }).click();
    await page.getByRole('heading', { name: 'Check Your Email' }).waitFor();
    await screenshot(page, 'forgot-password-sent-phone');
    await page.goto(await resetLinkFor('pita@co-nz.example', before));
    await page.getByRole('heading', { name: 'Set New Password' }).waitFor();
    await screenshot(page, 'reset-password-phone');
    await page.getByLabel('New password', { exact: true }).fill('phone password 1');
    await page.getByLabel('Confirm new password').fill('phone password 1');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByRole('heading', { name: 'Password Reset Successful' }).waitFor();
    await screenshot(page, 'reset-password-done-phone');
    await page.getByRole('link', { name: 'Go to Login Now' }).click();
    await page.waitForURL('**/auth');
    await page.getByRole('form', { name: 'Sign in' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
