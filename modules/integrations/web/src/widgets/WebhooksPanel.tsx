import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Plus, Send, Webhook } from 'lucide-react';
import {
  Badge,
  type BadgeTone,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  ConfirmDialog,
  Field,
  formatDateTime,
  Input,
  LoadingBlock,
  Notice,
  toast,
} from '@korero/web-kit';
import type { WebhookEvent } from '../../../contract/api.ts';
import { integrationKeys, integrationsClient, type Delivery, type Endpoint } from '../../../contract/client.ts';
import { ChoiceList, CodeBadges, enterDoes, QueryRows } from './parts.tsx';
import { SecretNotice } from './SecretNotice.tsx';

const STATUS: Record<Delivery['status'], { label: string; tone: BadgeTone }> = {
  pending: { label: 'Sending', tone: 'info' },
  retrying: { label: 'Retrying', tone: 'warning' },
  delivered: { label: 'Delivered', tone: 'success' },
  failed: { label: 'Failed', tone: 'danger' },
};

/**
 * Settings: addresses Korero tells when something happens (a review, private feedback, an answered invitation, a
 * recorded job), each POST signed in the Standard Webhooks format, with a log of every delivery and a test button.
 */
export default function WebhooksPanel() {
  const client = useQueryClient();
  const endpoints = useQuery({ queryKey: integrationKeys.endpoints, queryFn: integrationsClient.endpoints });
  const [secret, setSecret] = useState<string | null>(null);
  const [removing, setRemoving] = useState<Endpoint | null>(null);
  const remove = useMutation({
    mutationFn: (e: Endpoint) => integrationsClient.removeEndpoint(e.id),
    onSuccess: async () => {
      setRemoving(null);
      toast({ title: 'Endpoint removed', variant: 'success' });
      await client.invalidateQueries({ queryKey: integrationKeys.endpoints });
    },
    onError: (error: Error) => toast({ title: 'Could not remove the endpoint', description: error.message, variant: 'destructive' }),
  });
  const rows = endpoints.data?.data ?? [];

  return (
    <Card data-testid="webhooks-panel">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Webhook className="h-5 w-5 text-brand-700" aria-hidden /> Webhooks
        </CardTitle>
        <CardDescription>
          Korero tells your other tools the moment something happens, by sending signed JSON to an https:// address (Standard Webhooks:
          check the webhook-signature header with your signing secret). Failed deliveries are retried for about eight hours.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {secret ? (
          <SecretNotice
            title="Your signing secret: copy it now"
            secret={secret}
            testId="webhook-secret"
            copyLabel="Copy secret"
            onDone={() => setSecret(null)}
          >
            It is shown only this once. Your receiver uses it to check that each delivery came from Korero.
          </SecretNotice>
        ) : null}
        <QueryRows query={endpoints} rows={rows} what="webhooks" empty="No endpoints yet.">
          {(list) => (
            <ul className="flex flex-col gap-3" aria-label="Webhook endpoints">
              {list.map((e) => (
                <EndpointRow key={e.id} endpoint={e} onRemove={() => setRemoving(e)} />
              ))}
            </ul>
          )}
        </QueryRows>
        {endpoints.data ? (
          <NewEndpoint
            events={endpoints.data.events}
            onAdded={async (made) => {
              setSecret(made);
              await client.invalidateQueries({ queryKey: integrationKeys.endpoints });
            }}
          />
        ) : null}
      </CardContent>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => (open ? null : setRemoving(null))}
        title="Remove this endpoint?"
        description={`Korero stops sending to ${removing?.url ?? ''}, and its delivery log is deleted.`}
        confirmLabel="Remove endpoint"
        destructive
        busy={remove.isPending}
        onConfirm={() => removing && remove.mutate(removing)}
      />
    </Card>
  );
}

function EndpointRow({ endpoint: e, onRemove }: { endpoint: Endpoint; onRemove: () => void }) {
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const test = useMutation({
    mutationFn: () => integrationsClient.sendTest(e.id),
    onSuccess: async () => {
      setOpen(true);
      toast({ title: 'Test event sent', description: 'Its delivery shows in the log below.', variant: 'success' });
      await client.invalidateQueries({ queryKey: integrationKeys.deliveries(e.id) });
    },
    onError: (error: Error) => toast({ title: 'Could not send a test event', description: error.message, variant: 'destructive' }),
  });
  const last = e.lastDelivery;
  return (
    <li className="flex flex-col gap-2 rounded-lg border border-stone-200 p-3" data-testid="webhook-endpoint">
      <div className="flex min-w-0 flex-col gap-1">
        <span className="break-all font-mono text-sm text-stone-900">{e.url}</span>
        {e.description ? <span className="text-sm text-stone-700">{e.description}</span> : null}
        <CodeBadges items={e.events} />
        <span className="text-xs text-stone-600">
          {last
            ? `Last delivery: ${STATUS[last.status].label.toLowerCase()}${last.responseCode ? ` (HTTP ${last.responseCode})` : ''}, ${formatDateTime(last.at)}`
            : `Added ${formatDateTime(e.createdAt)} · nothing sent yet`}
        </span>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="outline" icon={<Send className="h-4 w-4" />} loading={test.isPending} onClick={() => test.mutate()}>
          Send test event
        </Button>
        <Button size="sm" variant="ghost" aria-expanded={open} onClick={() => setOpen(!open)}>
          {open ? 'Hide deliveries' : 'Deliveries'}
        </Button>
        <Button size="sm" variant="dangerOutline" onClick={onRemove} aria-label={`Remove endpoint ${e.url}`}>
          Remove
        </Button>
      </div>
      {open ? <DeliveryLog endpointId={e.id} /> : null}
    </li>
  );
}

