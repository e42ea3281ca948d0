// The shell's entry (index.html loads it). The page's frame (index.html's boot frame) is painted first, then the app
// is imported and drawn: on a slow phone the frame shows at once instead of after all the app's code has run. Its
// files are already downloading (index.html preloads them). A tab opened in the background paints no frame, so a
// timer starts it there.

/**
 * On the dashboard the frame is its welcome card, with the name the page carries (core/src/kernel/static.ts), drawn
 * before the app's code arrives: the largest thing on a phone's screen paints with the page instead of after the shared
 * code. DashboardPage draws the same card in the same place; index.html's styles keep the two the same size.
 */
function drawDashboardFrame(): void {
  if (window.location.pathname.replace(/\/+$/, '') !== '/dashboard') return;
  const card = document.querySelector<HTMLTemplateElement>('#boot-dashboard')?.content.cloneNode(true) as DocumentFragment | undefined;
  const main = document.querySelector('.boot-main');
  const username = pageData<{ username?: unknown }>('korero-session')?.username;
  if (typeof username !== 'string' || !card || !main) return;
  card.querySelector('[data-boot="username"]')!.textContent = username;
  // A place for each module's action in the card, as the app holds them while those modules load.
  const modules = pageData<unknown>('korero-modules');
  const actions = (Array.isArray(modules) ? (modules as Array<{ remoteEntry?: unknown; slots?: unknown } | null>) : []).filter(
    (m) => m?.remoteEntry && Array.isArray(m.slots) && m.slots.includes('dashboard.hero'),
  );
  card.querySelector('.boot-actions')!.append(...actions.map(() => document.createElement('div')));
  main.classList.add('boot-dashboard');
  main.replaceChildren(card);
}

/** The `data` of a JSON block the server put in the page, or null. */
function pageData<T>(id: string): T | null {
  try {
    return (JSON.parse(document.getElementById(id)?.textContent ?? 'null') as { data?: T } | null)?.data ?? null;
  } catch {
    return null;
  }
}
drawDashboardFrame();

let started = false;
const start = () => {
  if (started) return;
  started = true;
  void import('./bootstrap.tsx');
};
requestAnimationFrame(() => setTimeout(start));
setTimeout(start, 100);
