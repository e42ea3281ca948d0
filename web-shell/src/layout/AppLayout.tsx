import { type ReactNode, useState } from 'react';
import { NavLink, Outlet } from 'react-router';
import { LogOut, Menu, X } from 'lucide-react';
import { Button, cn, KoreroLogo as Logo, Notice, SiteFooter as Footer, useCurrentUser } from '@korero/web-kit';
import { useAuthActions } from '../auth/use-auth.ts';
import type { LoadedModules } from '../federation/load-web-modules.ts';
import { HeaderActions } from '../slots/SlotEntries.tsx';
import { navigationFor } from './navigation.ts';

/**
 * The signed-in frame: navigation and header actions from the enabled modules, the owner's name, sign-out, the footer.
 * Its page is the matched child route, or `children` for a screen drawn outside the route tree (the 404 page).
 */
export function AppLayout({ modules, children }: { modules: LoadedModules; children?: ReactNode }) {
  const { user } = useCurrentUser();
  const { logout } = useAuthActions();
  const [menuOpen, setMenuOpen] = useState(false);
  const nav = navigationFor(modules.enabled, modules.webModules, Boolean(user?.isAdmin));

  const signOut = () => logout.mutate();
  const link = ({ isActive }: { isActive: boolean }) =>
    cn(
      'rounded-md px-3 py-2 text-sm font-medium transition-colors',
      isActive ? 'bg-brand-50 text-brand-800' : 'text-stone-600 hover:bg-stone-100 hover:text-stone-900',
    );

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      <header className="sticky top-0 z-30 border-b border-stone-200 bg-white/95 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-6xl items-center gap-4 px-4 sm:px-6">
          <Logo />
          <nav aria-label="Main" className="hidden flex-1 items-center gap-1 md:flex">
            {nav.map((item) => (
              <NavLink key={item.to} to={item.to} className={link}>
                {item.label}
              </NavLink>
            ))}
          </nav>
          <div className="ml-auto hidden items-center gap-3 md:flex">
            <HeaderActions placement="header" />
            <span className="text-sm text-stone-600" data-testid="welcome">
              Welcome, <span className="font-medium text-stone-900">{user?.username}</span>
            </span>
            <Button size="sm" variant="ghost" icon={<LogOut className="h-4 w-4" />} loading={logout.isPending} onClick={signOut}>
              Logout
            </Button>
          </div>
          <Button
            variant="ghost"
            size="icon"
            className="ml-auto md:hidden"
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            aria-expanded={menuOpen}
            onClick={() => setMenuOpen((o) => !o)}
          >
            {menuOpen ? <X className="h-5 w-5" /> : <Menu className="h-5 w-5" />}
          </Button>
        </div>
        {menuOpen ? (
          <div className="border-t border-stone-200 bg-white px-4 pb-4 md:hidden">
            <p className="py-3 text-sm text-stone-600">
              Welcome, <span className="font-medium text-stone-900">{user?.username}</span>
            </p>
            <nav aria-label="Mobile" className="flex flex-col gap-1" onClick={() => setMenuOpen(false)}>
              {nav
                .filter((item) => item.mobile !== false)
                .map((item) => (
                  <NavLink key={item.to} to={item.to} className={link}>
                    {item.label}
                  </NavLink>
                ))}
            </nav>
            {/* A header action closes the menu as it navigates, like the links above. */}
            <div className="mt-3 flex flex-col gap-2">
              <div className="contents" onClick={() => setMenuOpen(false)}>
                <HeaderActions placement="menu" />
              </div>
              <Button variant="outline" icon={<LogOut className="h-4 w-4" />} loading={logout.isPending} onClick={signOut}>
                Logout
              </Button>
            </div>
          </div>
        ) : null}
      </header>
      <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 sm:px-6 sm:py-8">
        {modules.failed.length > 0 ? (
          <div className="mb-6">
            <Notice tone="warning" title="Part of Korero could not be loaded">
              {modules.failed.map((f) => f.title).join(', ')} {modules.failed.length === 1 ? 'is' : 'are'} unavailable right now. Everything
              else works; reload the page to try again.
            </Notice>
          </div>
        ) : null}
        {children ?? <Outlet />}
      </main>
      <Footer />
    </div>
  );
}
