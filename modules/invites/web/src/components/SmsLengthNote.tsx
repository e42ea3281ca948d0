import { MessageSquareText } from 'lucide-react';
import { inviteSms, linkOfLength, smsLinkLengthOf, UNNAMED_BUSINESS } from '@korero/module-business/contract/sms';
import type { ProfileView } from '@korero/module-business/contract/api';

const texts = (n: number) => `${n} text${n === 1 ? '' : 's'}`;

/**
 * On the invitation form, before it is created: how many texts the SMS will be, counted as the send path counts it
 * (the business's own template, name and rule for long texts, and a link of the real length).
 */
export function SmsLengthNote({ job, profile }: { job: string; profile: ProfileView }) {
  const linkLength = smsLinkLengthOf(profile);
  if (linkLength === null) return null;
  const trimmed = job.trim();
  const fitted = inviteSms(
    profile.customSmsMessage,
    { businessName: profile.businessName ?? UNNAMED_BUSINESS, job: trimmed || 'x', link: linkOfLength(linkLength) },
    profile.smsLongText,
  );
  const { segments, encoding } = fitted.length;
  return (
    <div className="flex items-start gap-2 rounded-lg bg-stone-50 p-3 text-sm text-stone-700 sm:col-span-2" data-testid="sms-length-note">
      <MessageSquareText className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" aria-hidden />
      <p aria-live="polite">
        {trimmed ? (
          <>
            <span className="font-medium text-stone-900">The SMS will be {texts(segments)}</span>
            {segments > 1 ? `, counted as ${segments} against your plan's SMS` : ''}.
            {fitted.shortenedJob ? ` The job reads “${fitted.shortenedJob}” in the text; the review page shows it whole.` : ''}
            {encoding === 'UCS-2' ? ' Macrons (ā) make each text hold 70 characters instead of 160 (67 each when longer).' : ''}
          </>
        ) : (
          'Describe the job to see how many texts the SMS will be.'
        )}{' '}
        {trimmed && segments > 1 ? <span className="text-stone-500">Choose what happens to long texts in Settings.</span> : null}
      </p>
    </div>
  );
}
