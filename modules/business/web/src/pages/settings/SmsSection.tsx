import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button, Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle, Field } from '@korero/web-kit';
import { BRAND_GREETING, editablePart, STOP_LINE, TE_REO_GREETING } from '../../../../contract/sms.ts';
import { SmsLengthPanel } from '../../components/SmsLengthPanel.tsx';
import { SmsMessageField } from '../../components/SmsMessageField.tsx';
import type { ProfileView } from '../../queries.ts';
import { SectionSave } from './SectionSave.tsx';
import { useReportDirty } from './SettingsSection.tsx';
import { useSectionSave } from './use-section-save.ts';

interface SmsValues {
  customSmsMessage: string;
  /** Sent only when the owner changed it: the section's Save otherwise sends the English text alone, as before. */
  customSmsMessageMi?: string | null;
}

/** What the te reo field's body saves as: null while the owner has written nothing there. */
const teReoText = (prefix: string, body: string) => (body.trim() ? `${prefix}${body.trim()} ${STOP_LINE}` : null);

/**
 * Settings → Messages: the SMS text, as the plan allows (see SmsMessageField). Its Save sends the text alone; the
 * length in texts and the rule for long texts (SmsLengthPanel) sit in the same card and save on their own.
 */
export function SmsSection({ profile }: { profile: ProfileView }) {
  const rule = profile.smsRule;
  const prefix = rule === 'branded' ? BRAND_GREETING : '';
  const [saved, setSaved] = useState(() => editablePart(profile.customSmsMessage, rule === 'branded'));
  const [smsBody, setSmsBody] = useState(saved);
  // The owner's own te reo text (issue 48), beside the English one: optional, with Korero's te reo greeting fixed on Professional.
  const miPrefix = rule === 'branded' ? TE_REO_GREETING : '';
  const [savedMi, setSavedMi] = useState(() =>
    profile.customSmsMessageMi ? editablePart(profile.customSmsMessageMi, rule === 'branded', TE_REO_GREETING) : '',
  );
  const [miBody, setMiBody] = useState(savedMi);
  // Unfolded from a button beside the title, so folded it adds no height: Messages stays within two phone screens.
  const [miOpen, setMiOpen] = useState(Boolean(savedMi));
  const form = useForm<SmsValues>({ defaultValues: { customSmsMessage: profile.customSmsMessage } });
  const { submit, saving } = useSectionSave(form, 'SMS text', () => {
    setSaved(smsBody);
    setSavedMi(miBody);
  });
  const dirty = smsBody !== saved || miBody !== savedMi;
  useReportDirty('messages', dirty);

  useEffect(() => {
    // After a failed save, the server's error goes once the owner changes the text.
    form.setValue('customSmsMessage', `${prefix}${smsBody.trim()} ${STOP_LINE}`.trim());
    form.clearErrors('customSmsMessage');
  }, [smsBody, prefix, form]);
  useEffect(() => {
    if (miBody === savedMi) form.unregister('customSmsMessageMi');
    else form.setValue('customSmsMessageMi', teReoText(miPrefix, miBody));
    form.clearErrors('customSmsMessageMi');
  }, [miBody, savedMi, miPrefix, form]);

  return (
    <form onSubmit={submit} noValidate aria-label="SMS text">
      <Card>
        <CardHeader>
          <div className="flex flex-wrap items-center justify-between gap-x-2">
            <CardTitle>SMS message</CardTitle>
            {rule === 'locked' ? null : (
              <Button
                size="sm"
                variant="ghost"
                className="h-7 px-2 text-sm"
                aria-expanded={miOpen}
                aria-controls={miOpen ? 'sms-te-reo' : undefined}
                onClick={() => setMiOpen(!miOpen)}
              >
                {miOpen ? 'Hide te reo text' : '+ Te reo Māori text'}
              </Button>
            )}
          </div>
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
          {miOpen && rule !== 'locked' ? (
            <div id="sms-te-reo" className="mt-3">
              <Field label="SMS message in te reo Māori (optional)" error={undefined}>
                {({ id, describedBy }) => (
                  <SmsMessageField
                    id={id}
                    describedBy={describedBy}
                    rule={rule}
                    body={miBody}
                    onBody={setMiBody}
                    greeting={TE_REO_GREETING}
                    lang="mi"
                    optional
                    error={form.formState.errors.customSmsMessageMi?.message}
                  />
                )}
              </Field>
              <p className="mt-1 text-sm text-stone-600">
                Sent when an invitation is in te reo. Left empty, te reo invitations send your English text with Korero’s te reo greeting.
              </p>
            </div>
          ) : null}
          <SmsLengthPanel template={`${prefix}${smsBody.trim()} ${STOP_LINE}`} templateMi={teReoText(miPrefix, miBody)} profile={profile} />
        </CardContent>
        {/* On Free the text is fixed, so there is nothing to save. */}
        {rule === 'locked' ? null : (
          <CardFooter>
            <div className="w-full">
              <SectionSave
                label="Save SMS text"
                dirty={dirty}
                saving={saving}
                onDiscard={() => {
                  setSmsBody(saved);
                  setMiBody(savedMi);
                }}
              />
            </div>
          </CardFooter>
        )}
      </Card>
    </form>
  );
}
