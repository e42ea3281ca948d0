/**
 * The Reviews screen's filters live in the address (?rating=1,2&member=…&page=2), so a filtered list can be
 * bookmarked, shared with a colleague and survives a reload; GET /api/submissions takes the same names.
 */
export const FILTER_KEYS = ['q', 'rating', 'destination', 'member', 'from', 'to'] as const;
/**
 * What the page shows beside those: the source (`korero`, or a `reviews.sources` entry's id such as `google`; none:
 * all of them) and "not answered yet" (`unanswered=true`, for sources that have answers). The notification emails link
 * to /reviews?source=google&unanswered=true. Not sent to GET /api/submissions.
 */
export const VIEW_KEYS = ['source', 'unanswered'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number] | (typeof VIEW_KEYS)[number];
export type Filters = Partial<Record<FilterKey, string>>;

/** Korero's own submissions, in the Source filter. */
export const KORERO_SOURCE = 'korero';

export const PAGE_SIZE = 20;

/** "all" stands for no filter: a select's item cannot have an empty value. */
export const ANY = 'all';

export const RATING_CHOICES = [
  { value: ANY, label: 'All ratings' },
  { value: '5', label: '5 stars' },
  { value: '4', label: '4 stars' },
  { value: '3', label: '3 stars' },
  { value: '2', label: '2 stars' },
  { value: '1', label: '1 star' },
  { value: '4,5', label: '4–5 stars' },
  { value: '1,2', label: '1–2 stars (needs follow-up)' },
];

export const DESTINATION_CHOICES = [
  { value: ANY, label: 'Anywhere' },
  { value: 'google', label: 'For Google' },
  { value: 'private', label: 'Private feedback' },
  { value: 'undecided', label: 'Rating only' },
];

/** The filters the address holds, with anything the server would refuse left out (a hand-edited address still loads). */
export function readFilters(params: URLSearchParams): { filters: Filters; page: number } {
  const filters: Filters = {};
  const value = (key: FilterKey) => params.get(key)?.trim() || undefined;
  const q = value('q');
  if (q) filters.q = q.slice(0, 100);
  const rating = value('rating');
  if (rating && RATING_CHOICES.some((c) => c.value === rating && c.value !== ANY)) filters.rating = rating;
  const destination = value('destination');
  if (destination && DESTINATION_CHOICES.some((c) => c.value === destination && c.value !== ANY)) filters.destination = destination;
  const member = value('member');
  if (member) filters.member = member.slice(0, 120);
  const from = value('from');
  const to = value('to');
  const isDate = (d: string | undefined): d is string => Boolean(d && /^\d{4}-\d{2}-\d{2}$/.test(d) && !Number.isNaN(Date.parse(d)));
  if (isDate(from)) filters.from = from;
  if (isDate(to) && (!filters.from || to >= filters.from)) filters.to = to;
  const source = value('source');
  if (source && /^[a-z0-9-]{1,40}$/.test(source)) filters.source = source;
  if (value('unanswered') === 'true') filters.unanswered = 'true';
  const page = Number(params.get('page'));
  return { filters, page: Number.isInteger(page) && page > 1 ? page : 1 };
}

/** The address for these filters and page (page 1 and empty filters are left out). */
export function writeFilters(filters: Filters, page: number): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of [...FILTER_KEYS, ...VIEW_KEYS]) if (filters[key]) params.set(key, filters[key]!);
  if (page > 1) params.set('page', String(page));
  return params;
}

/** GET /api/submissions' query for these filters and page: the submissions' own filters only. */
export function submissionsQuery(filters: Filters, page: number): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) if (filters[key]) params.set(key, filters[key]!);
  if (page > 1) params.set('page', String(page));
  return params;
}

/** Do the submissions' own filters narrow the list (the source and "not answered yet" aside)? */
export const narrowsSubmissions = (filters: Filters) => FILTER_KEYS.some((k) => filters[k]);

/**
 * How many filters narrow the list, search and source aside (they have their own controls): the count on the phone's
 * Filters button.
 */
export const activeFilterCount = (filters: Filters) =>
  [...FILTER_KEYS, 'unanswered' as const].filter((k) => k !== 'q' && filters[k]).length;
