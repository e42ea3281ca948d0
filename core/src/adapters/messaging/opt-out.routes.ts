import type { FastifyReply } from 'fastify';
import type { ModuleApp } from '../../sdk/define-module.ts';
import { z } from 'zod';
import type { MessagingPort } from '../../ports/messaging.port.ts';
import { acceptFormBodies } from '../../sdk/form-body.ts';
import { escapeHtml as escape } from '../../sdk/html.ts';
import { contentAnswer } from '../../contract/answers.ts';
import {
  isLanguageChoice,
  LANGUAGE_NAMES,
  LANGUAGE_TAGS,
  LANGUAGES,
  translator,
  type LanguageChoice,
  type Translator,
  type Values,
} from '../../contract/i18n.ts';
import { catalogues } from '../../../locales/index.ts';
import { UNDO_MINUTES, type UnsubscribeLinks } from './unsubscribe-links.ts';

export interface OptOutRouteDeps {
  messaging: MessagingPort;
  links: UnsubscribeLinks;
}

/** The page's words in the language of the message the link came in, or the one the customer switched to (issue 48). */
interface Words {
  tr: Translator;
  /** The address this page answers on, for links and forms to keep the language on. */
  path: (action: string) => string;
  /** The language switch's links (to the other languages), or empty. */
  switcher: string;
}

function wordsFor(choice: LanguageChoice, query: { token?: string | undefined; lang?: string | undefined }, switchable: boolean): Words {
  const tr = translator(catalogues, choice);
  const path = (action: string) => (choice === 'en' ? action : `${action}?lang=${choice}`);
  const others = LANGUAGES.filter((l) => choice !== l);
  const switcher =
    switchable && query.token
      ? `<nav aria-label="${escape(tr.t('unsubscribe.languages'))}" style="margin-top:20px;font-size:14px">${others
          .map(
            (l) =>
              `<a lang="${LANGUAGE_TAGS[l]}" href="/unsubscribe?token=${encodeURIComponent(query.token!)}&amp;lang=${l}" style="color:#126752;text-decoration:underline;margin-right:16px">${escape(LANGUAGE_NAMES[l])}</a>`,
          )
          .join('')}</nav>`
      : '';
  return { tr, path, switcher };
}

/** One paragraph per shown language, each marked with its language. */
const para = (w: Words, id: string, values?: Values, style = '') =>
  w.tr
    .parts(id, values)
    .map(({ language, text }) => `<p lang="${LANGUAGE_TAGS[language]}"${style ? ` style="${style}"` : ''}>${escape(text)}</p>`)
    .join('');

const page = (reply: FastifyReply, w: Words, status: number, titleId: string, body: string) =>
  reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(
      `<!doctype html><html lang="${LANGUAGE_TAGS[w.tr.languages[0]!]}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(w.tr.t(titleId))} · Korero</title><link rel="icon" href="/favicon.svg"></head>` +
        `<body style="font-family:system-ui,sans-serif;background:#fafaf9;color:#1c1917;margin:0;display:flex;min-height:100vh;align-items:center;justify-content:center;padding:16px">` +
        `<main style="max-width:440px;background:#fff;border:1px solid #e7e5e4;border-radius:12px;padding:28px">` +
        `<p style="margin:0 0 8px;font-weight:700;color:#126752">Korero</p><h1 style="font-size:22px;margin:0 0 12px">${w.tr
          .parts(titleId)
          .map(({ language, text }, i) => `${i ? '<br>' : ''}<span lang="${LANGUAGE_TAGS[language]}">${escape(text)}</span>`)
          .join('')}</h1>${body}${w.switcher}</main></body></html>`,
    );

const button = (w: Words, labelId: string, action: string, token: string) =>
  `<form method="post" action="${escape(w.path(action))}"><input type="hidden" name="token" value="${escape(token)}"><button style="margin-top:16px;background:#126752;color:#fff;border:0;border-radius:8px;padding:10px 18px;font-size:15px;cursor:pointer">${w.tr
    .parts(labelId)
    .map(({ language, text }, i) => `${i ? ' / ' : ''}<span lang="${LANGUAGE_TAGS[language]}">${escape(text)}</span>`)
    .join('')}</button></form>`;

/** The language asked for in `?lang=`, else the link's own (its token's), else English. Anything unknown is ignored. */
const choiceOf = (lang: string | undefined, linked: LanguageChoice | undefined): LanguageChoice =>
  isLanguageChoice(lang) ? lang : (linked ?? 'en');

