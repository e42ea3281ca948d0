import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ExternalLink, Link2, RefreshCw } from 'lucide-react';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  ConfirmDialog,
  FormError,
  Input,
  Skeleton,
  Switch,
  toast,
  CopyLinkButton,
} from '@korero/web-kit';
import type { PublicLink } from '../../../contract/api.ts';
import { PUBLIC_LINK_KEY as KEY, reviewsClient } from '../../../contract/client.ts';

/**
 * Settings → Public review link: the simple feedback form for customers without an invitation. The owner shares
 * it, switches it off when it is not wanted, and rotates it when it has gone where it should not.
 */
export default function PublicLinkPanel() {
  const client = useQueryClient();
  const link = useQuery({ queryKey: KEY, queryFn: reviewsClient.publicLink });
  const [confirming, setConfirming] = useState(false);
  const saved = (answer: { data: PublicLink }) => client.setQueryData(KEY, answer);

  const toggle = useMutation({
    mutationFn: (enabled: boolean) => reviewsClient.setPublicLink(enabled),
    onSuccess: (answer) => {
      saved(answer);
      toast(
        answer.data.enabled
          ? { title: 'Review link on', description: 'Customers with the link can send feedback again.', variant: 'success' }
          : { title: 'Review link off', description: 'The link now says it is not active.' },
      );
    },
    onError: (error) => toast({ title: 'Could not change the review link', description: error.message, variant: 'destructive' }),
  });
  const rotate = useMutation({
    mutationFn: () => reviewsClient.rotatePublicLink(),
    onSuccess: (answer) => {
      saved(answer);
      setConfirming(false);
      toast({ title: 'New review link made', description: 'The old link no longer works. Share the new one.', variant: 'success' });
    },
    onError: (error) => {
      setConfirming(false);
      toast({ title: 'Could not make a new link', description: error.message, variant: 'destructive' });
    },
  });

  const data = link.data?.data;
  return (
    <Card data-testid="public-link-panel">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Link2 className="h-5 w-5 text-brand-700" aria-hidden /> Public review link
        </CardTitle>
        <CardDescription>
          A short feedback form for customers you have not sent an invitation, for a counter sign or your website. Anyone with the link can
          use it, so its responses are counted apart from invitations, and at most 20 an hour are taken.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {link.isLoading ? <Skeleton className="h-10 w-full" /> : null}
        <FormError message={link.error?.message} />
        {data ? (
          <>
            <label className="flex items-center justify-between gap-4 rounded-lg border border-stone-200 p-3">
              <span>
                <span className="block font-medium text-stone-900">Accept feedback through this link</span>
                <span className="block text-sm text-stone-600">
                  {data.enabled ? 'On: customers with the link can send feedback.' : 'Off: the link says it is not active.'}
                </span>
              </span>
              <Switch
                aria-label="Accept feedback through this link"
                checked={data.enabled}
                disabled={toggle.isPending}
                onCheckedChange={(on) => toggle.mutate(on)}
              />
            </label>
            <Input
              readOnly
              value={data.url}
              aria-label="Public review link"
              disabled={!data.enabled}
              onFocus={(e) => e.currentTarget.select()}
              className="font-mono text-xs sm:text-sm"
            />
            <div className="flex flex-wrap gap-2">
              <CopyLinkButton url={data.url} disabled={!data.enabled} hint="Paste it into your website, an email or a sign." />
              <Button
                variant="outline"
                icon={<ExternalLink className="h-4 w-4" />}
                disabled={!data.enabled}
                onClick={() => window.open(data.url, '_blank', 'noopener')}
              >
                Open
              </Button>
              <Button variant="dangerOutline" icon={<RefreshCw className="h-4 w-4" />} onClick={() => setConfirming(true)}>
                Make a New Link
              </Button>
            </div>
          </>
        ) : null}
      </CardContent>
      <ConfirmDialog
        open={confirming}
        onOpenChange={(open) => !rotate.isPending && setConfirming(open)}
        title="Make a new review link?"
        description="The current link stops working straight away, wherever you have shared it: on signs, your website or in messages. Customers who open it are told it is not active. You will need to share the new link."
        confirmLabel="Make New Link"
        destructive
        busy={rotate.isPending}
        onConfirm={() => rotate.mutate()}
      />
    </Card>
  );
}