function DeliveryLog({ endpointId }: { endpointId: string }) {
  const log = useQuery({
    queryKey: integrationKeys.deliveries(endpointId),
    queryFn: () => integrationsClient.deliveries(endpointId),
    // Watched while something is on its way; still otherwise.
    refetchInterval: (query) => (query.state.data?.data.some((d) => d.status === 'pending' || d.status === 'retrying') ? 3000 : false),
  });
  if (log.error)
    return (
      <Notice tone="danger" title="Could not load the deliveries">
        {log.error.message}
      </Notice>
    );
  if (!log.data) return <LoadingBlock label="Loading deliveries…" />;
  if (!log.data.data.length) return <p className="text-sm text-stone-600">No deliveries yet. Send a test event to try the endpoint.</p>;
  return (
    <ul className="flex flex-col divide-y divide-stone-100 rounded-lg bg-stone-50" aria-label="Deliveries">
      {log.data.data.map((d) => (
        <li key={d.id} className="flex flex-col gap-0.5 px-3 py-2 text-sm">
          <span className="flex flex-wrap items-center gap-2">
            <span className="font-mono text-stone-900">{d.type}</span>
            <Badge tone={STATUS[d.status].tone}>{STATUS[d.status].label}</Badge>
            {d.responseCode ? <span className="text-stone-700">HTTP {d.responseCode}</span> : null}
            <span className="text-stone-600">
              {d.attempts} {d.attempts === 1 ? 'attempt' : 'attempts'}
            </span>
          </span>
          <span className="text-xs text-stone-600">
            {formatDateTime(d.createdAt)}
            {d.error ? ` · ${d.error}` : ''}
            {d.status === 'retrying' && d.nextAttemptAt ? ` · next try ${formatDateTime(d.nextAttemptAt)}` : ''}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** Not a <form>: a panel cannot know whether its host draws it inside a form of its own, and forms cannot nest. */
function NewEndpoint({
  events,
  onAdded,
}: {
  events: Array<{ type: WebhookEvent; description: string }>;
  onAdded: (secret: string) => Promise<void>;
}) {
  const [url, setUrl] = useState('');
  const [description, setDescription] = useState('');
  const [chosen, setChosen] = useState<WebhookEvent[]>(events.map((e) => e.type));
  const [errors, setErrors] = useState<{ url?: string; events?: string }>({});
  const add = useMutation({
    mutationFn: integrationsClient.addEndpoint,
    onSuccess: async (answer) => {
      setUrl('');
      setDescription('');
      await onAdded(answer.data.secret);
    },
    onError: (error: Error) => {
      setErrors({ url: error.message });
      toast({ title: 'Could not add the endpoint', description: error.message, variant: 'destructive' });
    },
  });
  const submit = () => {
    const found = {
      ...(/^https?:\/\/\S+$/i.test(url.trim()) ? {} : { url: 'Enter a full address, starting with https://' }),
      ...(chosen.length ? {} : { events: 'Tick at least one event' }),
    };
    setErrors(found);
    if (!found.url && !found.events) add.mutate({ url: url.trim(), description: description.trim() || null, events: chosen });
  };
  const enter = enterDoes(submit);
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-stone-200 p-3" role="group" aria-label="New webhook endpoint">
      <Field label="Endpoint address" error={errors.url}>
        {({ id, describedBy, invalid }) => (
          <Input
            id={id}
            type="url"
            inputMode="url"
            placeholder="https://…"
            aria-describedby={describedBy}
            invalid={invalid}
            value={url}
            maxLength={500}
            onChange={(e) => setUrl(e.target.value)}
            onKeyDown={enter}
          />
        )}
      </Field>
      <Field label="Description (optional)">
        {({ id }) => (
          <Input id={id} value={description} maxLength={100} onChange={(e) => setDescription(e.target.value)} onKeyDown={enter} />
        )}
      </Field>
      <ChoiceList
        legend="Events to send"
        options={events.map((ev) => ({ value: ev.type, description: ev.description }))}
        chosen={chosen}
        onChange={setChosen}
        error={errors.events}
      />
      <div>
        <Button variant="outline" icon={<Plus className="h-4 w-4" />} loading={add.isPending} onClick={submit}>
          Add endpoint
        </Button>
      </div>
    </div>
  );
}
