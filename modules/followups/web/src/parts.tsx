import { Badge } from '@korero/web-kit';
import type { FollowUpStatus } from '../../contract/words.ts';
import { STATUS, starsText } from './words.ts';

/** The customer's stars: glyphs for the eye, "1 of 5 stars" for a screen reader. */
export function Stars({ value }: { value: number }) {
  const { glyphs, words } = starsText(value);
  return (
    <span className="whitespace-nowrap text-amber-600" title={words}>
      <span aria-hidden>{glyphs}</span>
      <span className="sr-only">{words}</span>
    </span>
  );
}

/** The status in words (the colour only repeats what the words say). */
export function StatusBadge({ status }: { status: FollowUpStatus }) {
  const tone = status === 'open' ? 'warning' : status === 'waiting' ? 'info' : 'success';
  return <Badge tone={tone}>{STATUS[status].label}</Badge>;
}
