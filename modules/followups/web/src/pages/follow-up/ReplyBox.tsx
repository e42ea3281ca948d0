import { useId, useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import {
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  cn,
  deliverySentence,
  FormError,
  minutes,
  Notice,
  Textarea,
  toast,
} from '@korero/web-kit';
import { profileQuery } from '@korero/module-business/contract/client';
import { smsLength } from '@korero/core/contract';
import { followUpsClient } from '../../../../contract/client.ts';
import type { FollowUpDetail, ReplyChannel } from '../../../../contract/api.ts';
import { EMAIL_BODY_MAX, FOLLOW_UP_SHORT_PATH, SMS_WORDS_MAX, smsReplyText } from '../../../../contract/words.ts';
import { useRefresh } from './use-refresh.ts';
import { formatNzPhone } from '@korero/web-kit';

/** The short link's length as the server writes it: this site's address, /f/ and a 16-character token. */
const sampleLink = () =>
  `${typeof location === 'undefined' ? 'https://korero.example' : location.origin}${FOLLOW_UP_SHORT_PATH}${'x'.repeat(16)}`;

/** The reply: by email or SMS (a channel the customer cannot be reached by is disabled, with why), with a live counter. */
export function ReplyBox({ followUp }: { followUp: FollowUpDetail }) {
  const refresh = useRefresh();
  const ids = useId();
  const { email, sms } = followUp.channels;
  const [channel, setChannel] = useState<ReplyChannel>(email.available || !sms.available ? 'email' : 'sms');
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const profile = useQuery({ ...profileQuery, staleTime: minutes(5), enabled: sms.available });
  // As the server writes the text: the plain-letters name for texts when the owner gave one.
  const businessName = profile.data?.data.smsName?.trim() || profile.data?.data.businessName?.trim() || 'Your service provider';
  const words = body.trim();
  const chosen = followUp.channels[channel];
  const length = channel === 'sms' ? smsLength(smsReplyText(businessName, words, sampleLink(), followUp.smsGreeting)) : null;
  const over = words.length > (length ? SMS_WORDS_MAX : EMAIL_BODY_MAX);
  const send = useMutation({
    mutationFn: () => followUpsClient.reply(followUp.id, { channel, body: words }),
    onSuccess: async (answer) => {
      setBody('');
      setError(null);
      const to = channel === 'email' ? followUp.contact.email : followUp.contact.phone && formatNzPhone(followUp.contact.phone);
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
  // A text: the owner's words against their limit, and the parts the whole text takes, each counted against the plan.
  const counter = length
    ? `${words.length} of ${SMS_WORDS_MAX} characters · ${length.segments} ${length.segments === 1 ? 'text' : 'texts'} with your business name and the link, counted against your plan's SMS`
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
              const address = c === 'email' ? followUp.contact.email : followUp.contact.phone && formatNzPhone(followUp.contact.phone);
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
                  Keep it about putting things right: Korero refuses a message that mentions reviews or ratings, asks for a post or a better
                  score, or offers anything in return.
                </p>
              </div>
            </>
          )}
        </form>
      </CardContent>
    </Card>
  );
}
