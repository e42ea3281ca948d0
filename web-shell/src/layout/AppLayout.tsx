import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { LogOut } from 'lucide-react';
import { Button, KoreroLogo as Logo, LoadingBlock, Notice, SiteFooter as Footer, useCurrentUser } from '@korero/web-kit';
import { useSignOut } from '../auth/use-auth.ts';
import type { LoadedModules } from '../remotes/load-web-modules.ts';
import { HeaderActions } from '../slots/SlotEntries.tsx';
import { BusinessSwitcher } from './BusinessSwitcher.tsx';
import { navigationFor } from './navigation.ts';
import { PhoneMenu } from './PhoneMenu.tsx';
import { PriorityNav } from './PriorityNav.tsx';

/**
 * The signed-in frame: navigation and header actions from the enabled modules, the owner's name, sign-out, the footer.
 * Its page is the matched child route, or `children` for a screen drawn outside the route tree (the 404 page). While
 * signing out it draws neither the page nor the modules' header actions: nothing on screen starts a request then.
 */
export function AppLayout({ modules, children }: { modules: LoadedModules; children?: ReactNode }) {
  const { user } = useCurrentUser();
  const { signingOut, signOut } = useSignOut();
  const nav = navigationFor(modules.enabled, modules.webModules, Boolean(user?.isAdmin), user?.role);
  // The modules' header actions (New Invite and its dialog's lists) are owners' and managers' tools.
  const tools = user?.role !== 'technician' && !signingOut;

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      <header className="sticky top-0 z-30 border-b border-stone-200 bg-white/95 backdrop-blur">
        <div className="relative mx-auto flex h-16 max-w-[96rem] items-center gap-4 px-4 sm:px-6">
          <Logo />
          {/* Wide screens: the links that fit, the rest under More. Narrower: everything in the menu. */}
          <PriorityNav items={nav} className="relative hidden min-w-0 flex-1 lg:block" />
          <div className="ml-auto hidden shrink-0 items-center gap-3 lg:flex">
            <BusinessSwitcher placement="header" />
            {tools ? <HeaderActions placement="header" /> : null}
            <span className="flex min-w-0 text-sm text-stone-600" data-testid="welcome">
              <span className="hidden xl:inline">Welcome,&nbsp;</span>
              <span className="sr-only xl:hidden">Welcome, </span>
              <span className="max-w-40 truncate font-medium text-stone-900" title={user?.username}>
                {user?.username}
              </span>
            </span>
            <Button size="sm" variant="ghost" icon={<LogOut className="h-4 w-4" />} loading={signingOut} onClick={signOut} title="Log out">
              {/* The word on the widest screens; the icon alone (named for screen readers) where room is short. */}
              <span className="sr-only 2xl:not-sr-only">Logout</span>
            </Button>
          </div>
          <PhoneMenu
            items={nav}
            className="ml-auto lg:hidden"
            greeting={
              <>
                Welcome, <span className="font-medium text-stone-900">{user?.username}</span>
              </>
            }
            actions={
              <>
                <BusinessSwitcher placement="menu" />
                {tools ? <HeaderActions placement="menu" /> : null}
              </>
            }
            signOut={
              <Button variant="outline" className="w-full" icon={<LogOut className="h-4 w-4" />} loading={signingOut} onClick={signOut}>
                Logout
              </Button>
            }
          />
        </div>
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
        {signingOut ? <LoadingBlock label="Signing out…" /> : (children ?? <Outlet />)}
      </main>
      <Footer />
    </div>
  );
}
