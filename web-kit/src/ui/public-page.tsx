import type { ReactNode } from 'react';
import { useSystemStatus } from '../system-status.ts';
import { Link } from 'react-router';
import { useShellLinks } from '../session.tsx';
import { cn } from './cn.ts';
import { nzYear } from '../format.ts';

const YEAR = nzYear();

/** The footer on shared pages: the links modules put there (the legal pages, data deletion), then support. */
export function SiteFooter() {
  const links = useShellLinks('footer.links');
  const { siteName, supportEmail } = useSystemStatus();
  return (
    <footer className="border-t border-stone-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-6 text-sm text-stone-600 sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <nav aria-label="Footer" className="flex flex-wrap gap-x-5 gap-y-2">
          {links.map((link) => (
            <Link key={link.to} className="hover:text-stone-900 hover:underline" to={link.to}>
              {link.label}
            </Link>
          ))}
          {supportEmail ? (
            <a className="hover:text-stone-900 hover:underline" href={`mailto:${supportEmail}`}>
              Contact Support
            </a>
          ) : null}
        </nav>
        <p>
          © {YEAR} {siteName}. Made in Aotearoa New Zealand.
        </p>
      </div>
    </footer>
  );
}

/**
 * Korero's mark (web-shell/public/favicon.svg) drawn inline: the page's <link rel="icon"> is then the only request for
 * it, where an <img> of the same file in the header, the loading frame and the sign-in page each asked again (issue
 * 33's budget of requests on the dashboard's first load).
 */
export function KoreroMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" className={className} aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#126752" />
      <path d="M18 16h28a6 6 0 0 1 6 6v16a6 6 0 0 1-6 6H31l-10 8v-8h-3a6 6 0 0 1-6-6V22a6 6 0 0 1 6-6z" fill="#fff" />
      <path d="M32 22l2.6 5.3 5.9.9-4.3 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z" fill="#f59e0b" />
    </svg>
  );
}

export function KoreroLogo({ to = '/' }: { to?: string }) {
  return (
    <Link
      to={to}
      className="flex items-center gap-2 rounded-md font-bold text-stone-900 focus-visible:outline-2 focus-visible:outline-brand-700"
      aria-label="Korero home"
    >
      <KoreroMark className="h-8 w-8" />
      <span className="text-lg tracking-tight">Korero</span>
    </Link>
  );
}

/**
 * A page anyone can open (legal pages, help, the password reset screens): Korero's header, the content in a
 * readable column, the shared footer.
 */
export function PublicPage({
  children,
  width = 'prose',
  className,
}: {
  children: ReactNode;
  width?: 'prose' | 'wide';
  className?: string;
}) {
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="border-b border-stone-200 bg-white">
        <div className="mx-auto flex h-16 max-w-6xl items-center px-4 sm:px-6">
          <KoreroLogo />
        </div>
      </header>
      <main
        id="main"
        className={cn('mx-auto w-full flex-1 px-4 py-8 sm:px-6 sm:py-12', width === 'prose' ? 'max-w-3xl' : 'max-w-6xl', className)}
      >
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
