import type { ReactNode } from 'react';
import { AlertTriangle, Info, ShieldAlert } from 'lucide-react';
import { Badge, cn, formatDateTime } from '@korero/web-kit';
import type { AdminAlert } from '../../../contract/api.ts';

const SEVERITY = {
  critical: { label: 'Critical', tone: 'danger', icon: ShieldAlert },
  warning: { label: 'Warning', tone: 'warning', icon: AlertTriangle },
  info: { label: 'Info', tone: 'info', icon: Info },
} as const;

/** One alert: severity, what was measured, when, and its read and resolve actions. */
export function AlertRow({ alert, actions }: { alert: AdminAlert; actions?: ReactNode }) {
  const severity = SEVERITY[alert.severity];
  const Icon = severity.icon;
  return (
    <li className={cn('flex flex-col gap-2 py-3 sm:flex-row sm:items-start sm:justify-between', alert.isResolved && 'opacity-75')}>
      <div className="flex min-w-0 gap-3">
        <Icon
          className={cn(
            'mt-0.5 h-5 w-5 shrink-0',
            alert.severity === 'critical' ? 'text-red-700' : alert.severity === 'warning' ? 'text-amber-700' : 'text-sky-700',
          )}
          aria-hidden
        />
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2 font-medium text-stone-900">
            {alert.isRead ? null : (
              <>
                <span className="h-2 w-2 rounded-full bg-brand-700" aria-hidden />
                <span className="sr-only">Unread:</span>
              </>
            )}
            {alert.title}
            <Badge tone={severity.tone}>{severity.label}</Badge>
            {alert.isDemo ? <Badge tone="purple">Demo</Badge> : null}
            {alert.isResolved ? <Badge tone="success">Resolved</Badge> : null}
          </p>
          <p className="mt-1 break-words text-sm text-stone-700">{alert.message}</p>
          <p className="mt-1 text-xs text-stone-600">
            {alert.alertType} · raised {formatDateTime(alert.createdAt)}
            {alert.isResolved && alert.resolvedAt
              ? ` · resolved ${formatDateTime(alert.resolvedAt)}${alert.resolvedBy === 'system' ? ' automatically, once the problem had ended' : ''}`
              : ''}
          </p>
        </div>
      </div>
      {actions ? <div className="flex shrink-0 gap-2 pl-8 sm:pl-0">{actions}</div> : null}
    </li>
  );
}
