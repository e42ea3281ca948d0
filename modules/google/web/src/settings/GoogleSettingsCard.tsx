import { useEffect, useId, useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { RefreshCw, Star } from 'lucide-react';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  ConfirmDialog,
  FormError,
  Label,
  Notice,
  Skeleton,
  Switch,
  timeAgo,
  toast,
  useCan,
} from '@korero/web-kit';
import { googleClient, googleKeys, type GoogleStatus } from '../../../contract/client.ts';
import { googleSaid } from '../stars.tsx';

/** As the Messenger card: ask every second while Google's window is open, give up after five minutes. */
const POLL_MS = 1000;
const TIMEOUT_MS = 300_000;

/** "Synced 5 minutes ago", "Synced just now", "Synced on 3 Nov 2026". */
export function syncedLine(at: string | null, now = new Date()): string {
  if (!at) return 'Not synced yet';
  const ago = timeAgo(at, now);
  return ago === 'Just now' ? 'Synced just now' : ago.endsWith(' ago') ? `Synced ${ago}` : `Synced on ${ago}`;
}

/** The deployment's side, for an owner whose Korero has no Google client yet. */
function NotConfigured() {
  return (
    <div className="flex flex-col gap-2 text-sm text-stone-700">
      <p>Google reviews are not set up on this Korero. Its administrator needs:</p>
      <ul className="list-disc pl-5">
        <li>a Google Cloud project approved for the Business Profile APIs,</li>
        <li>an OAuth client for that project, and</li>
        <li>a verified Business Profile location for your business.</li>
      </ul>
      <p>Nothing else changes meanwhile: customers still go to Google from your review page as they do now.</p>
    </div>
  );
}

/** Several locations on the Google account: the owner picks the one this business is. */
function ChooseLocation({ status }: { status: GoogleStatus }) {
  const client = useQueryClient();
  const [chosen, setChosen] = useState<string | null>(null);
  const name = useId();
  const choose = useMutation({
    mutationFn: (location: string) => googleClient.chooseLocation(location),
    onSuccess: async () => {
      toast({ title: 'Location connected', description: 'Korero is reading its Google reviews.', variant: 'success' });
      await client.invalidateQueries({ queryKey: googleKeys.all });
    },
  });
  return (
    <form
      className="flex flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (chosen) choose.mutate(chosen);
      }}
    >
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium text-stone-800">
          Your Google account has several locations. Which one is this business?
        </legend>
        {status.locations.map((l) => (
          <label
            key={l.name}
            className="flex cursor-pointer items-center gap-3 rounded-lg border border-stone-200 px-3 py-2 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
          >
            <input
              type="radio"
              name={name}
              value={l.name}
              checked={chosen === l.name}
              onChange={() => setChosen(l.name)}
              className="h-4 w-4 accent-brand-700"
            />
            <span className="min-w-0 break-words">{l.title}</span>
          </label>
        ))}
      </fieldset>
      <FormError message={choose.error?.message} />
      <div>
        <Button type="submit" disabled={!chosen} loading={choose.isPending}>
          Use this location
        </Button>
      </div>
    </form>
  );
}

