import type { ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { CreditCard, FlaskConical, Lock } from 'lucide-react';
import { Badge, Button, Card, KoreroLogo, LoadingBlock, Notice, formatDateTime } from '@korero/web-kit';
import type { TestCheckoutView } from '../../../contract/api.ts';
import { cents, discountSummary } from '../lib/format.ts';
import { useTestCheckout } from '../queries.ts';

/**
 * Korero's own checkout for deployments without Stripe: clearly a test, takes no card, and returns to the
 * subscription page exactly as Stripe Checkout would (success with the session id, or cancelled).
 */
export default function TestCheckoutPage() {
  const [params] = useSearchParams();
  const sessionId = params.get('session');
  const checkout = useTestCheckout(sessionId);

  return (
    <div className="flex min-h-dvh flex-col bg-stone-100">
      <div
        className="bg-[repeating-linear-gradient(135deg,var(--color-kowhai-400)_0_14px,#fde68a_14px_28px)] px-4 py-2 text-center text-sm font-semibold text-amber-950"
        role="note"
      >
        <FlaskConical className="mr-1.5 inline h-4 w-4 align-[-3px]" aria-hidden />
        TEST CHECKOUT · No card is taken and nothing is charged
      </div>
      <header className="border-b border-stone-200 bg-white">
        <div className="mx-auto flex h-16 max-w-lg items-center justify-between px-4">
          <KoreroLogo to="/subscription" />
          <Badge tone="warning">Test mode</Badge>
        </div>
      </header>
      <main id="main" className="mx-auto w-full max-w-lg flex-1 px-4 py-8">
        <h1 className="text-2xl font-bold tracking-tight text-stone-900">Test checkout</h1>
        <p className="mt-1 text-sm text-stone-600">
          This Korero has no payment provider connected, so upgrades use this test page. Completing it activates your plan just as a real
          payment would.
        </p>
        <div className="mt-6">
          {!sessionId ? <Missing /> : null}
          {checkout.isLoading ? <LoadingBlock label="Loading your checkout…" /> : null}
          {checkout.error ? <Missing message={checkout.error.message} /> : null}
          {checkout.data ? <Summary checkout={checkout.data.data} /> : null}
        </div>
      </main>
    </div>
  );
}

function Missing({ message }: { message?: string }) {
  return (
    <Notice tone="danger" title="This checkout can't be shown">
      <p>{message ?? 'The link has no checkout in it.'}</p>
      <BackLink />
    </Notice>
  );
}

const BackLink = () => (
  <Link to="/subscription" className="mt-2 inline-block font-medium underline underline-offset-4">
    Back to Subscription
  </Link>
);

function Line({ label, value, tone }: { label: ReactNode; value: string; tone?: 'discount' }) {
  return (
    <div className="flex items-start justify-between gap-4 py-2 text-sm">
      <dt className="text-stone-700">{label}</dt>
      <dd className={tone === 'discount' ? 'font-medium text-brand-700' : 'font-medium text-stone-900'}>{value}</dd>
    </div>
  );
}

function Summary({ checkout }: { checkout: TestCheckoutView }) {
  const navigate = useNavigate();
  const unit = checkout.yearly ? 'year' : 'month';
  const d = checkout.discount;
  const off = checkout.amount - checkout.amountDue;

  if (checkout.status !== 'open') {
    return (
      <Notice
        tone={checkout.status === 'complete' ? 'success' : 'warning'}
        title={checkout.status === 'complete' ? 'Already completed' : 'This checkout has expired'}
      >
        <p>
          {checkout.status === 'complete'
            ? `Your ${checkout.planName} plan is active.`
            : 'Nothing was charged. Start the upgrade again from the Subscription page.'}
        </p>
        <BackLink />
      </Notice>
    );
  }

  return (
    <Card className="overflow-hidden" data-testid="test-checkout">
      <div className="flex items-center gap-3 border-b border-stone-100 p-5">
        <span className="rounded-lg bg-brand-50 p-2.5 text-brand-700">
          <CreditCard className="h-5 w-5" aria-hidden />
        </span>
        <div>
          <p className="font-semibold text-stone-900">Korero {checkout.planName}</p>
          <p className="text-sm text-stone-600">Billed {checkout.yearly ? 'yearly' : 'monthly'} in NZD</p>
        </div>
      </div>
      <dl className="divide-y divide-stone-100 px-5">
        <Line label={`${checkout.planName} plan, 1 ${unit}`} value={cents(checkout.amount)} />
        {d ? (
          <Line
            tone="discount"
            label={
              <>
                Discount <span className="font-mono font-semibold">{d.code}</span>
                <span className="block text-xs text-stone-500">{discountSummary(d)}</span>
              </>
            }
            value={off > 0 ? `−${cents(off)}` : 'Applied'}
          />
        ) : null}
        <div className="flex items-baseline justify-between gap-4 py-3">
          <dt className="font-semibold text-stone-900">Due today</dt>
          <dd className="text-2xl font-bold tracking-tight text-stone-900" data-testid="amount-due">
            {cents(checkout.amountDue)}
          </dd>
        </div>
      </dl>
      <p className="px-5 text-xs text-stone-500">
        {d?.discountType === 'free_trial' ? `After your ${d.freeTrialDays}-day trial, ` : 'Then '}
        {cents(checkout.amount)} a {unit} until you cancel. This session closes at {formatDateTime(checkout.expiresAt)}.
      </p>
      <div className="flex flex-col gap-2 p-5">
        <Button size="lg" className="w-full" icon={<Lock className="h-4 w-4" aria-hidden />} onClick={() => navigate(checkout.successPath)}>
          Complete test checkout
        </Button>
        <Button variant="outline" className="w-full" onClick={() => navigate(checkout.cancelPath)}>
          Cancel
        </Button>
      </div>
    </Card>
  );
}
