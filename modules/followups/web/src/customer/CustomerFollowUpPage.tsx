import { useEffect, useId, useState } from 'react';
import { useParams } from 'react-router';
import {
  ApiError,
  Button,
  Card,
  cn,
  ConfirmDialog,
  FormError,
  LoadingBlock,
  Notice,
  Textarea,
  T,
  useT,
  type Translator,
} from '@korero/web-kit';
import { followUpCustomerClient } from '../../../contract/client.ts';
import type { CustomerConversation } from '../../../contract/api.ts';
import { CUSTOMER_BODY_MAX } from '../../../contract/words.ts';
import { FollowUpLanguage } from './FollowUpLanguage.tsx';

type State = { kind: 'loading' } | { kind: 'missing' } | { kind: 'failed' } | { kind: 'ready'; data: CustomerConversation };

/** /follow-up/:token inside the app (a development checkout without a build): the same page as the lean entry draws. */
export default function CustomerFollowUpPage() {
  const { token = '' } = useParams();
  return <CustomerFollowUp token={token} />;
}

/**
 * The customer's side of a follow-up, on their phone with no account (the token is the capability): the business's
 * name and logo, the conversation, an answer box, and a way to stop the messages. Nothing here asks for or links to a
 * review. `initial` is the conversation the server inlined in the lean page (web/customer), so it draws at once.
 */
