import { useLayoutEffect, useRef, useState } from 'react';
import { NavLink } from 'react-router';
import { ChevronDown } from 'lucide-react';
import type { NavEntry } from '@korero/web-kit';
import { MoreMenu } from './MoreMenu.tsx';
import { linksThatFit, navLinkClass } from './navigation.ts';

/** The space between links (Tailwind's gap-1). */
const GAP = 4;

/**
 * The header's links on wide screens: as many as fit the room the header leaves, in order, and the rest under "More".
 * The room is measured, not guessed, so any number of modules, long labels, a long username or a late header button
 * all end in a row that never overlaps. An invisible copy of every link is measured for their widths.
 */
export function PriorityNav({ items, className }: { items: NavEntry[]; className?: string }) {
  const nav = useRef<HTMLElement>(null);
  const ruler = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(items.length);

  useLayoutEffect(() => {
    const measure = () => {
      if (!nav.current || !ruler.current) return;
      const parts = Array.from(ruler.current.children) as HTMLElement[];
      const widths = parts.slice(0, -1).map((el) => el.getBoundingClientRect().width);
      const more = parts.at(-1)?.getBoundingClientRect().width ?? 0;
      setShown(linksThatFit(widths, nav.current.clientWidth, more, GAP));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(nav.current!);
    // The ruler's width changes with the entries (a module switched on, the admin entry once the user is known) and
    // when the web font arrives.
    observer.observe(ruler.current!);
    return () => observer.disconnect();
  }, []);

  const visible = items.slice(0, shown);
  const overflow = items.slice(shown);
  return (
    <nav ref={nav} aria-label="Main" className={className}>
      <div aria-hidden className="pointer-events-none invisible absolute left-0 top-0 h-0 w-0 overflow-hidden">
        <div ref={ruler} className="flex w-max gap-1">
          {items.map((item) => (
            <span key={item.to} className={navLinkClass(false)}>
              {item.label}
            </span>
          ))}
          <span className={`${navLinkClass(false)} inline-flex items-center gap-1`}>
            More
            <ChevronDown className="h-4 w-4" />
          </span>
        </div>
      </div>
      <ul className="flex items-center gap-1">
        {visible.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} className={({ isActive }) => navLinkClass(isActive)}>
              {item.label}
            </NavLink>
          </li>
        ))}
        {overflow.length > 0 ? (
          <li>
            <MoreMenu items={overflow} />
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
