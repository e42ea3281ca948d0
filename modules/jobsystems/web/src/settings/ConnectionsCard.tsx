import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Plug, TriangleAlert } from 'lucide-react';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  ConfirmDialog,
  Field,
  Input,
  LoadingBlock,
  Notice,
  timeAgo,
  toast,
  useCan,
} from '@korero/web-kit';
import { SYSTEM_NAMES } from '../../../contract/api.ts';
import { jobSystemsClient, jobSystemsKeys, type JobSystem } from '../../../contract/client.ts';

/** "Last job received 3 minutes ago", or that none has come yet. */
export function heardLine(at: string | null, now = new Date()): string {
  if (!at) return 'No job received yet';
  const ago = timeAgo(at, now);
  return ago === 'Just now'
    ? 'Last job received just now'
    : ago.endsWith(' ago')
      ? `Last job received ${ago}`
      : `Last job received on ${ago}`;
}

/** What each system asks on, in the owner's words. */
const WHAT_IT_DOES: Record<JobSystem['provider'], string> = {
  xero: 'Asks each customer when their invoice is paid in Xero.',
  servicem8: 'Asks each customer when their job is completed, or its invoice paid, in ServiceM8.',
  fergus: 'Asks each customer when their job is completed in Fergus.',
};

/** What disconnecting does at the system: Xero takes its access back; ServiceM8 and Fergus have no way to, so Korero forgets it. */
const GIVING_BACK: Record<JobSystem['provider'], (account: string) => string> = {
  xero: (account) => `Korero gives back its access to ${account} and forgets it.`,
  servicem8: (account) =>
    `Korero forgets its access to ${account}; ServiceM8 has no way for Korero to give it back, so remove Korero's add-on in ServiceM8 too.`,
  fergus: (account) => `Korero forgets the token for ${account}; delete it in Fergus too (Settings → Integrations → Fergus API).`,
};

/**
 * Settings → Job systems: each system this Korero offers, connected or not, with its health ("Last job received
 * 3 minutes ago", "Xero asked to reconnect"). Owners connect (at the system's own sign-in) and disconnect; managers
 * see the state.
 */
