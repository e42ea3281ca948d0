/**
 * Links to a module's pages, made from its page list (its contract/pages.ts): another module, its server or its front
 * end, links to a page through the owner's contract (`notesPage('/notes/:id', { id })`) instead of writing
 * the path, so a page that moves or goes takes its links with it and the types name what each page needs. No
 * imports, and a package entry of its own (@korero/core/page-links): a front end carries these few lines, not the
 * contract's schemas.
 */

/** The parameters a page pattern names: '/things/:id' → 'id'; '/area/*' → '*' (the rest of the path). */
type ParamNames<P extends string> = P extends `${infer Head}/${infer Rest}`
  ? ParamNames<Head> | ParamNames<Rest>
  : P extends `:${infer Name}`
    ? Name
    : P extends '*'
      ? '*'
      : never;

/** A query string's values; undefined ones are left out. */
export type PageQuery = Readonly<Record<string, string | number | boolean | undefined>>;

/** A link to one of the pages: the pattern, its parameters if it has any, then the query. */
export type PageLinks<Pattern extends string> = <P extends Pattern>(
  page: P,
  ...rest: [ParamNames<P>] extends [never] ? [query?: PageQuery] : [params: { readonly [K in ParamNames<P>]: string }, query?: PageQuery]
) => string;

/** The path of a page pattern with its parameters filled in (each encoded; `*` may hold several segments). */
function fill(pattern: string, params: Readonly<Record<string, string>>): string {
  return pattern
    .split('/')
    .map((segment) => {
      if (segment === '*') return (params['*'] ?? '').split('/').map(encodeURIComponent).join('/');
      if (!segment.startsWith(':')) return segment;
      const value = params[segment.slice(1)];
      if (!value) throw new Error(`${pattern} needs its ${segment}`);
      return encodeURIComponent(value);
    })
    .join('/')
    .replace(/(.)\/+$/, '$1');
}

/** Links to these pages, one typed call for any of them (the list's keys are the patterns). */
export function pageLinks<const Pages extends Readonly<Record<string, unknown>>>(pages: Pages): PageLinks<keyof Pages & string> {
  return ((page: string, ...rest: unknown[]) => {
    if (!Object.hasOwn(pages, page)) throw new Error(`${page} is not one of these pages`);
    const hasParams = page.split('/').some((s) => s.startsWith(':') || s === '*');
    const params = ((hasParams ? rest[0] : undefined) ?? {}) as Readonly<Record<string, string>>;
    const query = (hasParams ? rest[1] : rest[0]) as PageQuery | undefined;
    const search = new URLSearchParams(
      Object.entries(query ?? {}).flatMap(([key, value]) => (value === undefined ? [] : [[key, String(value)]])),
    ).toString();
    return `${fill(page, params)}${search ? `?${search}` : ''}`;
  }) as PageLinks<keyof Pages & string>;
}

/**
 * Pages the kernel sends people to and a module draws: the kernel names them here, and the module drawing one lists
 * it among its pages (its contract/pages.ts), so the dependency points from the module to the kernel and never back.
 * The no-module-names test counts these as the kernel's, not the module's.
 */
export const KERNEL_PAGES = {
  /**
   * The local billing provider's checkout (core/src/adapters/billing), its stand-in for Stripe's hosted page: a
   * labelled test page that takes no card. The module that checks out draws it, with `?session=<checkout id>`.
   */
  localCheckout: '/billing/test-checkout',
} as const;