export function CustomerFollowUp({ token, initial = null }: { token: string; initial?: CustomerConversation | null }) {
  const [state, setState] = useState<State>(initial ? { kind: 'ready', data: initial } : { kind: 'loading' });
  useEffect(() => {
    if (initial) return;
    let live = true;
    followUpCustomerClient.conversation(token).then(
      (answer) => live && setState({ kind: 'ready', data: answer.data }),
      (error) => live && setState({ kind: error instanceof ApiError && error.status === 404 ? 'missing' : 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [token, initial]);

  // The follow-up's language (its invitation's, else the business's), unless ?lang= asks for another.
  return (
    <FollowUpLanguage stored={state.kind === 'ready' ? state.data.language : null}>
      {state.kind === 'loading' ? <Loading /> : null}
      {state.kind === 'missing' ? <Message id="page.notFound" /> : null}
      {state.kind === 'failed' ? <Message id="page.loadFailed" /> : null}
      {state.kind === 'ready' ? (
        <Conversation token={token} data={state.data} onChange={(data) => setState({ kind: 'ready', data })} />
      ) : null}
    </FollowUpLanguage>
  );
}

function Loading() {
  const { t } = useT();
  return <LoadingBlock className="min-h-dvh" label={t('page.loading')} />;
}

function Message({ id }: { id: 'page.notFound' | 'page.loadFailed' }) {
  return (
    <main id="main" className="flex min-h-dvh items-center justify-center bg-stone-50 p-4">
      <Card className="max-w-sm p-6 text-center">
        <h1 className="text-xl font-bold text-stone-900">
          <T id={`${id}.title`} />
        </h1>
        <p className="mt-2 text-stone-600">
          <T id={`${id}.text`} />
        </p>
      </Card>
    </main>
  );
}

/**
 * A message's time in New Zealand: "30 Nov 2026, 6:59 pm" in English; in te reo all in numbers ("30/11/2026, 18:59"),
 * since browsers have no te reo month names (Chromium drew them as American English).
 */
function formatWhen(iso: string, t: Translator): string {
  const words: Intl.DateTimeFormatOptions =
    t.languages[0] === 'en'
      ? { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' }
      : { day: 'numeric', month: 'numeric', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };
  return new Intl.DateTimeFormat('en-NZ', { timeZone: 'Pacific/Auckland', ...words }).format(new Date(iso));
}

function Logo({ name, logoUrl }: { name: string; logoUrl: string | null }) {
  const { t } = useT();
  return logoUrl ? (
    <img
      src={logoUrl}
      alt={t('header.logo', { business: name })}
      width={56}
      height={56}
      className="h-14 w-14 shrink-0 rounded-xl bg-white object-contain shadow-sm"
    />
  ) : (
    <span
      className="flex h-14 w-14 shrink-0 items-center justify-center rounded-full bg-brand-700 text-2xl font-bold text-white"
      aria-hidden
    >
      {name[0]?.toUpperCase()}
    </span>
  );
}

function Conversation({
  token,
  data,
  onChange,
}: {
  token: string;
  data: CustomerConversation;
  onChange: (data: CustomerConversation) => void;
}) {
  const ids = useId();
  const words = useT();
  const { t } = words;
  const business = data.businessName?.trim() || t('business.fallbackName');
  const first = data.customerName.split(/\s+/)[0] || data.customerName;
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const [confirm, setConfirm] = useState(false);
  const [stopping, setStopping] = useState(false);
  const [writeAgain, setWriteAgain] = useState(false);
  const text = body.trim();
  const tooLong = text.length > CUSTOMER_BODY_MAX;
  // The server's reason is in English: a page in another language says its own sentence instead.
  const failure = (e: unknown, fallback: string) => (words.choice === 'en' && (e as Error).message) || fallback;

  const send = async () => {
    if (!text) return setError(t('answer.empty'));
    setSending(true);
    try {
      const answer = await followUpCustomerClient.write(token, text);
      onChange(answer.data);
      setBody('');
      setError(null);
      setSent(true);
      setWriteAgain(false);
    } catch (e) {
      setError(failure(e, t('answer.failed')));
    } finally {
      setSending(false);
    }
  };
  const stop = async () => {
    setStopping(true);
    try {
      const answer = await followUpCustomerClient.stop(token);
      onChange(answer.data);
      setConfirm(false);
    } catch (e) {
      setError(failure(e, t('stop.failed')));
      setConfirm(false);
    } finally {
      setStopping(false);
    }
  };
  const boxShown = !data.stopped || writeAgain;

  return (
    <main id="main" className="min-h-dvh bg-stone-50">
      <div className="mx-auto flex w-full max-w-xl flex-col gap-5 px-4 py-6 sm:py-10">
        <header className="flex items-center gap-3">
          <Logo name={business} logoUrl={data.logoUrl} />
          <div className="min-w-0">
            <h1 className="text-xl font-bold text-stone-900 sm:text-2xl">{business}</h1>
            <p className="text-sm text-stone-600">
              <T id="header.greeting" values={{ name: first, business }} />
            </p>
          </div>
        </header>

        {data.stopped ? (
          <Notice tone="info" title={t('stopped.title')}>
            <T id="stopped.text" values={{ business }} />
          </Notice>
        ) : null}
        {data.resolved && !data.stopped ? (
          <Notice tone="success" title={t('resolved.title', { business })}>
            <T id="resolved.text" />
          </Notice>
        ) : null}

        <section aria-labelledby={`${ids}-messages`}>
          <h2 id={`${ids}-messages`} className="sr-only">
            <T id="messages.heading" />
          </h2>
          <ol className="flex flex-col gap-3">
            {data.messages.map((m) => {
              const mine = m.from === 'customer';
              return (
                <li
                  key={`${m.createdAt}:${m.from}:${m.channel}:${m.body.length}`}
                  className={cn('flex flex-col gap-1', mine ? 'items-end pl-8' : 'items-start pr-8')}
                >
                  <p className="text-xs text-stone-600">
                    <span className="font-semibold text-stone-800">{mine ? <T id="messages.you" /> : business}</span> ·{' '}
                    <time dateTime={m.createdAt}>{formatWhen(m.createdAt, words)}</time>
                  </p>
                  <div
                    className={cn(
                      'max-w-full whitespace-pre-wrap break-words rounded-2xl px-4 py-2.5 text-[15px] leading-relaxed',
                      mine ? 'rounded-br-sm bg-brand-700 text-white' : 'rounded-bl-sm border border-stone-200 bg-white text-stone-900',
                    )}
                  >
                    {m.body}
                  </div>
                </li>
              );
            })}
          </ol>
        </section>

        {sent ? (
          <p role="status" className="rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-900">
            <T id="answer.sent" values={{ business }} />
          </p>
        ) : null}

        {boxShown ? (
          <form
            className="flex flex-col gap-2"
            aria-label={t('answer.form')}
            onSubmit={(event) => {
              event.preventDefault();
              void send();
            }}
          >
            <label htmlFor={`${ids}-body`} className="font-medium text-stone-900">
              <T id="answer.label" values={{ business }} />
            </label>
            <Textarea
              id={`${ids}-body`}
              value={body}
              rows={4}
              invalid={tooLong || Boolean(error)}
              aria-describedby={`${ids}-hint`}
              onChange={(event) => {
                setBody(event.target.value);
                if (error) setError(null);
                if (sent) setSent(false);
              }}
            />
            <p id={`${ids}-hint`} className={cn('text-xs', tooLong ? 'font-medium text-red-700' : 'text-stone-600')}>
              {tooLong ? (
                <T id="answer.tooLong" values={{ max: CUSTOMER_BODY_MAX.toLocaleString('en-NZ') }} />
              ) : (
                <T id="answer.private" values={{ business }} />
              )}
            </p>
            <FormError message={error} />
            <Button type="submit" size="lg" className="w-full sm:w-auto sm:self-start" loading={sending} disabled={tooLong}>
              <T id="answer.send" />
            </Button>
          </form>
        ) : (
          <div>
            <Button variant="outline" onClick={() => setWriteAgain(true)}>
              <T id="answer.writeAgain" values={{ business }} />
            </Button>
          </div>
        )}

        {data.stopped ? null : (
          <div className="border-t border-stone-200 pt-4">
            <Button variant="dangerGhost" size="sm" className="-ml-3" onClick={() => setConfirm(true)}>
              <T id="stop.button" />
            </Button>
          </div>
        )}
        <ConfirmDialog
          open={confirm}
          onOpenChange={setConfirm}
          title={t('stop.title')}
          description={t('stop.text', { business })}
          confirmLabel={t('stop.confirm')}
          cancelLabel={t('stop.cancel')}
          destructive
          busy={stopping}
          onConfirm={() => void stop()}
        />
      </div>
    </main>
  );
}
