import { useId, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { ArrowLeft, Lock } from 'lucide-react';
import {
  ApiError,
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  cn,
  DeliveryBadge,
  deliverySentence,
  formatDateTime,
  FormError,
  LoadingBlock,
  minutes,
  Notice,
  Textarea,
  toast,
  useModuleEnabled,
} from '@korero/web-kit';
import { profileQuery } from '@korero/module-business/contract/client';
import { smsLength } from '@korero/module-business/contract/sms-segments';
import { MEMBERS_KEY, teamsClient } from '@korero/module-teams/contract/client';
import { followUpsClient, followUpsKeys } from '../../../contract/client.ts';
import type { FollowUpDetail, ReplyChannel } from '../../../contract/api.ts';
import {
  EMAIL_BODY_MAX,
  FOLLOW_UP_OUTCOMES,
  FOLLOW_UP_PAGE_PATH,
  NOTE_MAX,
  SMS_MAX_SEGMENTS,
  smsReplyText,
  type FollowUpOutcome,
} from '../../../contract/words.ts';
import { Stars, StatusBadge } from '../parts.tsx';
import { OUTCOME, waitedFor } from '../words.ts';

type Message = FollowUpDetail['messages'][number];

const CUSTOMER_CHANNEL: Record<Message['channel'], string> = {
  feedback: 'Private feedback',
  page: 'On their page',
  sms: 'By text',
  email: 'By email',
};

/** /follow-ups/:id: one conversation, the reply box, and what the team does with it (assign, note, resolve). */
export default function FollowUpPage() {
  const { id = '' } = useParams();
  const one = useQuery({ queryKey: followUpsKeys.one(id), queryFn: () => followUpsClient.one(id), staleTime: minutes(1) });
  const back = (
    <Button asChild variant="ghost" size="sm" className="-ml-2">
      <Link to="/follow-ups">
        <ArrowLeft className="h-4 w-4" aria-hidden />
        All follow-ups
      </Link>
    </Button>
  );
  if (one.isLoading) return <LoadingBlock label="Loading the conversation…" />;
  if (one.error || !one.data) {
    const missing = one.error instanceof ApiError && one.error.status === 404;
    return (
      <div className="flex flex-col gap-4">
        <div>{back}</div>
        <Notice tone={missing ? 'info' : 'danger'} title={missing ? 'This follow-up does not exist' : 'Could not load this follow-up'}>
          {missing ? 'It may have been deleted with its review, or the link is mistyped.' : one.error?.message}
        </Notice>
      </div>
    );
  }
  const f = one.data.data;
  return (
    <div className="flex flex-col gap-4">
      <div>{back}</div>
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">{f.customerName}</h1>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-stone-700">
          <Stars value={f.starRating} />
          <StatusBadge status={f.status} />
          {f.status === 'resolved' && f.outcome ? <span>Outcome: {OUTCOME[f.outcome]}</span> : null}
          {f.status !== 'resolved' && f.waitingSince ? (
            <span>
              {f.status === 'open' ? 'Waiting for your answer' : 'Waiting for their answer'} {waitedFor(f.waitingSince)}
            </span>
          ) : null}
        </div>
      </header>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-3 lg:items-start [&>*]:min-w-0">
        <div className="flex flex-col gap-4 lg:col-span-2">
          <Conversation followUp={f} />
          <ReplyBox followUp={f} />
        </div>
        <div className="flex flex-col gap-4">
          <Details followUp={f} />
          <Notes followUp={f} />
        </div>
      </div>
    </div>
  );
}

function useRefresh() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: followUpsKeys.all });
}

