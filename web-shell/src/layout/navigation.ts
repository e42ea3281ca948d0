import type { RoleId } from '@korero/core/contract';
import type { NavEntry, WebModule } from '@korero/web-kit';
import { cn } from '@korero/web-kit';
import type { EnabledModule } from '../remotes/load-web-modules.ts';
import { roleMayUse } from '../app/roles.ts';

/**
 * The nav: each enabled module's manifest entries, then its front end's extras, sorted by order; only what the
 * person's role in the business may use (administrators' entries for administrators, whatever their role).
 */
export function navigationFor(enabled: EnabledModule[], webModules: WebModule[], isAdmin: boolean, role: RoleId = 'owner'): NavEntry[] {
  const seen = new Set<string>();
  const entries: NavEntry[] = [];
  for (const item of [...enabled.flatMap((m) => m.nav), ...webModules.flatMap((m) => m.nav ?? [])]) {
    if (seen.has(item.to)) continue;
    if (item.access === 'admin' && !isAdmin) continue;
    if (item.access !== 'admin' && !roleMayUse(role, item.roles)) continue;
    seen.add(item.to);
    entries.push(item);
  }
  return entries.sort((a, b) => (a.order ?? 100) - (b.order ?? 100));
}

/** Is this entry's page (or a page under it) the one open? */
export function isCurrent(to: string, pathname: string): boolean {
  return pathname === to || pathname.startsWith(`${to}/`);
}

/**
 * How many links, in order, fit a row `available` pixels wide, `gap` apart: all of them, or as many as leave room for
 * the "More" button that holds the rest.
 */
export function linksThatFit(widths: number[], available: number, moreWidth: number, gap: number): number {
  const row = (count: number) => widths.slice(0, count).reduce((sum, w) => sum + w, 0) + gap * Math.max(count - 1, 0);
  if (row(widths.length) <= available) return widths.length;
  let count = widths.length - 1;
  while (count > 0 && row(count) + gap + moreWidth > available) count--;
  return count;
}

export const navLinkClass = (active: boolean) =>
  cn(
    'whitespace-nowrap rounded-md px-3 py-2 text-sm font-medium transition-colors',
    active ? 'bg-brand-50 text-brand-800' : 'text-stone-600 hover:bg-stone-100 hover:text-stone-900',
  );
