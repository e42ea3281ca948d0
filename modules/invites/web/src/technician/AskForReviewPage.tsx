import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import type { InviteInput } from '../../../contract/api.ts';
import type { QueuedAsk } from './ask-queue.ts';
import { sendAsk } from './send-ask.ts';
import { describeOutcome, useAskQueue, type AskResult } from './use-ask-queue.ts';
import { RecentAsks } from './RecentAsks.tsx';
import { WaitingAsks } from './WaitingAsks.tsx';

/**
 * "Ask for a review" (issue 36): a technician at the customer's door, on their phone. The customer's name, a mobile
 * or an email, the job and where, the channel, Send; the ones they sent lately below. The server credits the
 * technician's team member and shows a technician only their own invitations.
 *
 * It runs twice: alone, as the lean page a technician's phone loads first (web/technician, no shell, no router, no
 * query cache: ≤ 120 KB of JavaScript), and inside the app as the module's /ask route. So it uses plain fetches and
 * native controls, nothing that would bring the app's libraries into the lean page. With no signal, an ask is kept on
 * the phone and sent when there is one (issue 48), with its Idempotency-Key so it is never made twice.
 */
export function AskForReviewPage({ username }: { username?: string | undefined }) {
  const [recentVersion, setRecentVersion] = useState(0);
  const refresh = useCallback(() => setRecentVersion((v) => v + 1), []);
  const queue = useAskQueue(username, refresh);
  // Back online: the recent ones again, with how far each got while the phone was away.
  useEffect(() => {
    window.addEventListener('online', refresh);
    return () => window.removeEventListener('online', refresh);
  }, [refresh]);
  return (
    <div className="mx-auto flex w-full max-w-lg flex-col gap-6" data-testid="ask-for-review">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-stone-900">Ask for a review</h1>
        <p className="mt-1 text-sm text-stone-600">Send the customer a link to review the job you just finished.</p>
      </div>
      <WaitingAsks waiting={queue.waiting} results={queue.results} signedOut={queue.signedOut} username={username} />
      <AskForm onSent={refresh} username={username} keep={queue.keep} />
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

/** A key no other ask will have; crypto.randomUUID is only there on https, and a phone on a LAN's http has none. */
function newKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

function AskForm({
  onSent,
  username,
  keep,
}: {
  onSent: () => void;
  username: string | undefined;
  keep: (ask: QueuedAsk) => Promise<boolean>;
}) {
  const [values, setValues] = useState(EMPTY);
  const [channel, setChannel] = useState<Channel>('sms');
  const [consent, setConsent] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // What became of the message, in the owner's words: never "Sent" before the provider has said so.
  const [sent, setSent] = useState<AskResult | null>(null);
  const set = (field: keyof typeof EMPTY) => (value: string) => setValues((v) => ({ ...v, [field]: value }));
  const clear = () => {
    setValues(EMPTY);
    setConsent(false);
  };

  /** No signal (or signed out): kept on the phone to go later, when there is a person to credit it to. */
  const keepForLater = async (key: string, body: InviteInput, signedOut: boolean) => {
    const kept = username !== undefined && (await keep({ key, body, username, queuedAt: new Date().toISOString() }));
    if (!kept) {
      setError('There is no signal, and this phone cannot keep the ask. Try again when you are back online.');
      return;
    }
    setSent({
      key,
      name: body.customerName,
      line: signedOut ? 'Kept on this phone: it goes when you sign in again.' : "Kept on this phone: it goes when you're back online.",
      problem: true,
    });
    clear();
  };

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
    const body: InviteInput = {
      customerName: values.customerName.trim(),
      jobDescription: values.jobDescription.trim(),
      jobLocation: values.jobLocation.trim(),
      ...(channel === 'sms'
        ? { customerPhone: values.contact.trim(), sendSms: true }
        : { customerEmail: values.contact.trim(), sendEmail: true }),
      consent: true,
    };
    const key = newKey();
    setBusy(true);
    try {
      const outcome = navigator.onLine === false ? ({ kind: 'no-signal' } as const) : await sendAsk(key, body);
      if (outcome.kind === 'no-signal' || outcome.kind === 'signed-out') {
        await keepForLater(key, body, outcome.kind === 'signed-out');
      } else if (outcome.kind === 'refused') {
        setError(outcome.message);
      } else {
        setSent(describeOutcome(body.customerName, key, outcome));
        clear();
        onSent();
      }
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
