import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Building2, Send } from 'lucide-react';
import {
  ApiError,
  Badge,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Checkbox,
  Field,
  Input,
  Label,
  Notice,
  PageHeader,
  Skeleton,
  deliverySentence,
  toast,
  useCurrentUser,
  countOf,
} from '@korero/web-kit';
import { ChannelToggles, type Channels } from '../components/ChannelToggles.tsx';
import { MessengerCustomer } from '../components/MessengerCustomer.tsx';
import type { FacebookUser } from '@korero/module-messenger/contract/client';
import { LinkGeneratedCard, type Generated } from '../components/LinkGeneratedCard.tsx';
import { RecentInvites } from '../components/RecentInvites.tsx';
import { TeamPicker } from '../components/TeamPicker.tsx';
import { InvitesUsage, invitesUsedUp } from '../components/InvitesUsage.tsx';
import { SmsLengthNote } from '../components/SmsLengthNote.tsx';
import { STATS_KEY } from '@korero/module-business/contract/client';
import { invitesClient } from '../../../contract/client.ts';
import { INVITES_KEY, USAGE_KEY, useProfile, useUsage } from '../queries.ts';

interface Values extends Channels {
  customerName: string;
  customerPhone: string;
  customerEmail: string;
  jobDescription: string;
  jobLocation: string;
  teamMembers: string[];
  consent: boolean;
}

const EMPTY: Values = {
  customerName: '',
  customerPhone: '',
  customerEmail: '',
  jobDescription: '',
  jobLocation: '',
  teamMembers: [],
  consent: false,
  sendSms: false,
  sendEmail: false,
  sendMessenger: false,
};
/**
 * Another module may open this form filled in: `/invites?customerName=…&jobDescription=…&teamMember=…&reference=…`
 * (a completed job on the compliance screen). The reference goes with the invitation so that module can link it.
 */
