import { escapeHtml } from '@korero/core/sdk';
import type { LoginOutcome } from './connection.service.ts';

/**
 * What the Facebook sign-in popup shows at the end. The settings page polls the connection every second and closes
 * the popup itself once it is connected, so the page needs no script (the CSP allows none inline).
 */
export function popupPage(outcome: LoginOutcome): string {
  const body =
    outcome.kind === 'connected'
      ? `<h1>Connected</h1><p>Korero can now send review invitations through Messenger from <strong>${escapeHtml(outcome.pageName)}</strong>.</p><p>You can close this window.</p>`
      : outcome.kind === 'choose'
        ? `<h1>Choose your Page</h1><p>You manage several Facebook Pages. Which one do your customers message?</p><ul>${outcome.pages
            .map(
              (p) =>
                `<li><a href="/api/facebook/choose?state=${encodeURIComponent(outcome.state)}&amp;page=${encodeURIComponent(p.id)}">${escapeHtml(p.name)}</a></li>`,
            )
            .join('')}</ul>`
        : `<h1>Not connected</h1><p>${escapeHtml(outcome.message)}</p><p>You can close this window.</p>`;
  return `<!doctype html><html lang="en-NZ"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Korero and Facebook</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem auto;max-width:28rem;padding:0 1rem;color:#1c1917}h1{font-size:1.4rem}a{display:block;padding:.75rem 1rem;margin:.5rem 0;border:1px solid #d6d3d1;border-radius:.5rem;color:#0f5132;text-decoration:none;font-weight:600}ul{list-style:none;padding:0}</style>
</head><body>${body}</body></html>`;
}
