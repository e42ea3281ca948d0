import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router';
import { Menu, X } from 'lucide-react';
import { Button, cn, type NavEntry } from '@korero/web-kit';
import { navLinkClass } from './navigation.ts';

/**
 * The menu of narrow screens: a button in the header opening the header's actions (New Invite), every link, then the
 * owner's own part (their name, entries marked `mobile: false` such as the plan, and sign-out). Escape closes it and returns to
 * the button; following a link closes it. It scrolls within the screen however many modules there are.
 */
export function PhoneMenu({
  items,
  greeting,
  actions,
  signOut,
  className,
}: {
  items: NavEntry[];
  greeting: ReactNode;
  /** The header's actions, at the top of the menu. */
  actions: ReactNode;
  signOut: ReactNode;
  className?: string;
}) {
  // Open on the page it was opened on: any page change (a link here, or anywhere) closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const panelId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  const open = openOn === pathname;
  const setOpen = (next: boolean | ((was: boolean) => boolean)) =>
    setOpenOn((was) => ((typeof next === 'function' ? next(was === pathname) : next) ? pathname : null));

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenOn(null);
      toggle.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  const main = items.filter((item) => item.mobile !== false);
  const account = items.filter((item) => item.mobile === false);
  const link = (item: NavEntry) => (
    <NavLink key={item.to} to={item.to} className={({ isActive }) => cn(navLinkClass(isActive), 'block py-2.5')}>
      {item.label}
    </NavLink>
  );

  return (
    <div className={className}>
      <Button
        ref={toggle}
        variant="ghost"
        size="icon"
        aria-label={open ? 'Close menu' : 'Open menu'}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
      >
        {open ? <X className="h-5 w-5" /> : <Menu className="h-5 w-5" />}
      </Button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-y border-stone-200 bg-white px-4 pb-4 shadow-lg"
      >
        {/* Drawn only while open, so nothing in it is on the page twice (the header has the same actions). */}
        {open ? (
          <>
            {/* A header action closes the menu as it navigates, like the links. */}
            <div className="flex flex-col gap-2 pt-3 empty:hidden" onClick={() => setOpen(false)}>
              {actions}
            </div>
            <nav aria-label="Mobile" className="flex flex-col gap-0.5 pt-3" onClick={() => setOpen(false)}>
              {main.map(link)}
            </nav>
            <div className="mt-3 border-t border-stone-200 pt-3">
              <p className="pb-2 text-sm text-stone-600">{greeting}</p>
              {account.length > 0 ? (
                <nav aria-label="Account" className="flex flex-col gap-0.5 pb-2" onClick={() => setOpen(false)}>
                  {account.map(link)}
                </nav>
              ) : null}
              {signOut}
            </div>
          </>
        ) : null}
      </div>
    </div>
  );
}
