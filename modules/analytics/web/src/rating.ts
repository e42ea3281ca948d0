/** The spec's rating colours on the analytics page: 4.5 and up green, 4 and up yellow, below red. */
export function ratingTone(rating: number | null): string {
  if (rating === null) return 'text-stone-700';
  return rating >= 4.5 ? 'text-emerald-700' : rating >= 4 ? 'text-amber-700' : 'text-red-700';
}