function prefilled(params: URLSearchParams): { values: Values; reference: string | null } {
  const text = (name: string) => (params.get(name) ?? '').slice(0, 200);
  return {
    values: {
      ...EMPTY,
      customerName: text('customerName'),
      customerPhone: text('customerPhone'),
      customerEmail: text('customerEmail'),
      jobDescription: text('jobDescription'),
      jobLocation: text('jobLocation'),
      teamMembers: params
        .getAll('teamMember')
        .map((n) => n.trim().slice(0, 100))
        .filter(Boolean)
        .slice(0, 20),
    },
    reference: params.get('reference')?.slice(0, 120) || null,
  };
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const COMBINED = 'Please ensure required fields are filled for selected contact methods';

export default function InvitesPage() {
  const { user } = useCurrentUser();
  const profile = useProfile();
  const usage = useUsage();
  const client = useQueryClient();
  const [generated, setGenerated] = useState<Generated | null>(null);
  const [params, setParams] = useSearchParams();
  const [start] = useState(() => prefilled(params));
  const [reference, setReference] = useState(start.reference);
  const [facebookUser, setFacebookUser] = useState<FacebookUser | null>(null);
  const [facebookError, setFacebookError] = useState<string | undefined>(undefined);
  const form = useForm<Values>({ defaultValues: start.values });
  const [sendSms, sendEmail, sendMessenger, jobDescription] = useWatch({
    control: form.control,
    name: ['sendSms', 'sendEmail', 'sendMessenger', 'jobDescription'],
  });
  const messaging = sendSms || sendEmail || sendMessenger;
  const professional = user?.subscriptionTier !== undefined && user.subscriptionTier !== 'free';
  const errors = form.formState.errors;

  const create = useMutation({
    mutationFn: (v: Values) =>
      invitesClient.create({
        customerName: v.customerName,
        customerPhone: v.customerPhone || null,
        customerEmail: v.customerEmail || null,
        facebookUserId: v.sendMessenger ? (facebookUser?.id ?? null) : null,
        messageChannel: v.sendMessenger ? 'messenger' : 'sms',
        jobDescription: v.jobDescription,
        jobLocation: v.jobLocation,
        sendSms: v.sendSms,
        sendEmail: v.sendEmail,
        sendMessenger: v.sendMessenger,
        teamMembers: v.teamMembers,
        consent: v.consent,
        ...(reference ? { reference } : {}),
      }),
  });

  const submit = form.handleSubmit(async (values) => {
    if (values.sendMessenger && !facebookUser) setFacebookError('Choose who to message');
    if (
      (values.sendSms && !values.customerPhone.trim()) ||
      (values.sendEmail && !values.customerEmail.trim()) ||
      (values.sendMessenger && !facebookUser)
    ) {
      toast({ title: 'Failed to create invitation', description: COMBINED, variant: 'destructive' });
      return;
    }
    try {
      const answer = await create.mutateAsync(values);
      setGenerated({
        token: answer.data.inviteToken,
        reviewUrl: answer.data.reviewUrl ?? `${location.origin}/review/${answer.data.inviteToken}`,
        customerName: values.customerName.trim(),
        deliveries: answer.data.deliveries,
      });
      form.reset({ ...EMPTY });
      setFacebookUser(null);
      // The next invitation is a new one: not for the job this one was filled in from.
      if (reference) {
        setReference(null);
        setParams({}, { replace: true });
      }
      // The toast tells what really happened to each message, as the server answered it.
      const told = answer.data.deliveries.map((d) => deliverySentence(d.channel, d.delivery, d.reason)).join(' ');
      const allWent = answer.data.deliveries.every((d) => d.delivery === 'sending' || d.delivery === 'sent');
      toast({
        title: 'Invitation created',
        description: `${values.customerName.trim()}'s review link is ready.${told ? ` ${told}` : ''}`,
        variant: allWent ? 'success' : 'default',
        duration: allWent ? 5000 : 8000,
      });
      await Promise.all([
        client.invalidateQueries({ queryKey: INVITES_KEY }),
        client.invalidateQueries({ queryKey: USAGE_KEY }),
        client.invalidateQueries({ queryKey: STATS_KEY }),
      ]);
      window.scrollTo({ top: 0, behavior: 'smooth' });
    } catch (error) {
      const fields = error instanceof ApiError ? (error.data as { fields?: Record<string, string> } | null)?.fields : undefined;
      for (const [name, message] of Object.entries(fields ?? {})) {
        if (name === 'facebookUserId') setFacebookError(message);
        else form.setError(name as keyof Values, { message });
      }
      toast({ title: 'Failed to create invitation', description: (error as Error).message, variant: 'destructive', duration: 8000 });
    }
  });

  const services = profile.data?.data.serviceTypes ?? [];
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Create Review Invitation"
        description="After a job, invite your customer to say how it went. They need no account and it takes about a minute."
      />
      {generated ? <LinkGeneratedCard generated={generated} /> : null}
      {usage.data ? <InvitesUsage usage={usage.data.data} /> : null}
      {reference && !invitesUsedUp(usage.data?.data) ? (
        <Notice tone="info" title="Filled in from a completed job">
          Check the details and choose how to send it. Once the invitation is created, the job is marked as invited.
        </Notice>
      ) : null}
      <div className="grid gap-6 lg:grid-cols-3">
        <form
          onSubmit={submit}
          noValidate
          aria-label="New invitation"
          hidden={invitesUsedUp(usage.data?.data)}
          className="flex min-w-0 flex-col gap-6 lg:col-span-2"
        >
          <Card>
            <CardHeader>
              <CardTitle>How to send it</CardTitle>
              <CardDescription>Every invitation gets a link and a QR code. Add a text or an email to send it for you.</CardDescription>
            </CardHeader>
            <CardContent>
              <ChannelToggles
                value={{ sendSms, sendEmail, sendMessenger }}
                professional={professional}
                messengerEnabled={Boolean(profile.data?.data.messengerEnabled)}
                onChange={(next) => {
                  form.setValue('sendSms', next.sendSms);
                  form.setValue('sendEmail', next.sendEmail);
                  if (next.sendMessenger && !profile.data?.data.messengerEnabled) {
                    toast({
                      title: 'Facebook Not Connected',
                      description: 'Connect your Facebook Page in Settings to send by Messenger.',
                      variant: 'destructive',
                    });
                    return;
                  }
                  form.setValue('sendMessenger', next.sendMessenger);
                }}
              />
            </CardContent>
          </Card>

          <Card>
            <CardHeader>
              <CardTitle>Customer</CardTitle>
            </CardHeader>
            <CardContent className="grid gap-4 sm:grid-cols-2">
              {sendMessenger ? (
                <MessengerCustomer
                  value={facebookUser}
                  error={facebookError}
                  onChange={(u) => {
                    setFacebookUser(u);
                    setFacebookError(undefined);
                    // The name they message under fills an empty customer name.
                    if (u && !form.getValues('customerName').trim()) form.setValue('customerName', u.name, { shouldValidate: true });
                  }}
                />
              ) : null}
              <Field label="Customer name" required error={errors.customerName?.message} className="sm:col-span-2">
                {({ id, describedBy, invalid }) => (
                  <Input
                    id={id}
                    aria-describedby={describedBy}
                    invalid={invalid}
                    autoComplete="off"
                    {...form.register('customerName', { validate: (v) => v.trim().length > 0 || 'Customer name is required' })}
                  />
                )}
              </Field>
              <Field
                label="Mobile number"
                required={sendSms}
                error={errors.customerPhone?.message}
                hint={sendSms ? 'The text goes here.' : 'Optional unless sending by text.'}
              >
                {({ id, describedBy, invalid }) => (
                  <Input
                    id={id}
                    type="tel"
                    inputMode="tel"
                    aria-describedby={describedBy}
                    invalid={invalid}
                    placeholder="021 123 4567"
                    {...form.register('customerPhone')}
                  />
                )}
              </Field>
              <Field
                label="Email"
                required={sendEmail}
                error={errors.customerEmail?.message}
                hint={sendEmail ? 'The email goes here.' : 'Optional unless sending by email.'}
              >
                {({ id, describedBy, invalid }) => (
                  <Input
                    id={id}
                    type="email"
                    aria-describedby={describedBy}
                    invalid={invalid}
                    {...form.register('customerEmail', { validate: (v) => !v.trim() || EMAIL.test(v.trim()) || 'Valid email is required' })}
                  />
                )}
              </Field>
            </CardContent>
          </Card>

          <Card>
            <CardHeader>
              <CardTitle>The job</CardTitle>
            </CardHeader>
            <CardContent className="grid gap-4 sm:grid-cols-2">
              <Field
                label="Job description"
                required
                error={errors.jobDescription?.message}
                hint="In a few words, e.g. Hot water cylinder replacement."
              >
                {({ id, describedBy, invalid }) => (
                  <Input
                    id={id}
                    aria-describedby={describedBy}
                    invalid={invalid}
                    maxLength={200}
                    {...form.register('jobDescription', { validate: (v) => v.trim().length > 0 || 'Job description is required' })}
                  />
                )}
              </Field>
              <Field label="Job location" required error={errors.jobLocation?.message} hint="Suburb or town.">
                {({ id, describedBy, invalid }) => (
                  <Input
                    id={id}
                    aria-describedby={describedBy}
                    invalid={invalid}
                    maxLength={200}
                    {...form.register('jobLocation', { validate: (v) => v.trim().length > 0 || 'Job location is required' })}
                  />
                )}
              </Field>
              {sendSms && profile.data ? <SmsLengthNote job={jobDescription} profile={profile.data.data} /> : null}
            </CardContent>
          </Card>

          <Card>
            <CardHeader>
              <CardTitle>Who did the job</CardTitle>
              <CardDescription>The customer sees these names, and can thank them in their review.</CardDescription>
            </CardHeader>
            <CardContent>
              <Controller
                control={form.control}
                name="teamMembers"
                render={({ field }) => <TeamPicker selected={field.value} onChange={field.onChange} />}
              />
            </CardContent>
          </Card>

          {messaging ? (
            <Card>
              <CardContent className="pt-5 sm:pt-6">
                <Controller
                  control={form.control}
                  name="consent"
                  rules={{ validate: (v) => v || 'Confirm the customer agreed to be contacted' }}
                  render={({ field }) => (
                    <div className="flex items-start gap-3">
                      <Checkbox
                        id="consent"
                        checked={field.value}
                        onCheckedChange={(c) => field.onChange(c === true)}
                        aria-describedby="consent-help"
                      />
                      <div>
                        <Label htmlFor="consent">The customer agreed to be contacted about this job</Label>
                        <p id="consent-help" className="text-xs text-stone-500">
                          New Zealand law needs their consent before a text, email or Messenger message. Korero keeps a record of this
                          confirmation.
                        </p>
                        {errors.consent ? <p className="mt-1 text-sm text-red-700">{errors.consent.message}</p> : null}
                      </div>
                    </div>
                  )}
                />
              </CardContent>
            </Card>
          ) : null}

          <Button
            type="submit"
            size="lg"
            icon={<Send className="h-5 w-5" />}
            loading={create.isPending}
            className="w-full sm:w-auto sm:self-end"
          >
            {create.isPending ? 'Creating Invitation...' : 'Create Review Invitation'}
          </Button>
        </form>

        <aside className="flex min-w-0 flex-col gap-6">
          <Card>
            <CardHeader>
              <CardTitle className="flex items-center gap-2">
                <Building2 className="h-5 w-5 text-brand-700" aria-hidden /> Your business
              </CardTitle>
            </CardHeader>
            <CardContent className="flex flex-col gap-3">
              {/* While the profile loads nothing is known yet: no "add your name" to an owner who has one. */}
              {profile.isLoading ? (
                <div className="flex flex-col gap-2" role="status" aria-label="Loading your business">
                  <Skeleton className="h-5 w-40" />
                  <Skeleton className="h-4 w-56" />
                </div>
              ) : (
                <p className="font-medium text-stone-900">{profile.data?.data.businessName ?? 'Add your business name on the dashboard'}</p>
              )}
              {profile.isLoading ? null : services.length ? (
                <ul className="flex flex-wrap gap-1.5" aria-label="Services">
                  {services.map((s) => (
                    <li key={s}>
                      <Badge tone="brand">{s}</Badge>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="text-sm text-stone-500">No service types yet.</p>
              )}
              {user && !professional && usage.data ? (
                <Notice tone="info">
                  {usage.data.data.invitesLimit === null
                    ? 'On Free you can create invitations and share them by link or QR code.'
                    : `On Free you can create ${countOf(usage.data.data.invitesLimit, 'invitation', 'invitations')} a month and share them by link or QR code.`}
                </Notice>
              ) : null}
            </CardContent>
          </Card>
        </aside>
      </div>
      <RecentInvites />
    </div>
  );
}
