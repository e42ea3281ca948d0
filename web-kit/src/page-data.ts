import type { QueryClient } from '@tanstack/react-query';
import type { CurrentUser } from './session.tsx';
import { USER_KEY } from './session.tsx';
import { SYSTEM_STATUS_KEY, type SystemStatus } from './system-status.ts';

// What the server put in the page (core/src/kernel/static.ts). Checked by hand, not with zod: this runs on first load.

const isCurrentUser = (value: unknown): value is CurrentUser => {
  const u = value as Partial<CurrentUser> | null;
  return (
    typeof u === 'object' && u !== null && typeof u.id === 'string' && typeof u.username === 'string' && typeof u.isAdmin === 'boolean'
  );
};

const isStatus = (value: unknown): value is SystemStatus => {
  const s = value as Partial<SystemStatus> | null;
  return (
    typeof s === 'object' &&
    s !== null &&
    typeof s.siteName === 'string' &&
    typeof s.maintenance?.on === 'boolean' &&
    typeof s.maintenance.openToYou === 'boolean'
  );
};

/** The `data` of a JSON script the server put in the page, or undefined when there is none or it does not read. */
function pageJson(id: string): unknown {
  const text = typeof document === 'undefined' ? null : document.getElementById(id)?.textContent;
  if (!text) return undefined;
  try {
    return (JSON.parse(text) as { data?: unknown }).data;
  } catch {
    return undefined;
  }
}

/** Who is signed in, as the page says: a user, null when no one is, or undefined when it does not say. */
export function sessionInPage(): CurrentUser | null | undefined {
  if (typeof document !== 'undefined' && document.querySelector('meta[name="korero-session"][content="none"]')) return null;
  const data = pageJson('korero-session');
  return data === null || isCurrentUser(data) ? data : undefined;
}

/**
 * Starts a page's query cache with what the server put in it: who is signed in and the site's status, as their
 * routes would answer. The first drawing is then the right one, and nothing waits for those two requests.
 */
export function seedFromPage(client: QueryClient): void {
  const session = sessionInPage();
  if (session !== undefined) client.setQueryData(USER_KEY, session);
  const status = pageJson('korero-status');
  // The status's cache key says whether an administrator asked (useSystemStatus); unknown counts as not.
  if (isStatus(status)) client.setQueryData([...SYSTEM_STATUS_KEY, session?.isAdmin === true], status);
}

/**
 * The support address the server put in the page, for pages without the shell's query cache (the customer's lean
 * pages): their `<meta name="korero-support-email">`, else the site's status inlined in an app page; '' when neither.
 */
export function supportEmailInPage(): string {
  if (typeof document === 'undefined') return '';
  const meta = document.querySelector('meta[name="korero-support-email"]')?.getAttribute('content');
  if (meta) return meta;
  const status = pageJson('korero-status');
  return isStatus(status) && typeof status.supportEmail === 'string' ? status.supportEmail : '';
}
