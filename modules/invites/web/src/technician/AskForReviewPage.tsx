import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { ApiError, apiRequest, DeliveryBadge, deliverySentence } from '@korero/web-kit';
import type { CreatedInvite, InviteRow } from '../../../contract/api.ts';

/**
 * "Ask for a review" (issue 36): a technician at the customer's door, on their phone. The customer's name, a mobile
 * or an email, the job and where, the channel, Send; the ones they sent lately below. The server credits the
 * technician's team member and shows a technician only their own invitations.
 *
 * It runs twice: alone, as the lean page a technician's phone loads first (web/technician, no shell, no router, no
 * query cache: ≤ 120 KB of JavaScript), and inside the app as the module's /ask route. So it uses plain fetches and
 * native controls, nothing that would bring the app's libraries into the lean page.
 */
export function AskForReviewPage() {
  const [recentVersion, setRecentVersion] = useState(0);
  return (
    <div className="mx-auto flex w-full max-w-lg flex-col gap-6" data-testid="ask-for-review">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-stone-900">Ask for a review</h1>
        <p className="mt-1 text-sm text-stone-600">Send the customer a link to review the job you just finished.</p>
      </div>
      <AskForm onSent={() => setRecentVersion((v) => v + 1)} />
      <RecentAsks key={recentVersion} />
    </div>
  );
}

type Channel = 'sms' | 'email';

const inputClass =
  'h-12 w-full rounded-lg border border-stone-300 bg-white px-3 text-base text-stone-900 focus:outline-none focus:ring-2 focus:ring-brand-600/40';

