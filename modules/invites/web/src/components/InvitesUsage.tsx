import { Link } from 'react-router';
import { AlertTriangle, Ban, Gauge, Sparkles } from 'lucide-react';
import { Button, Card, cn, formatLongDate, useModuleEnabled, countOf } from '@korero/web-kit';
import type { Usage } from '../../../contract/api.ts';
import { subscriptionPage } from '@korero/module-subscription/contract/pages';

/** Where one monthly limit stands: unlimited, not in the plan, room left, the last one, or used up. */
type LimitLevel = 'unlimited' | 'excluded' | 'under' | 'last' | 'reached';

function limitLevel(used: number, limit: number | null): LimitLevel {
  if (limit === null) return 'unlimited';
  if (limit === 0) return 'excluded';
  if (used >= limit) return 'reached';
  return limit - used === 1 ? 'last' : 'under';
}

/** The month's invitations are used up: the form would only end in a refusal, so the page shows why instead. */
export const invitesUsedUp = (usage: Usage | undefined) =>
  usage !== undefined && limitLevel(usage.invitesThisMonth, usage.invitesLimit) === 'reached';

function Meter({ label, used, limit }: { label: string; used: number; limit: number | null }) {
  const level = limitLevel(used, limit);
  const shown = limit === null ? `${used} · unlimited` : level === 'excluded' ? 'Not in your plan' : `${Math.min(used, limit)} of ${limit}`;
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span className="text-stone-700">{label}</span>
        <span className="font-semibold tabular-nums text-stone-900">{shown}</span>
      </div>
      {limit ? (
        // The words above carry the numbers; the bar is for the eye only.
        <div className="h-2 overflow-hidden rounded-full bg-stone-200" aria-hidden>
          <div
            className={cn('h-full rounded-full', level === 'reached' ? 'bg-red-600' : level === 'last' ? 'bg-amber-500' : 'bg-brand-600')}
            style={{ width: `${Math.min(100, Math.round((used / limit) * 100))}%` }}
          />
        </div>
      ) : null}
    </div>
  );
}

function UpgradeLink() {
  if (!useModuleEnabled('subscription')) return null;
  return (
    <Button asChild size="sm" icon={<Sparkles className="h-4 w-4" />} className="w-full sm:w-auto">
      <Link to={subscriptionPage('/subscription')}>See plans and upgrade</Link>
    </Button>
  );
}

/**
 * This New Zealand month's invitations and texts against the owner's plan, on /invites: a warning at the last one,
 * and at the limit the reason and the way to upgrade before anything is typed. The server still enforces the limits.
 */
export function InvitesUsage({ usage }: { usage: Usage }) {
  const invites = limitLevel(usage.invitesThisMonth, usage.invitesLimit);
  const sms = limitLevel(usage.smsThisMonth, usage.smsLimit);
  const resets = formatLongDate(usage.resetsAt);

  if (invites === 'reached') {
    return (
      <Card className="border-red-200 bg-red-50 p-4 sm:p-5" data-testid="invites-usage" data-state="reached">
        <div role="alert" className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
          <div className="flex items-start gap-3">
            <Ban className="mt-0.5 h-5 w-5 shrink-0 text-red-700" aria-hidden />
            <div className="flex flex-col gap-1">
              <p className="font-semibold text-stone-900">
                You&apos;ve used all {countOf(usage.invitesLimit ?? 0, 'invitation', 'invitations')} for {usage.month}
              </p>
              <p className="text-sm text-stone-700">
                {usage.planName} includes {countOf(usage.invitesLimit ?? 0, 'invitation', 'invitations')} a month, so a new one can&apos;t
                be made until {resets}. Links and QR codes already made keep working. Upgrade to keep inviting customers now.
              </p>
            </div>
          </div>
          <UpgradeLink />
        </div>
      </Card>
    );
  }

  const warnings: string[] = [];
  if (invites === 'last') warnings.push('1 invitation left this month');
  if (sms === 'last') warnings.push('1 text left this month');
  const smsUsedUp = sms === 'reached';
  // Nothing to count on a plan without limits.
  if (invites === 'unlimited' && (sms === 'unlimited' || sms === 'excluded')) return null;
  const state = smsUsedUp ? 'sms-reached' : warnings.length ? 'last' : 'under';

  return (
    <Card
      className={cn('p-4 sm:p-5', warnings.length || smsUsedUp ? 'border-amber-200 bg-amber-50' : undefined)}
      data-testid="invites-usage"
      data-state={state}
    >
      <section aria-labelledby="invites-usage-title" className="flex flex-col gap-3">
        <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
          <h2 id="invites-usage-title" className="flex items-center gap-2 font-semibold text-stone-900">
            <Gauge className="h-5 w-5 text-brand-700" aria-hidden /> {usage.month} on {usage.planName}
          </h2>
          <p className="text-xs text-stone-600">Counts start again on {resets}</p>
        </div>
        <div className="grid gap-3 sm:grid-cols-2">
          {invites !== 'unlimited' ? <Meter label="Invitations" used={usage.invitesThisMonth} limit={usage.invitesLimit} /> : null}
          {sms !== 'excluded' ? <Meter label="Texts (SMS)" used={usage.smsThisMonth} limit={usage.smsLimit} /> : null}
        </div>
        {warnings.length || smsUsedUp ? (
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between" role="status">
            <p className="flex items-start gap-2 text-sm text-stone-800">
              <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0 text-amber-700" aria-hidden />
              <span>
                {warnings.length ? <strong className="font-semibold">{warnings.join(' · ')}. </strong> : null}
                {smsUsedUp
                  ? `You've sent all ${countOf(usage.smsLimit ?? 0, 'text', 'texts')} in ${usage.planName} for ${usage.month}: send by email, link or QR code until ${resets}. `
                  : null}
                Upgrade for more.
              </span>
            </p>
            <UpgradeLink />
          </div>
        ) : null}
      </section>
    </Card>
  );
}
