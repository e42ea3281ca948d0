import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ACTIVITY_KEY, activityClient, Card, formatDateTime, LoadingBlock, Notice, Pager, timeAgo } from '@korero/web-kit';

const PER_PAGE = 20;

/**
 * Settings → Activity (owners and managers, as GET /api/activity): who did what in the business, newest first, a
 * page at a time. Asked for only once the section is opened: every section of Settings stays drawn, and the list is
 * not worth a request on each visit to another section.
 */
export function ActivitySection({ open }: { open: boolean }) {
  const [page, setPage] = useState(1);
  const [wanted, setWanted] = useState(open);
  if (open && !wanted) setWanted(true);
  const activity = useQuery({
    queryKey: [...ACTIVITY_KEY, page],
    queryFn: () => activityClient.list(page, PER_PAGE),
    enabled: wanted,
    placeholderData: keepPreviousData,
  });
  if (activity.error) {
    return (
      <Notice tone="danger" title="Could not load the activity">
        {activity.error.message}
      </Notice>
    );
  }
  if (!activity.data) return <LoadingBlock label="Loading the activity…" />;
  const { data, pagination } = activity.data;
  return (
    <div data-testid="activity-list">
      {data.length === 0 ? (
        <Notice tone="info" title="Nothing yet">
          Invitations sent, replies, follow-ups, settings changed and things deleted will show here with who did them.
        </Notice>
      ) : (
        <Card>
          <ul className="flex flex-col divide-y divide-stone-100" aria-label="Activity">
            {data.map((line) => (
              <li key={line.id} className="flex flex-col gap-0.5 px-4 py-3 sm:flex-row sm:items-baseline sm:justify-between sm:gap-4">
                <p className="min-w-0 break-words text-sm text-stone-800">
                  <span className="font-medium text-stone-900">{line.person.name}</span> {line.sentence}
                </p>
                <time dateTime={line.at} title={formatDateTime(line.at)} className="shrink-0 text-xs text-stone-500">
                  {timeAgo(line.at)}
                </time>
              </li>
            ))}
          </ul>
        </Card>
      )}
      <Pager {...pagination} noun={['entry', 'entries']} onPage={setPage} busy={activity.isPlaceholderData} label="Pages of activity" />
    </div>
  );
}
