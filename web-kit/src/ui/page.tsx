import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowLeft, TrendingDown, TrendingUp, Minus } from 'lucide-react';
import { Button } from './button.tsx';
import { Card } from './card.tsx';
import { cn } from './cn.ts';
import { Skeleton } from './spinner.tsx';

/** A screen's title, its purpose, and the way back to the dashboard. */
export function PageHeader({
  title,
  description,
  actions,
  back = true,
}: {
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  back?: boolean;
}) {
  return (
    <div className="mb-6 flex flex-col gap-4">
      {back ? (
        <div>
          <Button asChild variant="ghost" size="sm" className="-ml-2">
            <Link to="/">
              <ArrowLeft className="h-4 w-4" aria-hidden />
              Back to Dashboard
            </Link>
          </Button>
        </div>
      ) : null}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">{title}</h1>
          {description ? <p className="text-stone-600">{description}</p> : null}
        </div>
        {/* On wide screens the actions keep their row; the description wraps instead. */}
        {actions ? <div className="flex flex-wrap gap-2 sm:shrink-0">{actions}</div> : null}
      </div>
    </div>
  );
}

export interface StatCardProps {
  title: string;
  value: ReactNode;
  change?: string;
  changeType?: 'positive' | 'negative' | 'neutral';
  icon?: ReactNode;
  loading?: boolean;
}

export function StatCard({ title, value, change, changeType = 'neutral', icon, loading }: StatCardProps) {
  const ChangeIcon = changeType === 'positive' ? TrendingUp : changeType === 'negative' ? TrendingDown : Minus;
  return (
    <Card className="p-5">
      <div className="flex items-start justify-between gap-3">
        <p className="text-sm font-medium text-stone-600">{title}</p>
        {icon ? <span className="rounded-lg bg-brand-50 p-2 text-brand-700">{icon}</span> : null}
      </div>
      {loading ? <Skeleton className="mt-2 h-8 w-20" /> : <p className="mt-1 text-3xl font-bold tracking-tight text-stone-900">{value}</p>}
      {/* The line it will have, while loading: the card keeps its height when the numbers arrive. */}
      {change && loading ? <Skeleton className="mt-2 h-4 w-24" /> : null}
      {change && !loading ? (
        <p
          className={cn(
            'mt-2 flex items-center gap-1 text-xs font-medium',
            changeType === 'positive' ? 'text-emerald-700' : changeType === 'negative' ? 'text-red-700' : 'text-stone-500',
          )}
        >
          <ChangeIcon className="h-3.5 w-3.5" aria-hidden />
          {change}
        </p>
      ) : null}
    </Card>
  );
}

export function EmptyState({
  icon,
  title,
  description,
  action,
}: {
  icon?: ReactNode;
  title: string;
  description?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-stone-300 bg-white px-6 py-12 text-center">
      {icon ? <div className="rounded-full bg-brand-50 p-3 text-brand-700">{icon}</div> : null}
      <h3 className="text-base font-semibold text-stone-900">{title}</h3>
      {description ? <p className="max-w-md text-sm text-stone-600">{description}</p> : null}
      {action}
    </div>
  );
}

/** A notice inside a page: a module that failed to load, a limit reached. */
export function Notice({
  tone = 'info',
  title,
  children,
}: {
  tone?: 'info' | 'warning' | 'danger' | 'success';
  title?: ReactNode;
  children?: ReactNode;
}) {
  const styles = {
    info: 'border-sky-200 bg-sky-50 text-sky-900',
    warning: 'border-amber-200 bg-amber-50 text-amber-900',
    danger: 'border-red-200 bg-red-50 text-red-900',
    success: 'border-emerald-200 bg-emerald-50 text-emerald-900',
  }[tone];
  return (
    <div className={cn('rounded-xl border px-4 py-3 text-sm', styles)} role={tone === 'danger' ? 'alert' : 'status'}>
      {title ? <p className="font-semibold">{title}</p> : null}
      {children ? <div className={title ? 'mt-1' : undefined}>{children}</div> : null}
    </div>
  );
}
