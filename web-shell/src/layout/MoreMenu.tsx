import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { NavLink, useLocation } from 'react-router';
import { ChevronDown } from 'lucide-react';
import type { NavEntry } from '@korero/web-kit';
import { cn } from '@korero/web-kit';
import { isCurrent, navLinkClass } from './navigation.ts';

/**
 * The links the header has no room for, behind a "More" button. A disclosure (a button with aria-expanded and a list
 * of links), the pattern WAI-ARIA advises for site navigation: Enter or Space opens it, arrow keys move through its
 * links, Escape closes it and returns to the button, and it closes when a link is followed or focus or a click goes
 * elsewhere.
 */
export function MoreMenu({ items }: { items: NavEntry[] }) {
  // Open on the page it was opened on: any page change (a link here, or anywhere) closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  const open = openOn === pathname;
  const setOpen = (next: boolean | ((was: boolean) => boolean)) =>
    setOpenOn((was) => ((typeof next === 'function' ? next(was === pathname) : next) ? pathname : null));
  const holdsCurrent = items.some((item) => isCurrent(item.to, pathname));

  useEffect(() => {
    if (!open) return;
    const away = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpenOn(null);
    };
    document.addEventListener('pointerdown', away);
    return () => document.removeEventListener('pointerdown', away);
  }, [open]);

  const links = () => Array.from(root.current?.querySelectorAll<HTMLAnchorElement>(`#${CSS.escape(panelId)} a`) ?? []);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      button.current?.focus();
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp' && event.key !== 'Home' && event.key !== 'End') return;
    const all = links();
    if (!open) {
      if (event.key !== 'ArrowDown') return;
      event.preventDefault();
      setOpen(true);
      // The list draws on the next frame.
      requestAnimationFrame(() => links()[0]?.focus());
      return;
    }
    event.preventDefault();
    const at = all.indexOf(document.activeElement as HTMLAnchorElement);
    const next =
      event.key === 'Home'
        ? 0
        : event.key === 'End'
          ? all.length - 1
          : event.key === 'ArrowDown'
            ? Math.min(at + 1, all.length - 1)
            : Math.max(at - 1, 0);
    all[next]?.focus();
  };

  return (
    <div
      ref={root}
      className="relative"
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (!root.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
        className={cn(navLinkClass(holdsCurrent), 'inline-flex items-center gap-1')}
      >
        More
        {holdsCurrent ? <span className="sr-only"> (the current page is in this list)</span> : null}
        <ChevronDown className={cn('h-4 w-4 transition-transform', open && 'rotate-180')} aria-hidden />
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute right-0 top-full z-40 mt-2 max-h-[calc(100dvh-5rem)] w-56 overflow-y-auto rounded-lg border border-stone-200 bg-white p-1.5 shadow-lg"
      >
        <ul className="flex flex-col gap-0.5">
          {items.map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} className={({ isActive }) => cn(navLinkClass(isActive), 'block')} onClick={() => setOpen(false)}>
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
