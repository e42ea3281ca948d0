import { useEffect, useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MessageCircle } from 'lucide-react';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  ConfirmDialog,
  Notice,
  Skeleton,
  toast,
} from '@korero/web-kit';
import { PROFILE_KEY } from '@korero/module-business/contract/client';
import { messengerClient, messengerKeys } from '../../../contract/client.ts';

/** The spec's popup timing: poll every second, give up after five minutes. */
const POLL_MS = 1000;
const TIMEOUT_MS = 300_000;

/**
 * Settings: the Facebook Messenger card. Connecting opens Facebook Login in a popup; the card asks every second
 * whether the Page is connected, closes the popup when it is, and gives up after five minutes ('Authentication
 * timeout'). Disconnecting forgets the Page and its token.
 */
export default function MessengerCard() {
  const client = useQueryClient();
  const [waiting, setWaiting] = useState(false);
  const [confirm, setConfirm] = useState(false);
  const popup = useRef<Window | null>(null);
  const started = useRef(0);
  const status = useQuery({
    queryKey: messengerKeys.status,
    queryFn: messengerClient.status,
    refetchInterval: waiting ? POLL_MS : false,
  });
  const s = status.data?.data;

  const finish = async (outcome: 'connected' | 'closed' | 'timeout') => {
    setWaiting(false);
    if (outcome === 'timeout') {
      popup.current?.close();
      toast({ title: 'Connection Failed', description: 'Authentication timeout', variant: 'destructive' });
    }
    popup.current = null;
    await client.invalidateQueries({ queryKey: PROFILE_KEY });
    await client.invalidateQueries({ queryKey: messengerKeys.status });
  };

  useEffect(() => {
    if (!waiting) return;
    if (s?.connected) {
      popup.current?.close();
      toast({
        title: 'Facebook Page connected',
        description: `Invitations can now go by Messenger from ${s.pageName}.`,
        variant: 'success',
      });
      void finish('connected');
      return;
    }
    const timer = setInterval(() => {
      if (Date.now() - started.current > TIMEOUT_MS) void finish('timeout');
      else if (popup.current?.closed) void finish('closed');
    }, POLL_MS);
    return () => clearInterval(timer);
    // finish only reads refs and the query client.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [waiting, s?.connected, s?.pageName]);

  const connect = useMutation({
    mutationFn: messengerClient.authUrl,
    onSuccess: (answer) => {
      // Opened straight at Facebook (still within the click's activation): a blank window first would share this
      // page's opener policy, and moving it to facebook.com would then cut it off from this page.
      popup.current = window.open(answer.authUrl, 'korero-facebook', 'popup,width=600,height=700');
      if (!popup.current) {
        toast({
          title: 'Connection Failed',
          description: 'Your browser blocked the Facebook window. Allow pop-ups for Korero and try again.',
          variant: 'destructive',
        });
        return;
      }
      started.current = Date.now();
      setWaiting(true);
    },
    onError: (error) => {
      toast({ title: 'Connection Failed', description: error.message || 'Failed to get auth URL', variant: 'destructive' });
    },
  });
  const disconnect = useMutation({
    mutationFn: messengerClient.disconnect,
    onSuccess: async () => {
      toast({ title: 'Facebook Page disconnected', description: 'Invitations will no longer go by Messenger.' });
      await client.invalidateQueries({ queryKey: PROFILE_KEY });
      await client.invalidateQueries({ queryKey: messengerKeys.status });
    },
    onError: () => toast({ title: 'Disconnection Failed', description: 'Failed to disconnect Facebook Page', variant: 'destructive' }),
  });

  return (
    <Card data-testid="messenger-card">
      <CardHeader>
        <CardTitle className="flex flex-wrap items-center gap-2">
          <MessageCircle className="h-5 w-5 text-brand-700" aria-hidden /> Facebook Messenger
          {s?.connected ? <Badge tone="success">Connected</Badge> : s?.configured ? <Badge tone="neutral">Not connected</Badge> : null}
        </CardTitle>
        <CardDescription>
          Send review invitations through Messenger to customers who have messaged your business's Facebook Page.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {status.isLoading ? <Skeleton className="h-10 w-full" /> : null}
        {s && !s.configured ? (
          <p className="text-sm text-stone-600">
            Messenger is not configured on this Korero. Its administrator needs to add a Facebook app; until then, send invitations by text,
            email, link or QR code.
          </p>
        ) : null}
        {s?.problem ? (
          <Notice tone="warning" title="Reconnect your Page">
            {s.problem}
          </Notice>
        ) : null}
        {s?.connected ? (
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-stone-700">
              Connected to <strong>{s.pageName}</strong>. Meta lets a Page message someone within 24 hours of their last message to it.
            </p>
            <Button variant="outline" onClick={() => setConfirm(true)} disabled={disconnect.isPending}>
              Disconnect
            </Button>
          </div>
        ) : s?.configured ? (
          <div className="flex flex-wrap items-center gap-3">
            <Button onClick={() => connect.mutate()} disabled={connect.isPending || waiting}>
              {waiting ? 'Waiting for Facebook…' : s.problem ? 'Connect again' : 'Connect Facebook Page'}
            </Button>
            {waiting ? (
              <Button variant="ghost" onClick={() => void finish('closed')}>
                Cancel
              </Button>
            ) : null}
          </div>
        ) : null}
        <ConfirmDialog
          open={confirm}
          onOpenChange={setConfirm}
          title="Disconnect your Facebook Page?"
          description="Korero forgets the Page and its access. Invitations already sent stay sent; new ones cannot go by Messenger until you connect again."
          confirmLabel="Disconnect"
          destructive
          onConfirm={() => {
            setConfirm(false);
            disconnect.mutate();
          }}
        />
      </CardContent>
    </Card>
  );
}
