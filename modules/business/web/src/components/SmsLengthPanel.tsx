import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Notice, toast, useTappedChoice } from '@korero/web-kit';
import { businessClient, PROFILE_KEY } from '../../../contract/client.ts';
import {
  DEFAULT_SMS_MESSAGE,
  inviteSms,
  linkOfLength,
  smsLinkLengthOf,
  smsTemplateIn,
  UNNAMED_BUSINESS,
  WORST_CASE_JOB,
} from '../../../contract/sms.ts';
import type { FittedSms, SmsLongText } from '@korero/core/contract';
import type { ProfileView } from '../queries.ts';
import { SmsNameField } from './SmsNameField.tsx';

const texts = (n: number) => `${n} text${n === 1 ? '' : 's'}`;

/** How a text reads to the owner: its segments, and why (its alphabet, its length). */
function describe(fitted: FittedSms): string {
  const { encoding, units, single, perSegment, segments } = fitted.length;
  const room = segments <= 1 ? single : perSegment * segments;
  return `${texts(segments)} (${units} of ${room} characters${encoding === 'UCS-2' ? ', with macrons' : ''})`;
}

/**
 * Settings: the longest text this business sends, counted as carriers count it (with its own name, a 40-character
 * job and its real review link), and the owner's rule for a text longer than one segment, saved on its own.
 */
export function SmsLengthPanel({
  template,
  templateMi = null,
  profile,
}: {
  template: string;
  /** The owner's own te reo text, when they wrote one: what te reo invitations send. */
  templateMi?: string | null;
  profile: ProfileView;
}) {
  const client = useQueryClient();
  // The tapped choice shows as chosen at once, before the saved profile comes back (a controlled radio otherwise springs
  // back until it does); the saved value, once it moves, wins.
  const choice = useTappedChoice(profile.smsLongText);
  const save = useMutation({
    mutationFn: businessClient.setSmsLongText,
    // One save at a time, in the order tapped: the choices are greyed out while one is out, but a second tap can come
    // before they are drawn so.
    scope: { id: 'business-sms-long-text' },
    onSuccess: (answer) => {
      client.setQueryData<{ data: ProfileView }>(PROFILE_KEY, (old) =>
        old ? { data: { ...old.data, smsLongText: answer.data.smsLongText } } : old,
      );
      toast({ title: 'Saved', description: 'Long texts follow this choice from now on.', variant: 'success' });
    },
    onError: (error) => {
      // Refused: the saved choice shows again.
      choice.forget();
      toast({ title: 'Could not save your choice', description: error.message, variant: 'destructive' });
    },
  });
  const linkLength = smsLinkLengthOf(profile);
  if (linkLength === null) return null;
  // Counted with the name texts use: the plain-letters one when the owner gave it.
  const values = {
    businessName: profile.smsName ?? profile.businessName ?? UNNAMED_BUSINESS,
    job: WORST_CASE_JOB,
    link: linkOfLength(linkLength),
  };
  const split = inviteSms(template, values, 'split');
  const shorten = inviteSms(template, values, 'shorten');
  const locked = profile.smsRule === 'locked';
  // What each language's text costs (issue 48), under the owner's rule for long texts: te reo's macrons make it UCS-2.
  const custom = template !== DEFAULT_SMS_MESSAGE;
  const costIn = (language: 'mi' | 'both') =>
    inviteSms(smsTemplateIn({ template, custom, templateMi }, language), values, profile.smsLongText);

  const options: Array<{ value: SmsLongText; label: string; result: string }> = [
    {
      value: 'shorten',
      label: 'Shorten the job to keep it to one text',
      result:
        shorten.length.segments === 1
          ? `${describe(shorten)}: the job reads “${shorten.shortenedJob ?? WORST_CASE_JOB}” in the text. Your review page always shows it whole.`
          : `${describe(shorten)}: even with the job shortened, your name and text need more than one.`,
    },
    {
      value: 'split',
      label: 'Send the whole text, in more texts if needed',
      result: `${describe(split)}, each counted against your plan's SMS.`,
    },
  ];

  return (
    <div className="mt-3 flex flex-col gap-2 border-t border-stone-100 pt-3" data-testid="sms-length">
      {/* One paragraph: the section stays within two phone screens (the settings browser test). */}
      <p className="text-sm text-stone-700" aria-live="polite">
        <span className="font-medium text-stone-900">Longest text: {texts(split.length.segments)}</span>, with a 40-character job and a{' '}
        {linkLength}-character link.{' '}
        <span data-testid="sms-cost-by-language">
          By language: English {texts(inviteSms(template, values, profile.smsLongText).length.segments)}; te reo Māori{' '}
          {texts(costIn('mi').length.segments)}; both {texts(costIn('both').length.segments)}.
        </span>
      </p>
      <SmsNameField profile={profile} />
      {split.length.encoding === 'UCS-2' ? (
        <Notice tone="info" title="Macrons (ā) make each text hold 70 characters instead of 160">
          A macron (as in Tāmaki) or an emoji anywhere in a text makes it 70 characters a part, 67 when it runs to more.
        </Notice>
      ) : null}
      <fieldset className="flex flex-col gap-2" disabled={locked || save.isPending}>
        <legend className="mb-1 text-sm font-medium text-stone-900">When a text would be longer than one SMS</legend>
        {options.map((o) => (
          <label
            key={o.value}
            className="flex cursor-pointer items-start gap-3 rounded-lg border border-stone-200 p-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
          >
            <input
              type="radio"
              name="sms-long-text"
              value={o.value}
              checked={choice.shown === o.value}
              onChange={() => {
                choice.tap(o.value);
                save.mutate(o.value);
              }}
              className="mt-1 h-4 w-4 accent-brand-700"
            />
            <span className="flex min-w-0 flex-col">
              <span className="text-sm font-medium text-stone-900">{o.label}</span>
              <span className="text-sm text-stone-600">{o.result}</span>
            </span>
          </label>
        ))}
      </fieldset>
    </div>
  );
}
