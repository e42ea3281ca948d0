import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { Send } from 'lucide-react';
import { ApiError, Button, deliverySentence, toast, useCurrentUser } from '@korero/web-kit';
import type { FacebookUser } from '@korero/module-messenger/contract/client';
import { STATS_KEY } from '@korero/module-business/contract/client';
import { invitesClient } from '../../../../contract/client.ts';
import type { Generated } from '../../components/LinkGeneratedCard.tsx';
import { SmsLengthNote } from '../../components/SmsLengthNote.tsx';
import { INVITES_KEY, USAGE_KEY, useProfile } from '../../queries.ts';
import { ChannelsCard } from './ChannelsCard.tsx';
import { ConsentCard } from './ConsentCard.tsx';
import { CustomerCard } from './CustomerCard.tsx';
import { EMPTY_INVITE, inviteInput, isProfessional, type InviteValues } from './invite-values.ts';
import { JobCard } from './JobCard.tsx';
import { TeamCard } from './TeamCard.tsx';
import { reviewsPage } from '@korero/module-reviews/contract/pages';

const COMBINED = 'Please ensure required fields are filled for selected contact methods';

/**
 * The new-invitation form: fills from `start`, checks what the chosen channels need, creates the invitation, tells
 * what happened to each message, and hands the link to `onCreated`.
 */
export function SendInviteForm({
  start,
  reference,
  hidden,
  onCreated,
}: {
  start: InviteValues;
  /** The completed job it was filled in from, sent with the invitation. */
  reference: string | null;
  hidden: boolean;
  onCreated: (generated: Generated) => void;
}) {
  const { user } = useCurrentUser();
  const profile = useProfile();
  const client = useQueryClient();
  const [facebookUser, setFacebookUser] = useState<FacebookUser | null>(null);
  const [facebookError, setFacebookError] = useState<string | undefined>(undefined);
  const form = useForm<InviteValues>({ defaultValues: start });
  const [sendSms, sendEmail, sendMessenger, jobDescription] = useWatch({
    control: form.control,
    name: ['sendSms', 'sendEmail', 'sendMessenger', 'jobDescription'],
  });
  const create = useMutation({ mutationFn: (v: InviteValues) => invitesClient.create(inviteInput(v, facebookUser, reference)) });

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
      onCreated({
        token: answer.data.inviteToken,
        reviewUrl: answer.data.reviewUrl ?? `${location.origin}${reviewsPage('/review/:token', { token: answer.data.inviteToken })}`,
        customerName: values.customerName.trim(),
        deliveries: answer.data.deliveries,
      });
      form.reset({ ...EMPTY_INVITE });
      setFacebookUser(null);
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
        else form.setError(name as keyof InviteValues, { message });
      }
      toast({ title: 'Failed to create invitation', description: (error as Error).message, variant: 'destructive', duration: 8000 });
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label="New invitation" hidden={hidden} className="flex min-w-0 flex-col gap-6 lg:col-span-2">
      <ChannelsCard
        form={form}
        channels={{ sendSms, sendEmail, sendMessenger }}
        professional={isProfessional(user)}
        // Unknown (null) until the profile is in: a tap meanwhile is taken, not refused as "not connected".
        messengerEnabled={profile.data ? Boolean(profile.data.data.messengerEnabled) : null}
      />
      <CustomerCard
        form={form}
        sendSms={sendSms}
        sendEmail={sendEmail}
        messenger={
          sendMessenger
            ? {
                user: facebookUser,
                error: facebookError,
                choose: (u) => {
                  setFacebookUser(u);
                  setFacebookError(undefined);
                },
              }
            : null
        }
      />
      <JobCard form={form} note={sendSms && profile.data ? <SmsLengthNote job={jobDescription} profile={profile.data.data} /> : null} />
      <TeamCard control={form.control} />
      {sendSms || sendEmail || sendMessenger ? <ConsentCard form={form} /> : null}
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
  );
}
