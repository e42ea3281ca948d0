// The technician's /ask page offline (issue 48): the page and its files are kept on the phone, so it opens with no
// signal once it has been opened. Never /api/: those requests stay the page's own, so the browser's offline mode
// reaches them and the page queues an ask rather than being answered from a cache.
const CACHE = 'korero-ask-v1';
const PAGE = '/ask';
const OWN_FILES = /^\/(modules\/invites\/technician\/|favicon\.svg$)/;

async function keepThePage() {
  const cache = await caches.open(CACHE);
  const page = await fetch(PAGE, { cache: 'no-cache', credentials: 'same-origin' });
  if (!page.ok) return;
  const html = await page.clone().text();
  await cache.put(PAGE, page);
  // The page's own scripts, styles and icons, by the names this build gave them.
  const files = [...html.matchAll(/(?:src|href)="(\/[^"]+)"/g)].map((m) => m[1]).filter((url) => OWN_FILES.test(url));
  await Promise.all(files.map((url) => cache.add(url).catch(() => undefined)));
}

self.addEventListener('install', (event) => {
  event.waitUntil(keepThePage().then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => name !== CACHE).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin || url.pathname.startsWith('/api/')) return;
  if (request.mode === 'navigate') {
    // The newest page when there is a signal (a new build's files with it), the kept one when there is none.
    event.respondWith(
      fetch(request)
        .then((fresh) => {
          if (fresh.ok && url.pathname === PAGE) {
            const copy = fresh.clone();
            caches.open(CACHE).then((cache) => cache.put(PAGE, copy));
          }
          return fresh;
        })
        .catch(() => caches.match(PAGE).then((kept) => kept ?? Response.error())),
    );
    return;
  }
  if (!OWN_FILES.test(url.pathname)) return;
  // The build names its files by their content, so a kept copy is always right.
  event.respondWith(
    caches.match(request).then(
      (kept) =>
        kept ??
        fetch(request).then((fresh) => {
          if (fresh.ok) {
            const copy = fresh.clone();
            caches.open(CACHE).then((cache) => cache.put(request, copy));
          }
          return fresh;
        }),
    ),
  );
});
