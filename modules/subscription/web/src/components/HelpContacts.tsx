import { Clock, LifeBuoy, Mail, Send } from 'lucide-react';
import { ApiError, Button, Card, CardContent, CardDescription, CardHeader, CardTitle, deliverySentence, toast } from '@korero/web-kit';
import { useState } from 'react';
import { subscriptionApi } from '../queries.ts';

/** Who to ask about billing, and a way to check that Korero's billing emails reach the owner. */
export function HelpContacts({ supportEmail }: { supportEmail: string }) {
  const [sending, setSending] = useState(false);
  const sendTest = async () => {
    setSending(true);
    try {
      const { recipient, delivery } = await subscriptionApi.testReminder();
      // Say what really happened: without an email provider the reminder waits in the outbox.
      const going = delivery === 'sending' || delivery === 'sent';
      toast({
        title: going ? 'Test email sent' : 'Test email not sent',
        description: going
          ? `A test payment reminder is on its way to ${recipient}.`
          : deliverySentence('email', delivery, null, recipient).replace('The email', 'The test payment reminder'),
        variant: going ? 'success' : 'default',
        duration: going ? 5000 : 8000,
      });
    } catch (error) {
      const needsEmail = error instanceof ApiError && (error.data as { requiresEmail?: boolean } | null)?.requiresEmail;
      toast(
        needsEmail
          ? { title: 'Email Required', description: 'Add an email address to your business profile first.', variant: 'destructive' }
          : { title: 'Failed to send test email. Please try again.', description: (error as Error).message, variant: 'destructive' },
      );
    } finally {
      setSending(false);
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <LifeBuoy className="h-5 w-5 text-brand-700" aria-hidden /> Questions about billing?
        </CardTitle>
        <CardDescription>A person at Korero answers every message.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <ul className="flex flex-col gap-2 text-sm text-stone-700">
          <li className="flex items-center gap-2">
            <Mail className="h-4 w-4 shrink-0 text-stone-500" aria-hidden />
            <a
              className="font-medium text-brand-700 underline-offset-4 hover:underline"
              href={`mailto:${supportEmail}?subject=Korero%20subscription`}
            >
              {supportEmail}
            </a>
          </li>
          <li className="flex items-center gap-2">
            <Clock className="h-4 w-4 shrink-0 text-stone-500" aria-hidden /> Monday to Friday, 9 AM to 5 PM (NZ time)
          </li>
        </ul>
        <div className="flex flex-col gap-2 rounded-lg bg-stone-50 p-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-stone-600">
            Check that payment reminders reach you: we&apos;ll email you a test one. Nothing is charged.
          </p>
          <Button
            variant="outline"
            size="sm"
            icon={<Send className="h-4 w-4" aria-hidden />}
            loading={sending}
            onClick={() => void sendTest()}
          >
            Send test reminder
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
