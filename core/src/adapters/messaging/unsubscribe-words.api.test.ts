import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Messages } from '@lingui/core';
import { LANGUAGE_NAMES } from '@korero/core/contract';
import { messagingPort } from '@korero/core/sdk';
import { startTestKernel, type TestKernel } from '@korero/core/testing';

/**
 * Issue 48, as every-word-translated does for the review pages: the email unsubscribe pages (a customer's) drawn in
 * te reo and in both, with every message of the kernel's catalogue wrapped in ⟦ ⟧. A word left outside the brackets,
 * once the customer's address and the languages' own names are taken out, was written into the page in English.
 */
vi.mock('../../../locales/index.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../../locales/index.ts')>();
  const mark = (catalogue: Messages): Messages =>
    Object.fromEntries(Object.entries(catalogue).map(([id, m]) => [id, ['⟦', ...(Array.isArray(m) ? m : [m]), '⟧']])) as Messages;
  return { ...real, catalogues: { en: mark(real.catalogues.en), mi: mark(real.catalogues.mi) } };
});

const ADDRESS = 'mere@customer.example';
const form = { 'content-type': 'application/x-www-form-urlencoded' };
let t: TestKernel;
beforeAll(async () => {
  t = await startTestKernel({ modules: [] });
});
afterAll(() => t?.close());

/** The words outside any catalogue message: text between tags, the title, and what people are read from attributes. */
function untranslated(html: string): string[] {
  const known = [ADDRESS, ...Object.values(LANGUAGE_NAMES), 'Korero'];
  const body = html.slice(html.indexOf('<body'));
  const text = body
    .replace(/<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#?\w+;/g, ' ');
  const attributes = [...html.matchAll(/(?:aria-label|alt|title)="([^"]*)"/g)].map((m) => m[1]!);
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
  return [text, title, ...attributes].flatMap((part) => {
    let rest = part.replace(/⟦[^⟧]*⟧/g, ' ');
    for (const k of known.sort((a, b) => b.length - a.length)) rest = rest.split(k).join(' ');
    return (rest.match(/\p{L}{2,}/gu) ?? []).map((w) => w.trim());
  });
}

describe('the unsubscribe pages in te reo and in both', () => {
  for (const language of ['mi', 'both'] as const) {
    it(`say every word from the catalogue (${language}): confirm, done, again, and a link that is not valid`, async () => {
      const token = new URL(t.kernel.get(messagingPort).unsubscribeUrl('email', ADDRESS, language)).searchParams.get('token')!;
      const confirm = await t.anonymous().get(`/unsubscribe?token=${token}`);
      expect(confirm.status).toBe(200);
      const done = await t.anonymous().request('POST', `/unsubscribe?lang=${language}`, `token=${token}`, form);
      expect(done.status).toBe(200);
      const undo = /name="token" value="([^"]+)"/.exec(String(done.body).slice(String(done.body).indexOf('/unsubscribe/undo')))?.[1];
      const again = await t.anonymous().request('POST', `/unsubscribe/undo?lang=${language}`, `token=${undo}`, form);
      expect(again.status).toBe(200);
      const invalid = await t.anonymous().get(`/unsubscribe?token=not-a-token&lang=${language}`);
      expect(invalid.status).toBe(400);
      for (const page of [confirm, done, again, invalid]) {
        const html = String(page.body);
        expect(html).toContain('⟦');
        expect(untranslated(html), html).toEqual([]);
      }
    });
  }
});
