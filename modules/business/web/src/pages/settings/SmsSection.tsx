import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle, Field } from '@korero/web-kit';
import { BRAND_GREETING, editablePart, STOP_LINE } from '../../../../contract/sms.ts';
import { SmsLengthPanel } from '../../components/SmsLengthPanel.tsx';
import { SmsMessageField } from '../../components/SmsMessageField.tsx';
import type { ProfileView } from '../../queries.ts';
import { SectionSave } from './SectionSave.tsx';
import { useReportDirty } from './SettingsSection.tsx';
import { useSectionSave } from './use-section-save.ts';

interface SmsValues {
  customSmsMessage: string;
}

/**
 * Settings → Messages: the SMS text, as the plan allows (see SmsMessageField). Its Save sends the text alone; the
 * length in texts and the rule for long texts (SmsLengthPanel) sit in the same card and save on their own.
 */
export function SmsSection({ profile }: { profile: ProfileView }) {
  const rule = profile.smsRule;
  const prefix = rule === 'branded' ? BRAND_GREETING : '';
  const [saved, setSaved] = useState(() => editablePart(profile.customSmsMessage, rule === 'branded'));
  const [smsBody, setSmsBody] = useState(saved);
  const form = useForm<SmsValues>({ defaultValues: { customSmsMessage: profile.customSmsMessage } });
  const { submit, saving } = useSectionSave(form, 'SMS text', () => setSaved(smsBody));
  const dirty = smsBody !== saved;
  useReportDirty('messages', dirty);

  useEffect(() => {
    // After a failed save, the server's error goes once the owner changes the text.
    form.setValue('customSmsMessage', `${prefix}${smsBody.trim()} ${STOP_LINE}`.trim());
    form.clearErrors('customSmsMessage');
  }, [smsBody, prefix, form]);

  return (
    <form onSubmit={submit} noValidate aria-label="SMS text">
      <Card>
        <CardHeader>
          <CardTitle>SMS message</CardTitle>
          <CardDescription>
            The text customers receive. [business name], [job] and [link] are filled in for each invitation.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Field label="SMS message" error={undefined}>
            {({ id, describedBy }) => (
              <SmsMessageField
                id={id}
                describedBy={describedBy}
                rule={rule}
                body={smsBody}
                onBody={setSmsBody}
                error={form.formState.errors.customSmsMessage?.message}
              />
            )}
          </Field>
          <SmsLengthPanel template={`${prefix}${smsBody.trim()} ${STOP_LINE}`} profile={profile} />
        </CardContent>
        {/* On Free the text is fixed, so there is nothing to save. */}
        {rule === 'locked' ? null : (
          <CardFooter>
            <div className="w-full">
              <SectionSave label="Save SMS text" dirty={dirty} saving={saving} onDiscard={() => setSmsBody(saved)} />
            </div>
          </CardFooter>
        )}
      </Card>
    </form>
  );
}
