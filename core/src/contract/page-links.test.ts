import { describe, expect, it } from 'vitest';
import { pageLinks } from './page-links.ts';

const pages = {
  '/things': { access: 'user' },
  '/things/:id': { access: 'user' },
  '/thing/:owner/:token': { access: 'public' },
  '/area/*': { access: 'user' },
} as const;
const thingsPage = pageLinks(pages);

describe('links to a module’s pages, from its page list', () => {
  it('fill in each parameter, encoded, and add the query without its undefined values', () => {
    expect(thingsPage('/things')).toBe('/things');
    expect(thingsPage('/things', { q: 'Aroha & Co', page: 2, unanswered: true, source: undefined })).toBe(
      '/things?q=Aroha+%26+Co&page=2&unanswered=true',
    );
    expect(thingsPage('/things/:id', { id: 'a/b' })).toBe('/things/a%2Fb');
    expect(thingsPage('/thing/:owner/:token', { owner: 'o', token: 't' }, { at: 'x' })).toBe('/thing/o/t?at=x');
  });

  it('give a wildcard page the rest of the path, or the page itself without it', () => {
    expect(thingsPage('/area/*', { '*': 'google' })).toBe('/area/google');
    expect(thingsPage('/area/*', { '*': 'a b/c' })).toBe('/area/a%20b/c');
    expect(thingsPage('/area/*', { '*': '' })).toBe('/area');
  });

  it('refuse a page not in the list (the types do too)', () => {
    // @ts-expect-error: not one of the pages
    expect(() => thingsPage('/elsewhere')).toThrow(/not one of these pages/);
    // @ts-expect-error: the page names its parameter
    expect(() => thingsPage('/things/:id')).toThrow('/things/:id needs its :id');
    expect(() => thingsPage('/things/:id', { id: '' })).toThrow('/things/:id needs its :id');
  });
});
