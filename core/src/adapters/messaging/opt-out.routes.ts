import type { FastifyReply } from 'fastify';
import type { ModuleApp } from '../../sdk/define-module.ts';
import { z } from 'zod';
import type { MessagingPort } from '../../ports/messaging.port.ts';
import { acceptFormBodies } from '../../sdk/form-body.ts';
import { escapeHtml as escape } from '../../sdk/html.ts';
import { contentAnswer } from '../../contract/answers.ts';
import { UNDO_MINUTES, type UnsubscribeLinks } from './unsubscribe-links.ts';

export interface OptOutRouteDeps {
  messaging: MessagingPort;
  links: UnsubscribeLinks;
}

const page = (reply: FastifyReply, status: number, title: string, body: string) =>
  reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(
      `<!doctype html><html lang="en-NZ"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(title)} · Korero</title><link rel="icon" href="/favicon.svg"></head>` +
        `<body style="font-family:system-ui,sans-serif;background:#fafaf9;color:#1c1917;margin:0;display:flex;min-height:100vh;align-items:center;justify-content:center;padding:16px">` +
        `<main style="max-width:440px;background:#fff;border:1px solid #e7e5e4;border-radius:12px;padding:28px">` +
        `<p style="margin:0 0 8px;font-weight:700;color:#126752">Korero</p><h1 style="font-size:22px;margin:0 0 12px">${escape(title)}</h1>${body}</main></body></html>`,
    );

const button = (label: string, action: string, token: string) =>
  `<form method="post" action="${action}"><input type="hidden" name="token" value="${escape(token)}"><button style="margin-top:16px;background:#126752;color:#fff;border:0;border-radius:8px;padding:10px 18px;font-size:15px;cursor:pointer">${label}</button></form>`;

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

  const tokenQuery = z.object({ token: z.string().max(2000).optional() });

  app.get(
    '/unsubscribe',
    { schema: { summary: 'Show the unsubscribe page', tags, querystring: tokenQuery, response: pages }, config: { access: 'public' } },
    async (request, reply) => {
      const target = request.query.token ? links.verify(request.query.token) : null;
      if (!target)
        return page(
          reply,
          400,
          'This link is not valid',
          '<p>The unsubscribe link is incomplete or was changed. Use the link in the email you received.</p>',
        );
      // A confirmation step, so mail scanners that follow links do not unsubscribe anyone.
      return page(
        reply,
        200,
        'Stop review invitations?',
        `<p>${escape(target.address)} will no longer receive review invitation emails sent through Korero.</p>${button('Unsubscribe', '/unsubscribe', request.query.token!)}`,
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
      if (!target)
        return page(
          reply,
          400,
          'This link is not valid',
          '<p>The unsubscribe link is incomplete or was changed. Use the link in the email you received.</p>',
        );
      const recorded = await messaging.optOut({ channel: target.channel, address: target.address, source: 'email-link' });
      const done = `<p>${escape(target.address)} will not receive review invitations through Korero again.</p>`;
      // The way back is offered only to the browser that just unsubscribed, for minutes: the link itself cannot undo,
      // so nobody else who has seen it (or repeats it later) can subscribe the customer again.
      if (!recorded) return page(reply, 200, 'You are unsubscribed', done);
      return page(
        reply,
        200,
        'You are unsubscribed',
        `${done}<p style="color:#57534e;font-size:14px">Changed your mind? You can undo this for the next ${UNDO_MINUTES} minutes.</p>${button('Subscribe again', '/unsubscribe/undo', links.undoToken(target.channel, target.address))}`,
      );
    },
  );

  app.post(
    '/unsubscribe/undo',
    {
      schema: { summary: 'Undo an unsubscribe', tags, body: tokenBody, response: pages },
      config: { access: 'public', rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const target = links.verifyUndo(request.body.token ?? '');
      if (target === 'expired')
        return page(
          reply,
          400,
          'Too late to undo here',
          `<p>The Subscribe again button works for ${UNDO_MINUTES} minutes after unsubscribing, and that time has passed. You are still unsubscribed.</p>`,
        );
      if (!target)
        return page(
          reply,
          400,
          'This link is not valid',
          '<p>Subscribing again works only from the page that confirmed your unsubscribe, just after it.</p>',
        );
      await messaging.optIn({ channel: target.channel, address: target.address, source: 'email-link' });
      return page(reply, 200, 'You are subscribed again', `<p>${escape(target.address)} can receive review invitations again.</p>`);
    },
  );
}
