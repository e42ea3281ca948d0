import type { ReactElement } from 'react';
import { cleanup, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGE_NAMES, type LanguageChoice } from '@korero/core/contract';
import type { Catalogues } from '@korero/core/i18n';
import { fakeServer, reply } from '@korero/web-kit/testing';
import type { CustomerConversation } from '../../modules/followups/contract/api.ts';
import { CustomerFollowUp } from '../../modules/followups/web/src/customer/CustomerFollowUpPage.tsx';

/**
 * Every word a customer reads on a page in te reo comes from a catalogue (issue 48, decision 0050). The page's
 * catalogues are marked (each message drawn as ⟦…⟧), the page drawn in each of its states, and whatever is left once
 * the marked messages and the words people wrote (the business's name, the customer's, the conversation) are taken
 * out must be no word at all (a time in te reo is all numbers): an English word typed into a component is caught here.
 */
type Messages = Catalogues['en'];
// Hoisted with the mock below, which runs before the imports.
const { OPEN, marked } = vi.hoisted(() => {
  const open = '⟦';
  const close = '⟧';
  return {
    OPEN: open,
    marked: (messages: Record<string, unknown>) =>
      Object.fromEntries(
        Object.entries(messages).map(([id, message]) => [
          id,
          Array.isArray(message) ? [open, ...message, close] : `${open}${String(message)}${close}`,
        ]),
      ),
  };
});

vi.mock('../../modules/followups/locales/index.ts', async (importOriginal) => {
  const { catalogues } = await importOriginal<typeof import('../../modules/followups/locales/index.ts')>();
  return { catalogues: { en: marked(catalogues.en) as Messages, mi: marked(catalogues.mi) as Messages } };
});

/** The switch names each language in its own words, on every page: not a word to translate. */
const LANGUAGE_WORDS = ['Reo / Language', `${LANGUAGE_NAMES.mi} + ${LANGUAGE_NAMES.en}`, LANGUAGE_NAMES.mi, LANGUAGE_NAMES.en];
const ATTRIBUTES = ['aria-label', 'alt', 'title', 'placeholder', 'aria-description', 'aria-valuetext'];

/** What is left of the page's words once marked messages and `written` (words people wrote) are taken out. */
function untranslated(root: HTMLElement, written: readonly string[]): string[] {
  const texts: string[] = [];
  const walk = (node: Node) => {
    if (node.nodeType === Node.TEXT_NODE) texts.push(node.textContent ?? '');
    if (!(node instanceof HTMLElement)) return;
    if (node.tagName === 'SCRIPT') return;
    for (const name of ATTRIBUTES) {
      const value = node.getAttribute(name);
      if (value) texts.push(value);
    }
    node.childNodes.forEach(walk);
  };
  walk(root);
  // Text nodes split a message (a value inside it is its own node): judge the page's words joined, then each.
  const all = texts.join('\n');
  let left = all;
  while (left.includes(OPEN)) left = left.replace(/⟦[^⟦⟧]*⟧/g, ' ');
  for (const words of [...LANGUAGE_WORDS, ...written].sort((a, b) => b.length - a.length)) left = left.split(words).join(' ');
  return left
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => /\p{L}/u.test(line));
}

const conversation = (over: Partial<CustomerConversation> = {}): CustomerConversation => ({
  businessName: 'Mend It Plumbing',
  logoUrl: 'https://cdn.example/logo.png',
  customerName: 'Mere Parata',
  stopped: false,
  resolved: false,
  language: 'mi',
  messages: [
    { from: 'customer', body: 'The second visit was two hours late.', channel: 'feedback', createdAt: '2026-11-17T21:00:00.000Z' },
    { from: 'business', body: 'Sorry Mere, can we come back Thursday?', channel: 'email', createdAt: '2026-11-18T01:00:00.000Z' },
  ],
  ...over,
});
const WRITTEN = ['Mend It Plumbing', 'Mere', 'The second visit was two hours late.', 'Sorry Mere, can we come back Thursday?'];
const TOKEN = 'a'.repeat(43);

