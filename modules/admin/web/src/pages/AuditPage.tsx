import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Badge, Card, Field, formatDateTime, Input, LoadingBlock, Notice, PageHeader, Pager, Select } from '@korero/web-kit';
import { adminClient } from '../../../contract/client.ts';

const ALL = 'all';

/** The audit log, newest first: append-only, so nothing here can be edited or deleted. */
export default function AuditPage() {
  const [page, setPage] = useState(1);
  const [action, setAction] = useState(ALL);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const filters = { action: action === ALL ? undefined : action, from: from || undefined, to: to || undefined };
  const log = useQuery({
    queryKey: ['/api/admin/audit-logs', page, filters],
    queryFn: () => adminClient.audit(page, filters),
    placeholderData: keepPreviousData,
  });
  const answer = log.data;
  const reset =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setPage(1);
    };
  return (
    <div>
      <PageHeader
        back={false}
        title="Audit Log"
        description="Every administrator's change and every security event. Entries cannot be edited or deleted."
      />
      <div className="mb-4 grid grid-cols-1 gap-3 sm:grid-cols-3 [&>*]:min-w-0">
        <Field label="Action">
          {({ id }) => (
            <Select
              id={id}
              value={action}
              onValueChange={reset(setAction)}
              options={[{ value: ALL, label: 'All actions' }, ...(answer?.actions ?? []).map((a) => ({ value: a, label: a }))]}
            />
          )}
        </Field>
        <Field label="From">
          {({ id }) => <Input id={id} type="date" value={from} onChange={(e) => reset(setFrom)(e.target.value)} />}
        </Field>
        <Field label="To">
          {({ id }) => <Input id={id} type="date" value={to} min={from || undefined} onChange={(e) => reset(setTo)(e.target.value)} />}
        </Field>
      </div>
      {log.isLoading ? <LoadingBlock label="Loading the audit log…" /> : null}
      {log.error ? (
        <Notice tone="danger" title="Could not load the audit log">
          {log.error.message}
        </Notice>
      ) : null}
      <Card>
        <ul className="flex flex-col divide-y divide-stone-100">
          {(answer?.data ?? []).map((a) => (
            <li key={a.id} className="flex flex-col gap-1 p-4 text-sm" data-testid="audit-entry">
              <p className="flex flex-wrap items-center gap-2">
                <Badge tone={a.action.startsWith('security.') ? 'danger' : 'neutral'}>{a.action}</Badge>
                <span className="text-stone-600">{formatDateTime(a.createdAt)}</span>
                {a.repeats > 1 ? (
                  <span className="text-stone-600" data-testid="audit-repeats">
                    {a.repeats} times, the last at {formatDateTime(a.lastAt ?? a.createdAt)}
                  </span>
                ) : null}
              </p>
              <p className="break-words font-medium text-stone-900">{String(a.details.message ?? '')}</p>
              <p className="break-all text-stone-600">
                By {a.adminUsername ?? 'the system'} · from {a.ipAddress ?? 'unknown address'} · {a.targetType}
                {a.targetId ? ` ${a.targetId}` : ''}
              </p>
            </li>
          ))}
          {answer && answer.data.length === 0 ? <li className="p-4 text-sm text-stone-600">No entries match.</li> : null}
        </ul>
      </Card>
      {answer ? <Pager {...answer.pagination} noun={['entry', 'entries']} onPage={setPage} busy={log.isPlaceholderData} /> : null}
    </div>
  );
}
