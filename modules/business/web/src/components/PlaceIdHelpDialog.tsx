import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { ExternalLink, HelpCircle } from 'lucide-react';
import { Button, Dialog, Field, Input, toast } from '@korero/web-kit';
import { businessClient } from '../../../contract/client.ts';

/** How to find a Place ID, and a request for Korero's support to find it (answered within 24 hours). */
export function PlaceIdHelpDialog({ defaultEmail, defaultName }: { defaultEmail: string; defaultName: string }) {
  const [open, setOpen] = useState(false);
  const [form, setForm] = useState({ email: defaultEmail, businessName: defaultName, businessAddress: '' });
  const complete = Boolean(form.email.trim() && form.businessName.trim() && form.businessAddress.trim());
  const send = useMutation({
    mutationFn: () => businessClient.askForPlaceId(form),
    onSuccess: ({ delivery, message }) => {
      // The 24-hour promise only when the request can reach a person; otherwise the server's honest sentence.
      const going = delivery === 'sending' || delivery === 'sent';
      toast(
        going
          ? {
              title: 'Request sent successfully',
              description: "We'll email your Place ID within 24 hours.",
              variant: 'success',
              duration: 8000,
            }
          : { title: 'Request not sent yet', description: message, variant: 'default', duration: 12000 },
      );
      setOpen(false);
    },
    onError: () => toast({ title: 'Request failed', description: 'Failed to send request. Please try again.', variant: 'destructive' }),
  });
  const set = (key: keyof typeof form) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: e.target.value }));

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) setForm({ email: defaultEmail, businessName: defaultName, businessAddress: '' });
      }}
      trigger={
        <Button variant="link" size="sm" icon={<HelpCircle className="h-4 w-4" />}>
          What is a Place ID?
        </Button>
      }
      title="Finding your Google Place ID"
      description="Your Place ID is how Google identifies your business listing. Korero uses it to send customers straight to your review page."
    >
      <ol className="mb-5 list-decimal space-y-1.5 pl-5 text-sm text-stone-700">
        <li>
          Open Google&apos;s{' '}
          <a
            className="font-medium text-brand-700 underline"
            href="https://developers.google.com/maps/documentation/places/web-service/place-id"
            target="_blank"
            rel="noopener noreferrer"
          >
            Place ID Finder <ExternalLink className="inline h-3 w-3" aria-hidden />
          </a>
          .
        </li>
        <li>Type your business name into the map&apos;s search box and pick your listing.</li>
        <li>Copy the Place ID shown (it starts with ChIJ) and paste it into Korero.</li>
      </ol>
      <div className="rounded-lg bg-stone-50 p-4">
        <p className="mb-3 text-sm font-medium text-stone-900">Can&apos;t find it? We&apos;ll look it up for you.</p>
        <form
          className="flex flex-col gap-3"
          onSubmit={(e) => {
            e.preventDefault();
            // React events bubble through portals: keep this submit from reaching the profile form around the dialog.
            e.stopPropagation();
            if (complete) send.mutate();
          }}
        >
          <Field label="Your email">{({ id }) => <Input id={id} type="email" value={form.email} onChange={set('email')} />}</Field>
          <Field label="Business name">{({ id }) => <Input id={id} value={form.businessName} onChange={set('businessName')} />}</Field>
          <Field label="Business address">
            {({ id }) => (
              <Input id={id} value={form.businessAddress} onChange={set('businessAddress')} placeholder="Street, suburb, town" />
            )}
          </Field>
          <Button type="submit" loading={send.isPending} disabled={!complete}>
            Send Request
          </Button>
        </form>
      </div>
    </Dialog>
  );
}
