import { cn, EmptyState } from '@korero/web-kit';
import type { Analytics } from '../../../contract/api.ts';
import { Bar, NothingYet, Section } from '../components/parts.tsx';

/** Feedback Analysis: ticked points by category, and each point with its share of the range's reviews. */
export function FeedbackTab({ a }: { a: Analytics }) {
  if (a.feedbackItems.length === 0) {
    return a.totalReviews === 0 ? (
      <NothingYet />
    ) : (
      <EmptyState title="Nothing ticked yet" description="Customers' ticked points appear here as they tell you what went well." />
    );
  }
  const maxCategory = Math.max(...a.topFeedbackCategories.map((c) => c.count));
  return (
    <div className="flex flex-col gap-4">
      <Section title="By category" hint="Share of all the points customers ticked in this range.">
        <div className="flex flex-col gap-2">
          {a.topFeedbackCategories.map((c) => (
            <Bar key={c.category} label={`${c.category} (${c.percentage}%)`} value={c.count} max={maxCategory} />
          ))}
        </div>
      </Section>
      <Section title="What customers ticked" hint="Each point with the share of this range's reviews that chose it.">
        <ul className="flex flex-col divide-y divide-stone-100">
          {a.feedbackItems.map((item) => (
            <li key={item.id} className="flex items-center justify-between gap-3 py-2 text-sm">
              <span className="min-w-0">
                <span className="text-stone-900">{item.text}</span>{' '}
                <span className={cn('text-xs', item.kind === 'improvement' ? 'text-red-700' : 'text-stone-600')}>
                  · {item.category}
                  {item.kind === 'improvement' ? ', to improve' : ''}
                </span>
              </span>
              <span className="shrink-0 tabular-nums text-stone-700">
                {item.count} · {item.percentage}%
              </span>
            </li>
          ))}
        </ul>
      </Section>
    </div>
  );
}