/** One notification choice, saved as it is switched. */
function NotifySwitch({
  label,
  hint,
  checked,
  disabled,
  onChange,
}: {
  label: string;
  hint: string;
  checked: boolean;
  disabled: boolean;
  onChange: (on: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-4">
      <div className="min-w-0">
        <Label htmlFor={id}>{label}</Label>
        <p id={`${id}-hint`} className="text-xs text-stone-600">
          {hint}
        </p>
      </div>
      <Switch id={id} checked={checked} disabled={disabled} onCheckedChange={onChange} aria-describedby={`${id}-hint`} />
    </div>
  );
}

function Notifications({ status }: { status: GoogleStatus }) {
  const client = useQueryClient();
  const save = useMutation({
    mutationFn: googleClient.notify,
    onMutate: async (change) => {
      // Switched at once; put back if the server refuses.
      await client.cancelQueries({ queryKey: googleKeys.status });
      const before = client.getQueryData<{ data: GoogleStatus }>(googleKeys.status);
      if (before) client.setQueryData(googleKeys.status, { data: { ...before.data, notify: { ...before.data.notify, ...change } } });
      return { before };
    },
    onError: (error, _change, context) => {
      if (context?.before) client.setQueryData(googleKeys.status, context.before);
      toast({ title: 'Could not save the notification choice', description: error.message, variant: 'destructive' });
    },
    onSuccess: () => toast({ title: 'Notifications saved', variant: 'success' }),
  });
  return (
    <fieldset className="flex flex-col gap-3 border-t border-stone-200 pt-4">
      <legend className="sr-only">Emails about new Google reviews</legend>
      <NotifySwitch
        label="Email me about reviews of 3★ or less"
        hint="As soon as Korero reads one, so you can answer it while it matters."
        checked={status.notify.lowRatings}
        disabled={save.isPending}
        onChange={(lowRatings) => save.mutate({ lowRatings })}
      />
      <NotifySwitch
        label="Daily digest of the other new reviews"
        hint="One email a day listing the new 4★ and 5★ reviews."
        checked={status.notify.dailyDigest}
        disabled={save.isPending}
        onChange={(dailyDigest) => save.mutate({ dailyDigest })}
      />
    </fieldset>
  );
}

/**
 * Settings: the Google reviews card. Connecting opens Google's consent screen in a popup (or this window when the
 * browser blocks popups) and asks every second until the location is connected or there are locations to choose
 * from, giving up after five minutes. Connected: the location, the last sync, what Google said when it failed,
 * Refresh, Disconnect and the notification choices.
 */
export default function GoogleSettingsCard() {
  const client = useQueryClient();
  const [waiting, setWaiting] = useState(false);
  const [confirm, setConfirm] = useState(false);
  const popup = useRef<Window | null>(null);
  const started = useRef(0);
  const status = useQuery({
    queryKey: googleKeys.status,
    queryFn: googleClient.status,
    refetchInterval: waiting ? POLL_MS : false,
  });
  const s = status.data?.data;
  const choosing = Boolean(s && !s.location && s.locations.length > 0);
  // Reconnecting starts from a connected location whose grant is gone: it has arrived once that error is cleared.
  const arrived = Boolean(s?.connected && s.location && !s.error?.reconnect) || choosing;

  const finish = async (outcome: 'done' | 'closed' | 'timeout') => {
    setWaiting(false);
    if (outcome !== 'closed') popup.current?.close();
    if (outcome === 'timeout')
      toast({
        title: 'Connection failed',
        description: 'Google did not finish within 5 minutes. Try connecting again.',
        variant: 'destructive',
      });
    popup.current = null;
    await client.invalidateQueries({ queryKey: googleKeys.all });
  };

  useEffect(() => {
    if (!waiting) return;
    if (arrived) {
      if (!choosing)
        toast({ title: 'Google connected', description: `Korero is reading the reviews of ${s?.location?.title}.`, variant: 'success' });
      void finish('done');
      return;
    }
    const timer = setInterval(() => {
      if (Date.now() - started.current > TIMEOUT_MS) void finish('timeout');
      else if (popup.current?.closed) void finish('closed');
    }, POLL_MS);
    return () => clearInterval(timer);
    // finish only reads refs and the query client.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [waiting, arrived, choosing, s?.location?.title]);

  const owner = useCan('connections');
  const connect = useMutation({
    mutationFn: googleClient.connectUrl,
    onSuccess: ({ data: { url } }) => {
      // Opened straight at Google, within the click's activation, as Messenger's card does.
      popup.current = window.open(url, 'korero-google', 'popup,width=600,height=700');
      if (!popup.current) {
        // Popups blocked: go there in this window; Google sends the owner back to Settings.
        window.location.assign(url);
        return;
      }
      started.current = Date.now();
      setWaiting(true);
    },
    onError: (error) => toast({ title: 'Connection failed', description: error.message, variant: 'destructive' }),
  });
  const sync = useMutation({
    mutationFn: googleClient.sync,
    onSuccess: async (answer) => {
      toast({ title: 'Refreshing', description: answer.message, variant: 'success' });
      await client.invalidateQueries({ queryKey: googleKeys.all });
    },
    onError: (error) => toast({ title: 'Could not refresh', description: error.message, variant: 'destructive' }),
  });
  const disconnect = useMutation({
    mutationFn: googleClient.disconnect,
    onSuccess: async () => {
      setConfirm(false);
      toast({ title: 'Google disconnected', description: 'Korero no longer reads or answers your Google reviews.' });
      await client.invalidateQueries({ queryKey: googleKeys.all });
    },
    onError: (error) => toast({ title: 'Could not disconnect', description: error.message, variant: 'destructive' }),
  });

  // Connecting, choosing the location and disconnecting are the owner's (the permission table's 'connections').
  const connectButton = (label: string) =>
    owner ? (
      <div className="flex flex-wrap items-center gap-3">
        <Button onClick={() => connect.mutate()} loading={connect.isPending} disabled={waiting}>
          {waiting ? 'Waiting for Google…' : label}
        </Button>
        {waiting ? (
          <Button variant="ghost" onClick={() => void finish('closed')}>
            Cancel
          </Button>
        ) : null}
      </div>
    ) : (
      <p className="text-sm text-stone-600">Only an owner of this business can connect Google.</p>
    );

  return (
    <Card data-testid="google-card">
      <CardHeader>
        <CardTitle className="flex flex-wrap items-center gap-2">
          <Star className="h-5 w-5 text-brand-700" aria-hidden /> Google reviews
          {s?.connected && s.location && s.error?.reconnect ? (
            <Badge tone="warning">Needs reconnecting</Badge>
          ) : s?.connected && s.location ? (
            <Badge tone="success">Connected</Badge>
          ) : s?.configured ? (
            <Badge tone="neutral">Not connected</Badge>
          ) : null}
        </CardTitle>
        <CardDescription>
          See your Google reviews beside Korero's, answer them from here, and see which customers who chose Google posted.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {status.isLoading ? <Skeleton className="h-10 w-full" /> : null}
        {status.error ? (
          <Notice tone="danger" title="Could not load the Google connection">
            {status.error.message}
          </Notice>
        ) : null}
        {s && !s.configured ? <NotConfigured /> : null}
        {s?.error ? (
          <Notice tone="warning" title={s.error.reconnect ? 'Reconnect Google' : 'The last sync failed'}>
            {/* A revoked grant is Korero's own sentence; anything else is what Google answered. */}
            <p>{s.error.reconnect ? s.error.message : googleSaid(s.error.message)}</p>
            <p className="text-xs">{timeAgo(s.error.at)}</p>
          </Notice>
        ) : null}
        {s?.configured && choosing && owner ? <ChooseLocation status={s} /> : null}
        {s?.configured && !choosing && !(s.connected && s.location) ? (
          <>
            <p className="text-sm text-stone-700">
              Connect the Google account that manages your Business Profile. Korero asks Google for permission to read your reviews and post
              your replies; you can disconnect at any time.
            </p>
            {connectButton('Connect Google')}
          </>
        ) : null}
        {s?.connected && s.location ? (
          <>
            <div className="flex flex-col gap-1 text-sm text-stone-700">
              <p>
                Connected to <strong className="break-words">{s.location.title}</strong>.
              </p>
              <p>{syncedLine(s.lastSyncAt)}</p>
            </div>
            {s.error?.reconnect ? connectButton('Reconnect') : null}
            <div className="flex flex-wrap gap-2">
              <Button
                variant="outline"
                icon={<RefreshCw className="h-4 w-4" aria-hidden />}
                loading={sync.isPending}
                onClick={() => sync.mutate()}
              >
                Refresh
              </Button>
              {owner ? (
                <Button variant="dangerOutline" onClick={() => setConfirm(true)} disabled={disconnect.isPending}>
                  Disconnect
                </Button>
              ) : null}
            </div>
            <Notifications status={s} />
          </>
        ) : null}
        <ConfirmDialog
          open={confirm}
          onOpenChange={setConfirm}
          title="Disconnect Google?"
          description="Korero gives back its access to your Google account. The reviews it has read stay here; new ones and replies wait until you connect again."
          confirmLabel="Disconnect"
          destructive
          busy={disconnect.isPending}
          onConfirm={() => disconnect.mutate()}
        />
      </CardContent>
    </Card>
  );
}
