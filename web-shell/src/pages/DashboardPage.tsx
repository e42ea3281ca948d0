import { startTransition, useEffect, useState } from 'react';
import { Sparkles } from 'lucide-react';
import { Card, cn, dashboardCards, useCurrentUser, useShell, useSlot, ModuleBoundary, Skeleton } from '@korero/web-kit';
import { greetingName } from '@korero/web-kit';
import { HeroActions, useModuleTitles } from '../slots/SlotEntries.tsx';

/** Cards drawn with the first commit: the first screen's, on a phone and on a wide screen. */
const FIRST_CARDS = 2;

/**
 * How many of `total` cards to draw: the first few at once, then one more per task. A dozen modules' cards mounted in
 * one commit held a phone's main thread for a quarter of a second and more; one card a task keeps each task short.
 * The cards not drawn yet hold their place below the fold, so nothing on screen moves.
 */
function useRevealed(total: number): number {
  const [shown, setShown] = useState(FIRST_CARDS);
  useEffect(() => {
    if (shown >= total) return;
    const next = setTimeout(() => startTransition(() => setShown((n) => n + 1)));
    return () => clearTimeout(next);
  }, [shown, total]);
  return shown;
}

/** The dashboard: a welcome card with the modules' `dashboard.hero` actions, then their `dashboard.cards`, in order. */
export function DashboardPage() {
  const { user } = useCurrentUser();
  const { pending } = useShell();
  const widgets = useSlot(dashboardCards);
  const titles = useModuleTitles();
  const revealed = useRevealed(widgets.length);

  return (
    <div className="flex flex-col gap-6">
      <h1 className="sr-only">Dashboard</h1>
      <Card className="overflow-hidden border-0 bg-gradient-to-br from-brand-700 to-brand-900 text-white" data-testid="dashboard-hero">
        <div className="flex flex-col gap-5 p-6 sm:flex-row sm:items-center sm:justify-between sm:p-8">
          <div>
            <p className="flex items-center gap-2 text-sm font-medium text-brand-100">
              <Sparkles className="h-4 w-4 text-kowhai-400" aria-hidden />
              Dashboard
            </p>
            <h2 className="mt-1 text-2xl font-bold sm:text-3xl">Kia ora, {user ? greetingName(user) : ''}</h2>
            <p className="mt-1 max-w-xl text-brand-100">Finished a job? Send the customer a review link while it is fresh in their mind.</p>
          </div>
          <div className="flex flex-wrap gap-3">
            <HeroActions />
          </div>
        </div>
      </Card>
      {widgets.length > 0 || pending ? (
        <div className="grid gap-6 lg:grid-cols-2">
          {widgets.map((w, i) => (
            <div
              key={`${w.module}:${w.id}`}
              // A card with nothing to say draws nothing (Google's on a Korero without a Google client): no empty cell.
              className={cn('min-w-0 empty:hidden', w.span !== 'half' && 'lg:col-span-2')}
              data-widget={`${w.module}:${w.id}`}
            >
              {i < revealed ? (
                <ModuleBoundary name={titles(w.module)} compact>
                  <w.Component />
                </ModuleBoundary>
              ) : (
                <Skeleton className="h-40 w-full" />
              )}
            </div>
          ))}
          {/* Cards of modules still loading. */}
          {pending ? (
            // A screen tall at least, like the cards it stands for: the footer stays below the fold, not pushed out of
            // view when they arrive.
            <div className="flex min-h-dvh flex-col gap-3 lg:col-span-2" role="status" aria-label="Loading the dashboard's cards">
              <Skeleton className="h-28 w-full" />
              <Skeleton className="h-28 w-full" />
              <Skeleton className="h-28 w-full" />
            </div>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