function TextField({
  label,
  value,
  onChange,
  hint,
  ...input
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  hint?: string;
  type?: string;
  inputMode?: 'text' | 'tel' | 'email';
  autoComplete?: string;
  required?: boolean;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-stone-800">
        {label}
      </label>
      <input
        id={id}
        className={inputClass}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-describedby={hint ? `${id}-hint` : undefined}
        {...input}
      />
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-stone-500">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

const EMPTY = { customerName: '', contact: '', jobDescription: '', jobLocation: '' };

function AskForm({ onSent }: { onSent: () => void }) {
  const [values, setValues] = useState(EMPTY);
  const [channel, setChannel] = useState<Channel>('sms');
  const [consent, setConsent] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // What became of the message, in the owner's words: never "Sent" before the provider has said so.
  const [sent, setSent] = useState<{ name: string; line: string; problem: boolean } | null>(null);
  const set = (field: keyof typeof EMPTY) => (value: string) => setValues((v) => ({ ...v, [field]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setSent(null);
    if (!values.customerName.trim() || !values.contact.trim() || !values.jobDescription.trim() || !values.jobLocation.trim()) {
      setError("Fill in the customer's name, their mobile or email, the job and where it was.");
      return;
    }
    if (!consent) {
      setError('Tick that the customer agreed to be contacted.');
      return;
    }
    setBusy(true);
    try {
      const created = await apiRequest<{ data: CreatedInvite }>('POST', '/api/invites', {
        customerName: values.customerName.trim(),
        jobDescription: values.jobDescription.trim(),
        jobLocation: values.jobLocation.trim(),
        ...(channel === 'sms'
          ? { customerPhone: values.contact.trim(), sendSms: true }
          : { customerEmail: values.contact.trim(), sendEmail: true }),
        consent: true,
      });
      const delivery = created.data.deliveries[0];
      setSent({
        name: values.customerName.trim(),
        line: delivery ? deliverySentence(delivery.channel, delivery.delivery, delivery.reason) : 'The link is ready.',
        problem: delivery ? ['failed', 'refused', 'waiting'].includes(delivery.delivery) : false,
      });
      setValues(EMPTY);
      setConsent(false);
      onSent();
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : 'Could not send the invitation. Try again.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="flex flex-col gap-4 rounded-xl border border-stone-200 bg-white p-4 shadow-sm" onSubmit={submit} noValidate>
      <TextField label="Customer's name" value={values.customerName} onChange={set('customerName')} autoComplete="off" required />
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1.5 text-sm font-medium text-stone-800">Send by</legend>
        <div className="grid grid-cols-2 gap-2">
          {(
            [
              ['sms', 'Text message'],
              ['email', 'Email'],
            ] as const
          ).map(([value, label]) => (
            <label
              key={value}
              className={`flex h-12 cursor-pointer items-center justify-center rounded-lg border text-sm font-medium ${
                channel === value ? 'border-brand-700 bg-brand-50 text-brand-800' : 'border-stone-300 text-stone-700'
              }`}
            >
              <input
                type="radio"
                name="channel"
                value={value}
                className="sr-only"
                checked={channel === value}
                onChange={() => setChannel(value)}
              />
              {label}
            </label>
          ))}
        </div>
      </fieldset>
      {channel === 'sms' ? (
        <TextField
          key="sms"
          label="Customer's mobile"
          type="tel"
          inputMode="tel"
          autoComplete="off"
          value={values.contact}
          onChange={set('contact')}
          hint="e.g. 021 123 4567"
        />
      ) : (
        <TextField
          key="email"
          label="Customer's email"
          type="email"
          inputMode="email"
          autoComplete="off"
          value={values.contact}
          onChange={set('contact')}
        />
      )}
      <TextField label="Job" value={values.jobDescription} onChange={set('jobDescription')} hint="e.g. Hot water cylinder replaced" />
      <TextField label="Where" value={values.jobLocation} onChange={set('jobLocation')} hint="Suburb or town" />
      <label className="flex items-start gap-3 text-sm text-stone-700">
        <input
          type="checkbox"
          className="mt-0.5 h-5 w-5 shrink-0 accent-brand-700"
          checked={consent}
          onChange={(e) => setConsent(e.target.checked)}
        />
        <span>The customer agreed to be contacted about this job</span>
      </label>
      {error ? (
        <p className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800" role="alert">
          {error}
        </p>
      ) : null}
      {sent ? (
        <p
          className={
            sent.problem
              ? 'rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900'
              : 'rounded-lg border border-emerald-200 bg-emerald-50 px-3 py-2 text-sm text-emerald-900'
          }
          role="status"
          data-testid="ask-sent"
        >
          <span className="font-medium">{sent.name}:</span> {sent.line}
        </p>
      ) : null}
      <button
        type="submit"
        disabled={busy}
        className="h-12 w-full rounded-lg bg-brand-700 text-base font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
      >
        {busy ? 'Sending…' : 'Send'}
      </button>
    </form>
  );
}

type Recent =
  | { state: 'loading' }
  | { state: 'refused'; message: string }
  | { state: 'failed'; message: string }
  | { state: 'ready'; rows: InviteRow[] };

/** The recent ones: asked once when drawn; the page draws it again (a new key) after each send. */
function RecentAsks() {
  const [recent, setRecent] = useState<Recent>({ state: 'loading' });
  useEffect(() => {
    let drawn = true;
    apiRequest<{ data: InviteRow[] }>('GET', '/api/invites?limit=5&page=1').then(
      (answer) => drawn && setRecent({ state: 'ready', rows: answer.data }),
      (caught: unknown) => {
        const refused = caught instanceof ApiError && caught.status === 403;
        const message = caught instanceof Error ? caught.message : 'Could not load them.';
        if (drawn) setRecent({ state: refused ? 'refused' : 'failed', message });
      },
    );
    return () => {
      drawn = false;
    };
  }, []);
  return (
    <section aria-labelledby="recent-asks" className="flex flex-col gap-2">
      <h2 id="recent-asks" className="text-lg font-semibold text-stone-900">
        Sent lately
      </h2>
      {recent.state === 'loading' ? <p className="text-sm text-stone-500">Loading…</p> : null}
      {recent.state === 'refused' || recent.state === 'failed' ? <p className="text-sm text-stone-600">{recent.message}</p> : null}
      {recent.state === 'ready' && recent.rows.length === 0 ? (
        <p className="text-sm text-stone-600">Nothing yet: the ones you send appear here.</p>
      ) : null}
      {recent.state === 'ready' && recent.rows.length > 0 ? (
        <ul className="flex flex-col divide-y divide-stone-100 rounded-xl border border-stone-200 bg-white" aria-label="Sent lately">
          {recent.rows.map((row) => (
            <li key={row.id} className="flex items-center justify-between gap-3 px-4 py-3" data-testid="recent-ask">
              <span className="min-w-0">
                <span className="block truncate font-medium text-stone-900">{row.customerName}</span>
                <span className="block truncate text-sm text-stone-600">{row.jobDescription}</span>
              </span>
              <StateOf row={row} />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/**
 * Where an invitation stands, as the owner's screen says it: reviewed, cancelled or opened; before that, each
 * message's delivery (Sending, Sent, Failed…), which explains itself when tapped.
 */
function StateOf({ row }: { row: InviteRow }): ReactNode {
  const done = row.completedAt
    ? ['Reviewed', 'bg-emerald-50 text-emerald-800']
    : row.cancelledAt
      ? ['Cancelled', 'bg-stone-100 text-stone-700']
      : row.openedAt
        ? ['Opened', 'bg-sky-50 text-sky-800']
        : null;
  if (done) return <span className={`shrink-0 rounded-full px-2.5 py-0.5 text-xs font-medium ${done[1]}`}>{done[0]}</span>;
  if (row.channels.length === 0)
    return <span className="shrink-0 rounded-full bg-stone-100 px-2.5 py-0.5 text-xs font-medium text-stone-700">Link only</span>;
  return (
    <span className="flex shrink-0 flex-col items-end gap-1">
      {row.channels.map((c) => (
        <DeliveryBadge key={c.channel} channel={c.channel} delivery={c.delivery} reason={c.error} />
      ))}
    </span>
  );
}
