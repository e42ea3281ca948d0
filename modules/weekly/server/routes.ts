import { createHash } from 'node:crypto';
import type { AuthPort, ModuleApp } from '@korero/core/sdk';
import { escapeHtml as e } from '@korero/core/sdk';
import { contentAnswer } from '@korero/core/contract';
import { settingsPage } from '@korero/module-business/contract/pages';
import { preferenceAnswer, preferenceBody, unsubscribeParams } from '../contract/index.ts';
import type { WeeklyReports } from './reports.service.ts';

/** /api/weekly/preference: each person's own choice, whatever their role (the `self` capability). */
export async function preferenceRoutes(app: ModuleApp, deps: { auth: AuthPort; reports: WeeklyReports }): Promise<void> {
  const { auth, reports } = deps;
  app.get(
    '/weekly/preference',
    {
      schema: {
        summary: 'Whether I get the weekly report email in this business',
        operationId: 'getWeeklyPreference',
        response: { 200: preferenceAnswer },
      },
      config: { capability: 'self' },
    },
    async (request) => {
      const user = auth.user(request);
      return { data: await reports.preference(user.businessId, user.id, user.role) };
    },
  );
  app.put(
    '/weekly/preference',
    {
      schema: {
        summary: 'Start or stop my weekly report email in this business',
        operationId: 'setWeeklyPreference',
        body: preferenceBody,
        response: { 200: preferenceAnswer },
      },
      config: { capability: 'self' },
    },
    async (request) => {
      const user = auth.user(request);
      await reports.choose(user.businessId, user.id, request.body.enabled);
      return { data: await reports.preference(user.businessId, user.id, user.role) };
    },
  );
}

const CSS = `body{margin:0;font:16px/1.5 -apple-system,"Segoe UI",Roboto,Helvetica,Arial,sans-serif;color:#1c1917;background:#f5f5f4}
main{max-width:32rem;margin:0 auto;padding:32px 16px}section{background:#fff;border-radius:14px;padding:24px}h1{font-size:1.3rem;margin:0 0 12px}a{color:#126752}`;
/** The page's own CSP, stricter than the app's: no script at all, its one stylesheet by hash (as the showcase page's). */
const PAGE_CSP = `default-src 'none'; style-src 'sha256-${createHash('sha256').update(CSS).digest('base64')}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`;
const page = (title: string, body: string) =>
  `<!doctype html><html lang="en-NZ"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${e(title)}</title><style>${CSS}</style></head><body><main><section><h1>${e(title)}</h1>${body}</section></main></body></html>`;

/** The unsubscribe link's page (/weekly/unsubscribe/{token}): the token is the capability; it turns the report off at once. */
export async function unsubscribeRoutes(app: ModuleApp, deps: { reports: WeeklyReports; publicUrl: string }): Promise<void> {
  app.get(
    '/weekly/unsubscribe/:token',
    {
      schema: {
        summary: 'Stop the weekly report email (the link in each one)',
        operationId: 'unsubscribeWeekly',
        params: unsubscribeParams,
        response: {
          200: contentAnswer('text/html', 'A page saying the weekly report has stopped for this person'),
          404: contentAnswer('text/html', 'A page saying the link is not known'),
        },
      },
      config: { access: 'public', rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const done = await deps.reports.unsubscribe(request.params.token);
      reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('referrer-policy', 'no-referrer')
        .header('content-security-policy', PAGE_CSP);
      if (!done)
        return reply
          .code(404)
          .send(
            page(
              'This link is not known',
              '<p>Open the unsubscribe link from the weekly report email again, or sign in and change it in Settings.</p>',
            ),
          );
      const settings = `${deps.publicUrl}${settingsPage('account')}`;
      return reply.send(
        page(
          'You are unsubscribed',
          `<p>You will get no more weekly reports for ${e(done.businessName)}. Nothing else changes.</p><p>Changed your mind? <a href="${e(settings)}">Turn it back on in Settings</a>.</p>`,
        ),
      );
    },
  );
}
