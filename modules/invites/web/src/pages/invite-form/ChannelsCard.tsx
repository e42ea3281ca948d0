import type { UseFormReturn } from 'react-hook-form';
import { Card, CardContent, CardDescription, CardHeader, CardTitle, toast } from '@korero/web-kit';
import { ChannelToggles, type Channels } from '../../components/ChannelToggles.tsx';
import type { InviteValues } from './invite-values.ts';

/** How the invitation goes out besides its link and QR code: text, email, Messenger (once the Page is connected). */
export function ChannelsCard({
  form,
  channels,
  professional,
  messengerEnabled,
}: {
  form: UseFormReturn<InviteValues>;
  channels: Channels;
  professional: boolean;
  /** Null while the Page's connection is not known yet. */
  messengerEnabled: boolean | null;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>How to send it</CardTitle>
        <CardDescription>Every invitation gets a link and a QR code. Add a text or an email to send it for you.</CardDescription>
      </CardHeader>
      <CardContent>
        <ChannelToggles
          value={channels}
          professional={professional}
          messengerEnabled={messengerEnabled}
          onChange={(next) => {
            form.setValue('sendSms', next.sendSms);
            form.setValue('sendEmail', next.sendEmail);
            if (next.sendMessenger && messengerEnabled === false) {
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
  );
}