export default function ConnectionsCard() {
  const systems = useQuery({ queryKey: jobSystemsKeys.all, queryFn: jobSystemsClient.list });
  const offered = (systems.data?.data ?? []).filter((s) => s.available || s.connected);
  return (
    <Card data-testid="job-systems-card">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Plug className="h-5 w-5 text-brand-700" aria-hidden /> Job systems
        </CardTitle>
        <CardDescription>
          Connect the system you record jobs in, and Korero asks each customer by itself, under your asking rules. Every job lands in your
          compliance records, asked or skipped with its reason.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {systems.error ? (
          <Notice tone="danger" title="Could not load your job systems">
            {systems.error.message}
          </Notice>
        ) : systems.isLoading ? (
          <LoadingBlock label="Loading your job systems…" />
        ) : offered.length === 0 ? (
          <p className="text-sm text-stone-700">
            No job system is set up on this Korero yet. You can still record jobs by hand, from a CSV file, or from your own system with an
            API key.
          </p>
        ) : (
          <ul className="flex flex-col gap-3" aria-label="Job systems">
            {offered.map((s) => (
              <SystemRow key={s.provider} system={s} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function SystemRow({ system: s }: { system: JobSystem }) {
  const client = useQueryClient();
  const owner = useCan('connections');
  const name = SYSTEM_NAMES[s.provider];
  const [confirming, setConfirming] = useState(false);
  const connect = useMutation({
    mutationFn: () => jobSystemsClient.connectUrl(s.provider),
    // The system's own sign-in page; it sends the owner back to Korero when done.
    onSuccess: ({ data }) => window.location.assign(data.url),
    onError: (error: Error) => toast({ title: `Could not start connecting ${name}`, description: error.message, variant: 'destructive' }),
  });
  const disconnect = useMutation({
    mutationFn: () => jobSystemsClient.disconnect(s.provider),
    onSuccess: async () => {
      setConfirming(false);
      toast({ title: `${name} disconnected`, description: 'Korero no longer hears of its jobs.', variant: 'success' });
      await client.invalidateQueries({ queryKey: jobSystemsKeys.all });
    },
    onError: (error: Error) => toast({ title: `Could not disconnect ${name}`, description: error.message, variant: 'destructive' }),
  });
  // Fergus takes a personal access token instead of a sign-in: it comes with its own form.
  const canSignIn = s.provider !== 'fergus';
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-stone-200 p-3 sm:flex-row sm:flex-wrap sm:items-center sm:justify-between">
      <div className="flex min-w-0 flex-col gap-1">
        <p className="flex flex-wrap items-center gap-2 font-medium text-stone-900">
          {name}
          {s.problem ? (
            <Badge tone="warning">Needs you</Badge>
          ) : s.connected ? (
            <Badge tone="success">Connected</Badge>
          ) : (
            <Badge tone="neutral">Not connected</Badge>
          )}
        </p>
        {s.connected ? (
          <p className="text-sm break-words text-stone-700">
            {s.organisation ? <span className="font-medium">{s.organisation}</span> : null}
            {s.organisation ? ' · ' : null}
            {heardLine(s.lastEventAt)}
          </p>
        ) : (
          <p className="text-sm text-stone-700">{WHAT_IT_DOES[s.provider]}</p>
        )}
        {s.problem ? (
          <p className="flex items-start gap-1.5 text-sm text-amber-800">
            <TriangleAlert className="mt-0.5 h-4 w-4 shrink-0" aria-hidden /> {s.problem} Until then, no customer is asked from {name}.
          </p>
        ) : null}
      </div>
      {owner && !canSignIn && (!s.connected || s.problem) ? <FergusToken /> : null}
      {owner ? (
        <div className="flex flex-wrap gap-2">
          {canSignIn && (!s.connected || s.problem) ? (
            <Button onClick={() => connect.mutate()} disabled={connect.isPending}>
              {s.connected ? `Reconnect ${name}` : `Connect ${name}`}
            </Button>
          ) : null}
          {s.connected ? (
            <Button variant="dangerOutline" aria-label={`Disconnect ${name}`} onClick={() => setConfirming(true)}>
              Disconnect
            </Button>
          ) : null}
        </div>
      ) : (
        <p className="text-sm text-stone-600">An owner connects and disconnects job systems.</p>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Disconnect ${name}?`}
        description={`${GIVING_BACK[s.provider](s.organisation ?? name)} Jobs recorded so far stay in your compliance records, and customers already asked keep their links.`}
        confirmLabel={`Disconnect ${name}`}
        destructive
        busy={disconnect.isPending}
        onConfirm={() => disconnect.mutate()}
      />
    </li>
  );
}

/** Fergus connects with the owner's personal access token, pasted here (Fergus has no sign-in for Korero). */
function FergusToken() {
  const client = useQueryClient();
  const [token, setToken] = useState('');
  const save = useMutation({
    mutationFn: () => jobSystemsClient.connectFergus(token.trim()),
    onSuccess: async ({ data }) => {
      setToken('');
      toast({
        title: 'Fergus connected',
        description: `Korero checks ${data.organisation} for completed jobs every 5 minutes.`,
        variant: 'success',
      });
      await client.invalidateQueries({ queryKey: jobSystemsKeys.all });
    },
  });
  return (
    <form
      className="flex w-full flex-col gap-2 sm:max-w-md"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate();
      }}
    >
      <Field
        label="Fergus personal access token"
        hint="In Fergus: Settings → Integrations → Fergus API → Generate PAT"
        error={save.error?.message}
      >
        {({ id, describedBy, invalid }) => (
          <Input
            id={id}
            aria-describedby={describedBy}
            invalid={invalid}
            type="password"
            autoComplete="off"
            spellCheck={false}
            value={token}
            onChange={(e) => setToken(e.target.value)}
          />
        )}
      </Field>
      <div>
        <Button type="submit" loading={save.isPending} disabled={token.trim().length === 0}>
          Connect Fergus
        </Button>
      </div>
    </form>
  );
}
