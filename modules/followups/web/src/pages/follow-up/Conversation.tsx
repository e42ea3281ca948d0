import { cn, DeliveryBadge, formatDateTime, Card, CardContent, CardHeader, CardTitle } from '@korero/web-kit';
import type { FollowUpDetail } from '../../../../contract/api.ts';

type Message = FollowUpDetail['messages'][number];

const CUSTOMER_CHANNEL: Record<Message['channel'], string> = {
  feedback: 'Private feedback',
  page: 'On their page',
  sms: 'By text',
  email: 'By email',
};

/** The messages both ways, oldest first: the customer's private feedback opens it; replies carry their delivery. */
export function Conversation({ followUp }: { followUp: FollowUpDetail }) {
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
