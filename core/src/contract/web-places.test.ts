import { describe, expect, it } from 'vitest';
import { modulesForPage, modulesForSlots, pageMatches, pageOwner, type PlacedModule } from './web-places.ts';

const mod = (name: string, pages: string[], slots: string[] = [], remoteEntry: string | null = `/modules/${name}/remoteEntry.js`) => ({
  name,
  remoteEntry,
  pages,
  slots,
});

const enabled: PlacedModule[] = [
  mod('teams', ['/teams']),
  mod('invites', ['/invites', '/qr/:token'], ['header.primary', 'dashboard.hero', 'dashboard.cards', 'settings.panels']),
  mod('admin', ['/admin/*']),
  mod('business', ['/settings'], ['dashboard.cards']),
  mod('messenger', [], ['settings.panels']),
  mod('headless', ['/headless'], ['dashboard.cards'], null),
];

describe('pageMatches', () => {
  it('matches the route forms the modules use, as the router does', () => {
    expect(pageMatches('/teams', '/teams')).toBe(true);
    expect(pageMatches('/teams', '/teams/')).toBe(true);
    expect(pageMatches('/teams', '/teams/2')).toBe(false);
    expect(pageMatches('/teams', '/team')).toBe(false);
    expect(pageMatches('/qr/:token', '/qr/abc')).toBe(true);
    expect(pageMatches('/qr/:token', '/qr')).toBe(false);
    expect(pageMatches('/qr/:token', '/qr/abc/def')).toBe(false);
    expect(pageMatches('/admin/*', '/admin')).toBe(true);
    expect(pageMatches('/admin/*', '/admin/users/7')).toBe(true);
    expect(pageMatches('/admin/*', '/administration')).toBe(false);
  });
});

describe('which front ends a page needs', () => {
  it("a module's page needs its module, and the header's when signed in", () => {
    expect(modulesForPage(enabled, '/teams', true).sort()).toEqual(['invites', 'teams']);
    expect(modulesForPage(enabled, '/teams', false)).toEqual(['teams']);
    expect(modulesForPage(enabled, '/admin/users', true).sort()).toEqual(['admin', 'invites']);
  });

  it('the dashboard needs the modules filling its slots; a module without a front end is never asked for', () => {
    expect(modulesForPage(enabled, '/dashboard', true).sort()).toEqual(['business', 'invites']);
    expect(modulesForPage(enabled, '/', true).sort()).toEqual(['business', 'invites']);
    expect(pageOwner(enabled, '/headless')).toBeUndefined();
  });

  it('the signed-out screens and unknown addresses need none', () => {
    expect(modulesForPage(enabled, '/auth', false)).toEqual([]);
    expect(modulesForPage(enabled, '/forgot-password', false)).toEqual([]);
    expect(modulesForPage(enabled, '/nowhere', false)).toEqual([]);
  });

  it('a slot hosted by a page brings the modules filling it', () => {
    expect(modulesForSlots(enabled, ['settings.panels']).sort()).toEqual(['invites', 'messenger']);
    expect(modulesForSlots(enabled, ['analytics.tabs'])).toEqual([]);
  });
});