/** Drawn as the lean page draws it (web/customer/main.tsx): the page alone, at its address. */
function draw(ui: ReactElement, lang: LanguageChoice | null = null) {
  history.replaceState(null, '', `/follow-up/${TOKEN}${lang ? `?lang=${lang}` : ''}`);
  const user = userEvent.setup();
  return { ...render(ui), user };
}

afterEach(() => {
  cleanup();
  history.replaceState(null, '', '/');
});

describe('every word on a customer page in te reo is translated', () => {
  it('catches a word typed into a component', () => {
    const { container } = draw(<p>Send</p>);
    expect(untranslated(container, [])).toEqual(['Send']);
  });

  for (const language of ['mi', 'both'] as const) {
    describe(`the follow-up page in ${language}`, () => {
      it('a conversation, the answer box with its hints and refusal, and the stop confirmation', async () => {
        const server = fakeServer({ 'POST /api/follow-up/:token/messages': reply(500, { error: 'Something broke.' }) });
        const { user } = draw(<CustomerFollowUp token={TOKEN} initial={conversation({ language })} />);
        expect(untranslated(document.body, WRITTEN)).toEqual([]);

        const box = screen.getByRole('textbox');
        await user.click(screen.getByRole('button', { name: /Tukuna/ }));
        expect(untranslated(document.body, WRITTEN)).toEqual([]);
        await user.type(box, 'Thursday works.');
        await user.click(screen.getByRole('button', { name: /Tukuna/ }));
        await screen.findByText(/Kāore i tukuna tō karere/);
        expect(server.requests('POST /api/follow-up/:token/messages')).toHaveLength(1);
        expect(untranslated(document.body, [...WRITTEN, 'Thursday works.'])).toEqual([]);
        // The server's English reason is not shown on a page in te reo.
        expect(document.body.textContent).not.toContain('Something broke.');

        await user.clear(box);
        box.focus();
        await user.paste('x'.repeat(5001));
        expect(untranslated(document.body, [...WRITTEN, 'x'.repeat(5001)])).toEqual([]);

        await user.click(screen.getByRole('button', { name: /Whakamutua ēnei karere/ }));
        const dialog = await screen.findByRole('alertdialog');
        expect(untranslated(dialog, WRITTEN)).toEqual([]);
        expect(within(dialog).getAllByRole('button')).toHaveLength(2);
      });

      it('stopped, resolved, and with no logo', async () => {
        const stopped = draw(<CustomerFollowUp token={TOKEN} initial={conversation({ language, stopped: true, logoUrl: null })} />);
        expect(untranslated(document.body, [...WRITTEN, 'M'])).toEqual([]);
        await stopped.user.click(screen.getByRole('button', { name: /Tuhi anō ki a Mend It Plumbing/ }));
        expect(untranslated(document.body, [...WRITTEN, 'M'])).toEqual([]);
        cleanup();
        draw(<CustomerFollowUp token={TOKEN} initial={conversation({ language, resolved: true })} />);
        expect(untranslated(document.body, WRITTEN)).toEqual([]);
        cleanup();
        draw(<CustomerFollowUp token={TOKEN} initial={conversation({ language, businessName: null })} />);
        expect(untranslated(document.body, WRITTEN.slice(1))).toEqual([]);
      });

      it('loading, a link that opens nothing, and a page that could not load (the language from ?lang=)', async () => {
        fakeServer({ 'GET /api/follow-up/:token': reply(404, { error: 'This conversation link is not valid.' }) });
        draw(<CustomerFollowUp token={TOKEN} />, language);
        expect(untranslated(document.body, [])).toEqual([]);
        await screen.findByRole('heading', { level: 1 });
        expect(untranslated(document.body, [])).toEqual([]);
        cleanup();
        fakeServer({ 'GET /api/follow-up/:token': reply(500, { error: 'Down.' }) });
        draw(<CustomerFollowUp token={TOKEN} />, language);
        await screen.findByRole('heading', { level: 1 });
        expect(untranslated(document.body, [])).toEqual([]);
      });
    });
  }
});
