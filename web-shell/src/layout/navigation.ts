import type { NavEntry, WebModule } from '@korero/web-kit';
import type { EnabledModule } from '../federation/load-web-modules.ts';

/** The nav: each enabled module's manifest entries, then its front end's extras, sorted by order. */
export function navigationFor(enabled: EnabledModule[], webModules: WebModule[], isAdmin: boolean): NavEntry[] {
  const seen = new Set<string>();
  const entries: NavEntry[] = [];
  for (const item of [...enabled.flatMap((m) => m.nav), ...webModules.flatMap((m) => m.nav ?? [])]) {
    if (seen.has(item.to)) continue;
    if (item.access === 'admin' && !isAdmin) continue;
    seen.add(item.to);
    entries.push(item);
  }
  return entries.sort((a, b) => (a.order ?? 100) - (b.order ?? 100));
}
