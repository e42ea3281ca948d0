/** The spec's rating colours on the competitor page: 4.5 and up, 4 and up, 3.5 and up, and below. */
export function ratingTone(rating: number | null): string {
  if (rating === null) return 'text-stone-600';
  if (rating >= 4.5) return 'text-emerald-700';
  if (rating >= 4) return 'text-lime-700';
  if (rating >= 3.5) return 'text-amber-700';
  return 'text-red-700';
}

export const stars = (rating: number | null) => (rating === null ? '—' : `${rating.toFixed(1)} ★`);

export const reviewsCount = (n: number | null) =>
  n === null ? 'Reviews not known' : `${n.toLocaleString('en-NZ')} review${n === 1 ? '' : 's'}`;