/**
 * The email unsubscribe link (signed, one-click capable): records the change at once; every later message to that
 * address is refused. SMS opt-outs arrive through the SMS provider's webhook, which hands each text to `MessagingPort.receive`.
 */
export async function optOutRoutes(app: ModuleApp, deps: OptOutRouteDeps): Promise<void> {
  acceptFormBodies(app);
  const { messaging, links } = deps;
  const tags = ['messaging'];
  const pages = {
    200: contentAnswer('text/html', 'A page saying what happened'),
    400: contentAnswer('text/html', 'A page saying the link is not valid'),
  };

  // `lang` only chooses the page's words: anything but en, mi or both is ignored rather than refused.
  const tokenQuery = z.object({ token: z.string().max(2000).optional(), lang: z.string().max(10).optional() });
  const langQuery = z.object({ lang: z.string().max(10).optional() });

  app.get(
    '/unsubscribe',
    { schema: { summary: 'Show the unsubscribe page', tags, querystring: tokenQuery, response: pages }, config: { access: 'public' } },
    async (request, reply) => {
      const target = request.query.token ? links.verify(request.query.token) : null;
      const w = wordsFor(choiceOf(request.query.lang, target?.language), request.query, target !== null);
      if (!target) return page(reply, w, 400, 'unsubscribe.invalidTitle', para(w, 'unsubscribe.invalid'));
      // A confirmation step, so mail scanners that follow links do not unsubscribe anyone.
      return page(
        reply,
        w,
        200,
        'unsubscribe.confirmTitle',
        `${para(w, 'unsubscribe.confirm', { address: target.address })}${button(w, 'unsubscribe.button', '/unsubscribe', request.query.token!)}`,
      );
    },
  );

  const tokenBody = z.object({ token: z.string().max(2000).optional(), 'List-Unsubscribe': z.string().optional() }).passthrough();

  app.post(
    '/unsubscribe',
    {
      schema: {
        summary: 'Stop messages to this contact',
        operationId: 'unsubscribe',
        tags,
        querystring: tokenQuery,
        body: tokenBody,
        response: pages,
      },
      config: { access: 'public', rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const token = request.body.token ?? request.query.token ?? '';
      const target = links.verify(token);
      const w = wordsFor(choiceOf(request.query.lang, target?.language), {}, false);
      if (!target) return page(reply, w, 400, 'unsubscribe.invalidTitle', para(w, 'unsubscribe.invalid'));
      const recorded = await messaging.optOut({ channel: target.channel, address: target.address, source: 'email-link' });
      const done = para(w, 'unsubscribe.done', { address: target.address });
      // The way back is offered only to the browser that just unsubscribed, for minutes: the link itself cannot undo,
      // so nobody else who has seen it (or repeats it later) can subscribe the customer again.
      if (!recorded) return page(reply, w, 200, 'unsubscribe.doneTitle', done);
      return page(
        reply,
        w,
        200,
        'unsubscribe.doneTitle',
        `${done}${para(w, 'unsubscribe.undoOffer', { minutes: UNDO_MINUTES }, 'color:#57534e;font-size:14px')}${button(w, 'unsubscribe.undoButton', '/unsubscribe/undo', links.undoToken(target.channel, target.address))}`,
      );
    },
  );

  app.post(
    '/unsubscribe/undo',
    {
      schema: { summary: 'Undo an unsubscribe', tags, querystring: langQuery, body: tokenBody, response: pages },
      config: { access: 'public', rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const target = links.verifyUndo(request.body.token ?? '');
      // The undo form keeps the page's language in its address (the undo token names none).
      const w = wordsFor(choiceOf(request.query.lang, undefined), {}, false);
      if (target === 'expired') return page(reply, w, 400, 'unsubscribe.lateTitle', para(w, 'unsubscribe.late', { minutes: UNDO_MINUTES }));
      if (!target) return page(reply, w, 400, 'unsubscribe.invalidTitle', para(w, 'unsubscribe.undoInvalid'));
      await messaging.optIn({ channel: target.channel, address: target.address, source: 'email-link' });
      return page(reply, w, 200, 'unsubscribe.againTitle', para(w, 'unsubscribe.again', { address: target.address }));
    },
  );
}
