import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { businessesClient, modulesClient, sessionClient, type BusinessMembership, type CurrentUser, type NavEntry } from '@korero/web-kit';
import { AskForReviewPage } from '../src/technician/AskForReviewPage.tsx';
import './styles.css';

/**
 * The technician's phone page on its own (issue 36): what /ask loads first, without the shell, the router or any other
 * module, so a phone at the customer's door draws it quickly. Signed out, it leaves for sign-in; every other way out
 * (the app, another business) is a full page load.
 */
function TechnicianApp() {
  const [user, setUser] = useState<CurrentUser | null | undefined>(undefined);
  // No signal: the page opened from the phone's copy (the service worker's), as the person last signed in here.
  const [offline, setOffline] = useState(false);
  useEffect(() => {
    sessionClient
      .current()
      .then((data) => {
        if (!data) {
          localStorage.removeItem(LAST_USER);
          return location.replace('/auth');
        }
        localStorage.setItem(LAST_USER, JSON.stringify(data));
        setUser(data);
      })
      .catch(() => {
        const last = localStorage.getItem(LAST_USER);
        setOffline(last !== null);
        setUser(last ? (JSON.parse(last) as CurrentUser) : null);
      });
  }, []);
  return (
    <div className="flex min-h-dvh flex-col bg-stone-50">
      <header className="border-b border-stone-200 bg-white">
        <div className="mx-auto flex h-14 max-w-lg items-center gap-2 px-4">
          <a href="/" className="flex items-center gap-2 font-bold text-stone-900" aria-label="Korero home">
            <img src="/favicon.svg" alt="" width="28" height="28" className="h-7 w-7" />
            <span className="tracking-tight">Korero</span>
          </a>
          {user ? <SignOut /> : null}
        </div>
      </header>
      <main className="mx-auto w-full max-w-lg flex-1 px-4 py-6">
        {user === undefined ? <p className="text-sm text-stone-500">Loading…</p> : null}
        {user === null ? (
          <p className="text-sm text-stone-700" role="alert">
            Korero could not be reached. Check your connection and reload the page.
          </p>
        ) : null}
        {user ? (
          <div className="flex flex-col gap-4">
            {offline ? <OfflineNote onBack={() => setOffline(false)} /> : null}
            <Businesses user={user} />
            <OtherPages />
            <AskForReviewPage username={user.username} />
          </div>
        ) : null}
      </main>
    </div>
  );
}

/** Who last signed in on this phone, so the page still opens with no signal (their username and role, nothing secret). */
const LAST_USER = 'korero-ask-user';

function OfflineNote({ onBack }: { onBack: () => void }) {
  useEffect(() => {
    window.addEventListener('online', onBack);
    return () => window.removeEventListener('online', onBack);
  }, [onBack]);
  return (
    <p className="rounded-lg border border-stone-300 bg-white px-3 py-2 text-sm text-stone-700" role="status">
      No signal. Asks you make now are kept on this phone and sent when you're back online.
    </p>
  );
}

function SignOut() {
  return (
    <button
      type="button"
      className="ml-auto rounded-lg px-3 py-2 text-sm font-medium text-stone-700 hover:bg-stone-100"
      onClick={() =>
        sessionClient.logout().finally(() => {
          localStorage.removeItem(LAST_USER);
          location.assign('/auth');
        })
      }
    >
      Log out
    </button>
  );
}

/**
 * The technician's other pages, from the modules' manifests (any nav entry offered to technicians, such as the
 * follow-ups assigned to them, docs/decisions/0035): plain links, asked for after the page has drawn.
 */
function OtherPages() {
  const [pages, setPages] = useState<NavEntry[]>([]);
  useEffect(() => {
    modulesClient
      .navigation()
      .then((nav) =>
        setPages(
          nav
            .filter((e) => e.access !== 'admin' && e.roles?.includes('technician') && e.to !== '/ask')
            .sort((a, b) => (a.order ?? 100) - (b.order ?? 100)),
        ),
      )
      .catch(() => setPages([]));
  }, []);
  if (pages.length === 0) return null;
  return (
    <nav aria-label="Your pages" className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
      {pages.map((p) => (
        <a key={p.to} href={p.to} className="font-medium text-brand-700 underline-offset-4 hover:underline">
          {p.label}
        </a>
      ))}
    </nav>
  );
}

/** Which business the person is working in; a plain list to switch when they belong to more than one. */
function Businesses({ user }: { user: CurrentUser }) {
  const [list, setList] = useState<BusinessMembership[]>([]);
  useEffect(() => {
    const load = () =>
      businessesClient
        .list()
        .then(({ data }) => setList(data))
        .catch(() => undefined);
    load();
    // Opened with no signal, the list comes once the phone is back online (what was shown stays until then).
    window.addEventListener('online', load);
    return () => window.removeEventListener('online', load);
  }, []);
  const current = list.find((b) => b.current);
  const name = user.displayName || user.username;
  if (!current) return <p className="text-sm text-stone-600">Signed in as {name}</p>;
  if (list.length < 2) {
    return (
      <p className="text-sm text-stone-600">
        {name} · <span className="font-medium text-stone-900">{current.name}</span>
      </p>
    );
  }
  return (
    <label className="flex flex-col gap-1 text-sm text-stone-600">
      Business
      <select
        className="h-11 rounded-lg border border-stone-300 bg-white px-3 text-base text-stone-900"
        value={current.id}
        onChange={(e) =>
          businessesClient
            .switch(e.target.value)
            .then((switched) => location.assign(switched.role === 'technician' ? '/ask' : '/dashboard'))
        }
      >
        {list.map((b) => (
          <option key={b.id} value={b.id}>
            {b.name}
          </option>
        ))}
      </select>
    </label>
  );
}

// The page keeps working with no signal once it has been opened (issue 48); where service workers are not offered
// (an http address other than this machine's), it works as before while there is one.
if ('serviceWorker' in navigator) {
  addEventListener('load', () => void navigator.serviceWorker.register('/ask/sw.js', { scope: '/ask' }).catch(() => undefined));
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <TechnicianApp />
  </StrictMode>,
);
