import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { CustomerConversation } from '../../contract/api.ts';
import { CustomerFollowUp } from '../src/customer/CustomerFollowUpPage.tsx';
import './styles.css';

/**
 * The customer's follow-up page on its own (docs/decisions/0035): what a phone downloads when the emailed or texted
 * link is opened, without the shell, the router, the query client or any other module. The server inlines the
 * conversation (server/lean-page.routes.ts), so the page draws without waiting for an API call.
 */
function inlined(): CustomerConversation | null {
  const text = document.getElementById('korero-follow-up')?.textContent;
  try {
    return text ? (JSON.parse(text) as CustomerConversation) : null;
  } catch {
    return null;
  }
}

const token = decodeURIComponent(/^\/follow-up\/([^/]+)\/?$/.exec(location.pathname)?.[1] ?? '');

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <CustomerFollowUp token={token} initial={inlined()} />
  </StrictMode>,
);
