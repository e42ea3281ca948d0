import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { MessageSquare } from 'lucide-react';
import { Button, Card, cn, EmptyState } from '@korero/web-kit';
import { invitesPage } from '@korero/module-invites/contract/pages';

/** What the analytics tabs share: the empty state for a new owner, a titled section, a bar, a table that scrolls. */

export function NothingYet() {
  return (
    <EmptyState
      icon={<MessageSquare className="h-6 w-6" />}
      title="No reviews in this range yet"
      description="Send an invitation after your next job: every figure here is counted from your customers' answers."
      action={
        <Button asChild>
          <Link to={invitesPage('/invites')}>Create an invitation</Link>
        </Button>
      }
    />
  );
}

export function Section({ title, children, hint }: { title: string; hint?: ReactNode; children: ReactNode }) {
  return (
    <Card className="p-4 sm:p-5">
      <h2 className="font-semibold text-stone-900">{title}</h2>
      {hint ? <p className="mt-0.5 text-sm text-stone-600">{hint}</p> : null}
      <div className="mt-3">{children}</div>
    </Card>
  );
}

export function Bar({ value, max, label }: { value: number; max: number; label: string }) {
  return (
    <div className="flex items-center gap-3 text-sm">
      <span className="w-40 shrink-0 truncate text-stone-800 sm:w-56">{label}</span>
      <span className="h-2.5 flex-1 overflow-hidden rounded-full bg-stone-100" aria-hidden>
        <span className="block h-full rounded-full bg-brand-600" style={{ width: `${max ? (value / max) * 100 : 0}%` }} />
      </span>
      <span className="w-12 shrink-0 text-right tabular-nums text-stone-700">{value}</span>
    </div>
  );
}

export function Table({ head, rows, label }: { head: string[]; rows: ReactNode[][]; label: string }) {
  return (
    <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={`${label}, scrolls sideways on small screens`}>
      <table className="w-full min-w-[420px] text-left text-sm">
        <thead className="border-b border-stone-200 text-stone-600">
          <tr>
            {head.map((h, i) => (
              <th key={h} className={cn('py-2 pr-3 font-medium', i > 0 && 'text-right')}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100">
          {rows.map((row) => (
            // The first cell names the row (a channel, a rating band, a person): unique within a table.
            <tr key={String(row[0])}>
              {row.map((cell, i) => (
                <td key={head[i]} className={cn('py-2 pr-3', i > 0 ? 'text-right tabular-nums' : 'text-stone-900')}>
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