function Conversation({ followUp }: { followUp: FollowUpDetail }) {
  const first = followUp.customerName.split(/\s+/)[0] || followUp.customerName;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Conversation</CardTitle>
      </CardHeader>
      <CardContent>
        {followUp.messages.length === 0 ? (
          <p className="text-sm text-stone-600">No words yet: {followUp.customerName} left a rating without a message.</p>
        ) : (
          <ol className="flex flex-col gap-3" aria-label="Messages, oldest first">
            {followUp.messages.map((m) => {
              const ours = m.from === 'business';
              return (
                <li key={m.id} className={cn('flex flex-col gap-1', ours ? 'items-end pl-6 sm:pl-12' : 'items-start pr-6 sm:pr-12')}>
                  <p className="text-xs text-stone-600">
                    <span className="font-semibold text-stone-800">{ours ? 'You' : first}</span>
                    {ours ? (m.channel === 'sms' ? ', by text' : ', by email') : ` · ${CUSTOMER_CHANNEL[m.channel]}`} ·{' '}
                    <time dateTime={m.createdAt}>{formatDateTime(m.createdAt)}</time>
                  </p>
                  <div
                    className={cn(
                      'max-w-full whitespace-pre-wrap break-words rounded-2xl px-4 py-2.5 text-sm',
                      ours ? 'rounded-br-sm bg-brand-700 text-white' : 'rounded-bl-sm border border-stone-200 bg-stone-50 text-stone-900',
                    )}
                  >
                    {m.body}
                  </div>
                  {ours && m.status !== 'received' && (m.channel === 'email' || m.channel === 'sms') ? (
                    <div className="flex flex-col items-end gap-1">
                      <DeliveryBadge channel={m.channel} delivery={m.status} reason={m.reason} />
                      {m.reason && (m.status === 'failed' || m.status === 'refused') ? (
                        <p className="text-xs text-red-800">{m.reason}</p>
                      ) : null}
                    </div>
                  ) : null}
                </li>
              );
            })}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}

/** The link's length as the server writes it: this site's address, the page's path and a 43-character token. */
const sampleLink = () =>
  `${typeof location === 'undefined' ? 'https://korero.example' : location.origin}${FOLLOW_UP_PAGE_PATH}${'x'.repeat(43)}`;

function ReplyBox({ followUp }: { followUp: FollowUpDetail }) {
  const refresh = useRefresh();
  const ids = useId();
  const { email, sms } = followUp.channels;
  const [channel, setChannel] = useState<ReplyChannel>(email.available || !sms.available ? 'email' : 'sms');
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const profile = useQuery({ ...profileQuery, staleTime: minutes(5), enabled: sms.available });
  const businessName = profile.data?.data.businessName?.trim() || 'Your service provider';
  const words = body.trim();
  const chosen = followUp.channels[channel];
  const length = channel === 'sms' ? smsLength(smsReplyText(businessName, words, sampleLink())) : null;
  const over = length ? length.segments > SMS_MAX_SEGMENTS : words.length > EMAIL_BODY_MAX;
  const send = useMutation({
    mutationFn: () => followUpsClient.reply(followUp.id, { channel, body: words }),
    onSuccess: async (answer) => {
      setBody('');
      setError(null);
      const to = channel === 'email' ? followUp.contact.email : followUp.contact.phone;
      toast({
        title: 'Reply saved',
        description: deliverySentence(
          channel,
          answer.data.status === 'received' ? 'sent' : answer.data.status,
          answer.data.reason,
          to ?? undefined,
        ),
        variant: answer.data.status === 'failed' || answer.data.status === 'refused' ? 'destructive' : 'success',
      });
      await refresh();
    },
    onError: (e) => setError(e.message),
  });
  const noChannel = !email.available && !sms.available;
  const counter = length
    ? `${length.segments} of ${SMS_MAX_SEGMENTS} texts (counting your business name and the link Korero adds)`
    : `${words.length.toLocaleString('en-NZ')} of ${EMAIL_BODY_MAX.toLocaleString('en-NZ')} characters`;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Reply</CardTitle>
        <p className="text-sm text-stone-600">
          Sent with your business name and a link to a page where {followUp.customerName} can read this conversation and answer.
        </p>
      </CardHeader>
      <CardContent>
        <form
          className="flex flex-col gap-4"
          aria-label="Reply"
          onSubmit={(event) => {
            event.preventDefault();
            if (!words) return setError('Write a message to send.');
            send.mutate();
          }}
        >
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 text-sm font-medium text-stone-800">Send by</legend>
            {(['email', 'sms'] as const).map((c) => {
              const option = followUp.channels[c];
              const address = c === 'email' ? followUp.contact.email : followUp.contact.phone;
              return (
                <label
                  key={c}
                  className={cn(
                    'flex items-start gap-3 rounded-lg border p-3 text-sm',
                    option.available ? 'cursor-pointer border-stone-300' : 'border-stone-200 bg-stone-50 text-stone-500',
                    channel === c && option.available && 'border-brand-700 ring-1 ring-brand-700',
                  )}
                >
                  <input
                    type="radio"
                    name={`${ids}-channel`}
                    value={c}
                    className="mt-0.5 h-4 w-4 accent-brand-700"
                    checked={channel === c && option.available}
                    disabled={!option.available}
                    aria-describedby={option.reason ? `${ids}-${c}-why` : undefined}
                    onChange={() => {
                      setChannel(c);
                      setError(null);
                    }}
                  />
                  <span className="flex min-w-0 flex-col">
                    <span className="font-medium text-stone-900">
                      {c === 'email' ? 'Email' : 'SMS'}
                      {address ? (
                        <>
                          {' '}
                          <span className="break-all font-normal text-stone-600">to {address}</span>
                        </>
                      ) : null}
                    </span>
                    {option.reason ? (
                      <span id={`${ids}-${c}-why`} className="text-stone-600">
                        Unavailable: {option.reason}
                      </span>
                    ) : null}
                  </span>
                </label>
              );
            })}
          </fieldset>
          {noChannel ? (
            <Notice tone="warning" title="No way to reply from Korero">
              Korero cannot reach {followUp.customerName}: see why above. You can still keep notes and resolve it.
            </Notice>
          ) : (
            <>
              <div className="flex flex-col gap-1.5">
                <label htmlFor={`${ids}-body`} className="text-sm font-medium text-stone-800">
                  Your message
                </label>
                <Textarea
                  id={`${ids}-body`}
                  value={body}
                  rows={5}
                  invalid={over || Boolean(error)}
                  aria-describedby={`${ids}-count ${error ? `${ids}-error` : ''}`.trim()}
                  onChange={(event) => {
                    setBody(event.target.value);
                    if (error) setError(null);
                  }}
                />
                <p
                  id={`${ids}-count`}
                  className={cn('text-xs', over ? 'font-medium text-red-700' : 'text-stone-600')}
                  data-testid="reply-counter"
                >
                  {counter}
                  {over ? (length ? `: too long for a text. Shorten it, or send it by email.` : ': too long. Shorten it.') : ''}
                </p>
              </div>
              {error ? (
                <div id={`${ids}-error`}>
                  <FormError message={error} />
                </div>
              ) : null}
              <div className="flex flex-wrap items-center gap-3">
                <Button type="submit" loading={send.isPending} disabled={!chosen.available || over || !words}>
                  Send {channel === 'email' ? 'email' : 'text'}
                </Button>
                <p className="text-xs text-stone-600">
                  Keep it about putting things right: Korero refuses messages about reviews or ratings.
                </p>
              </div>
            </>
          )}
        </form>
      </CardContent>
    </Card>
  );
}

function Details({ followUp }: { followUp: FollowUpDetail }) {
  const refresh = useRefresh();
  const teamsOn = useModuleEnabled('teams');
  const ids = useId();
  const [outcome, setOutcome] = useState<FollowUpOutcome | ''>('');
  const [error, setError] = useState<string | null>(null);
  const members = useQuery({ queryKey: MEMBERS_KEY, queryFn: teamsClient.members, enabled: teamsOn, staleTime: minutes(5) });
  const change = useMutation({
    mutationFn: (input: Parameters<typeof followUpsClient.change>[1]) => followUpsClient.change(followUp.id, input),
    onSuccess: async (_, input) => {
      setError(null);
      if (input.outcome) toast({ title: 'Follow-up resolved', variant: 'success' });
      else if (input.status === 'open') toast({ title: 'Follow-up reopened', variant: 'success' });
      else toast({ title: 'Assignment saved', variant: 'success' });
      setOutcome('');
      await refresh();
    },
    onError: (e) => setError(e.message),
  });
  const list = members.data?.data ?? [];
  return (
    <Card>
      <CardHeader>
        <CardTitle>Details</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="text-stone-600">Email</dt>
          <dd className="break-all text-stone-900">{followUp.contact.email ?? 'Not given'}</dd>
          <dt className="text-stone-600">Mobile</dt>
          <dd className="text-stone-900">{followUp.contact.phone ?? 'Not given'}</dd>
          <dt className="text-stone-600">Opened</dt>
          <dd className="text-stone-900">{formatDateTime(followUp.createdAt)}</dd>
          {followUp.resolvedAt ? (
            <>
              <dt className="text-stone-600">Resolved</dt>
              <dd className="text-stone-900">{formatDateTime(followUp.resolvedAt)}</dd>
            </>
          ) : null}
        </dl>
        {followUp.stopped ? (
          <Notice tone="info">{followUp.customerName} stopped this conversation: Korero sends nothing more unless they write again.</Notice>
        ) : null}
        <Link
          to={`/reviews?q=${encodeURIComponent(followUp.customerName)}`}
          className="text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
        >
          See their answer on Reviews
        </Link>

        {teamsOn ? (
          <div className="flex flex-col gap-1.5">
            <label htmlFor={`${ids}-assignee`} className="text-sm font-medium text-stone-800">
              Assigned to
            </label>
            <select
              id={`${ids}-assignee`}
              className="h-10 w-full rounded-lg border border-stone-300 bg-white px-3 text-base text-stone-900 focus:outline-none focus:ring-2 focus:ring-brand-600/40 sm:text-sm"
              value={followUp.assignee?.id ?? ''}
              disabled={change.isPending || members.isLoading}
              onChange={(event) => change.mutate({ assigneeId: event.target.value || null })}
            >
              <option value="">Unassigned</option>
              {followUp.assignee && !list.some((m) => m.id === followUp.assignee!.id) ? (
                <option value={followUp.assignee.id}>{followUp.assignee.name}</option>
              ) : null}
              {list.map((m) => (
                <option key={m.id} value={m.id}>
                  {m.name}
                </option>
              ))}
            </select>
            {members.data && list.length === 0 ? (
              <p className="text-xs text-stone-600">
                Add your team on the{' '}
                <Link to="/teams" className="underline">
                  Teams page
                </Link>{' '}
                to assign follow-ups.
              </p>
            ) : null}
          </div>
        ) : null}

        {followUp.status === 'resolved' ? (
          <div className="flex flex-col items-start gap-2">
            <p className="text-sm text-stone-700">
              Resolved{followUp.outcome ? `: ${OUTCOME[followUp.outcome]}` : ''}. It reopens by itself if {followUp.customerName} writes
              again.
            </p>
            <Button variant="outline" size="sm" loading={change.isPending} onClick={() => change.mutate({ status: 'open' })}>
              Reopen
            </Button>
          </div>
        ) : (
          <form
            className="flex flex-col gap-3"
            aria-label="Resolve"
            onSubmit={(event) => {
              event.preventDefault();
              if (outcome) change.mutate({ outcome });
            }}
          >
            <fieldset className="flex flex-col gap-1.5">
              <legend className="mb-1 text-sm font-medium text-stone-800">Resolve: how did it end?</legend>
              <div className="grid grid-cols-2 gap-2">
                {FOLLOW_UP_OUTCOMES.map((o) => (
                  <label
                    key={o}
                    className={cn(
                      'flex cursor-pointer items-center gap-2 rounded-lg border px-3 py-2 text-sm',
                      outcome === o ? 'border-brand-700 ring-1 ring-brand-700' : 'border-stone-300',
                    )}
                  >
                    <input
                      type="radio"
                      name={`${ids}-outcome`}
                      value={o}
                      checked={outcome === o}
                      onChange={() => setOutcome(o)}
                      className="h-4 w-4 accent-brand-700"
                    />
                    {OUTCOME[o]}
                  </label>
                ))}
              </div>
            </fieldset>
            <div>
              <Button type="submit" variant="secondary" loading={change.isPending} disabled={!outcome}>
                Resolve
              </Button>
            </div>
          </form>
        )}
        <FormError message={error} />
      </CardContent>
    </Card>
  );
}

function Notes({ followUp }: { followUp: FollowUpDetail }) {
  const refresh = useRefresh();
  const ids = useId();
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const add = useMutation({
    mutationFn: () => followUpsClient.note(followUp.id, { body: body.trim() }),
    onSuccess: async () => {
      setBody('');
      setError(null);
      await refresh();
    },
    onError: (e) => setError(e.message),
  });
  const tooLong = body.trim().length > NOTE_MAX;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Lock className="h-4 w-4 text-stone-600" aria-hidden /> Private notes
        </CardTitle>
        <p className="text-sm text-stone-600">Only your team sees notes. The customer never does.</p>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {followUp.notes.length ? (
          <ul className="flex flex-col gap-3" aria-label="Notes">
            {followUp.notes.map((n) => (
              <li key={n.id} className="rounded-lg bg-amber-50 px-3 py-2 text-sm">
                <p className="whitespace-pre-wrap break-words text-stone-900">{n.body}</p>
                <p className="mt-1 text-xs text-stone-600">
                  {n.author} · <time dateTime={n.createdAt}>{formatDateTime(n.createdAt)}</time>
                </p>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-stone-600">No notes yet.</p>
        )}
        <form
          className="flex flex-col gap-2"
          aria-label="Add a note"
          onSubmit={(event) => {
            event.preventDefault();
            if (!body.trim()) return setError('Write the note.');
            add.mutate();
          }}
        >
          <label htmlFor={`${ids}-note`} className="text-sm font-medium text-stone-800">
            New note
          </label>
          <Textarea
            id={`${ids}-note`}
            value={body}
            rows={3}
            invalid={tooLong || Boolean(error)}
            aria-describedby={`${ids}-note-count`}
            onChange={(event) => {
              setBody(event.target.value);
              if (error) setError(null);
            }}
          />
          <p id={`${ids}-note-count`} className={cn('text-xs', tooLong ? 'font-medium text-red-700' : 'text-stone-600')}>
            {body.trim().length.toLocaleString('en-NZ')} of {NOTE_MAX.toLocaleString('en-NZ')} characters
          </p>
          <FormError message={error} />
          <div>
            <Button type="submit" variant="outline" size="sm" loading={add.isPending} disabled={tooLong}>
              Add note
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
