import { createHash } from 'node:crypto';
import { escapeHtml } from '@korero/core/sdk';
import type { LoginOutcome } from './connection.service.ts';
import { settingsPage } from '@korero/module-business/contract/pages';

/**
 * In a popup: tells the Settings page that opened it (same origin only) and closes, except after a failure, whose
 * message stays on screen. Opened as a plain page (the browser followed Google's redirect): goes back to Settings.
 * Constant, so the page's policy allows exactly it by its hash.
 */
const SCRIPT =
  "(function(){var d=document.body.dataset;var o=null;try{o=window.opener&&window.opener!==window&&window.opener.location.origin===location.origin?window.opener:null}catch(e){o=null}if(o){o.postMessage({source:'korero-google',outcome:d.outcome,message:d.message||null},location.origin);if(d.outcome!=='failed')window.close()}else if(d.outcome!=='failed'){location.replace(d.back)}})();";
const SCRIPT_HASH = `'sha256-${createHash('sha256').update(SCRIPT).digest('base64')}'`;

/** The page's own policy: nothing but its one script and inline styles. */
export const POPUP_CSP = `default-src 'none'; script-src ${SCRIPT_HASH}; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`;

/** Where Settings shows the Google card, with what happened. */
export const SETTINGS_PATH = settingsPage('google');

export function popupPage(outcome: LoginOutcome): string {
  const back = `${SETTINGS_PATH}?google=${outcome.kind}`;
  const body =
    outcome.kind === 'connected'
      ? `<h1>Connected</h1><p>Korero will now show the Google reviews of <strong>${escapeHtml(outcome.title)}</strong> and let you answer them.</p>`
      : outcome.kind === 'choose'
        ? `<h1>Choose your location</h1><p>Your Google account manages ${outcome.count} locations. Choose the one for this business in Settings.</p>`
        : `<h1>Not connected</h1><p>${escapeHtml(outcome.message)}</p>`;
  return `<!doctype html><html lang="en-NZ"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Korero and Google</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem auto;max-width:28rem;padding:0 1rem;color:#1c1917}h1{font-size:1.4rem}a{color:#0f5132;font-weight:600}</style>
</head><body data-outcome="${outcome.kind}" data-back="${escapeHtml(back)}" data-message="${escapeHtml(outcome.kind === 'failed' ? outcome.message : '')}">${body}<p><a href="${escapeHtml(back)}">Back to Settings</a></p><script>${SCRIPT}</script></body></html>`;
}
