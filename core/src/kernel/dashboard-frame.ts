import type { ModulesAnswer } from '../contract/kernel.ts';

// The shell's index.html holds the frame (web-shell/index.html): a template for the card, and the boot frame's
// placeholders between these two marks, which the card replaces.
const TEMPLATE = /<template id="boot-dashboard">([\s\S]*?)<\/template>/;
const PLACEHOLDERS = /<div class="boot-main">[\s\S]*?<!-- \/boot-main -->/;
const USERNAME = '<span data-boot="username"></span>';
const ACTIONS = '<div class="boot-actions"></div>';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * The dashboard's boot frame is its welcome card, with the signed-in owner's name and a place for each module's
 * hero action (decision 0025): the page's largest element is in the HTML, so it paints with the page rather than
 * after the app's code. Null when the shell's page has no such frame (an older build, a stand-in in tests).
 */
export function dashboardFrame(indexHtml: string): ((page: string, username: string, modules: ModulesAnswer) => string) | null {
  const card = TEMPLATE.exec(indexHtml)?.[1];
  if (!card?.includes(USERNAME) || !card.includes(ACTIONS) || !PLACEHOLDERS.test(indexHtml)) return null;
  return (page, username, modules) => {
    const actions = modules.data.filter((m) => m.remoteEntry !== null && m.slots.includes('dashboard.hero')).length;
    const filled = card
      .replace(USERNAME, () => `<span data-boot="username">${escapeHtml(username)}</span>`)
      .replace(ACTIONS, () => `<div class="boot-actions">${'<div></div>'.repeat(actions)}</div>`);
    return page.replace(PLACEHOLDERS, () => `<div class="boot-main boot-dashboard">${filled.trim()}</div>`);
  };
}

/**
 * Where a technician's app starts (web-kit's homeFor, on the server): the first page the modules' navigation gives
 * technicians, or null when none does. The server sends a technician who opens the dashboard there before anything
 * of the dashboard is drawn (issue 36: its frame flashed on a direct load).
 */
export function technicianHome(modules: ModulesAnswer): string | null {
  const theirs = modules.data
    .flatMap((m) => m.nav)
    .filter((entry) => entry.access !== 'admin' && entry.roles?.includes('technician'))
    .sort((a, b) => (a.order ?? 100) - (b.order ?? 100));
  return theirs[0]?.to ?? null;
}
