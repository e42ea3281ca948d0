import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { KeyRound, Plus } from 'lucide-react';
import {
  API_DOCS_URL,
  API_KEYS_KEY,
  apiKeysClient,
  Badge,
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
  toast,
} from '@korero/web-kit';
import type { ApiKey, ApiScope } from '../../../contract/client.ts';
import { ChoiceList, CodeBadges, enterDoes, QueryRows } from './parts.tsx';
import { SecretNotice } from './SecretNotice.tsx';

/**
 * Settings: keys other systems use to call Korero's API, each limited to the scopes chosen. A new key is shown once;
 * only its start stays readable, so a lost key is revoked and replaced, never recovered.
 */
export default function ApiKeysPanel() {
  const client = useQueryClient();
  const keys = useQuery({ queryKey: API_KEYS_KEY, queryFn: apiKeysClient.list });
  const [fresh, setFresh] = useState<(ApiKey & { key: string }) | null>(null);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const revoke = useMutation({
    mutationFn: (key: ApiKey) => apiKeysClient.revoke(key.id),
    onSuccess: async (_answer, key) => {
      setRevoking(null);
      toast({ title: 'Key revoked', description: `${key.name} (${key.prefix}…) no longer works.`, variant: 'success' });
      await client.invalidateQueries({ queryKey: API_KEYS_KEY });
    },
    onError: (error: Error) => toast({ title: 'Could not revoke the key', description: error.message, variant: 'destructive' }),
  });
  const rows = keys.data?.data ?? [];
  const scopes = keys.data?.scopes ?? [];

  return (
    <Card data-testid="api-keys-panel">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <KeyRound className="h-5 w-5 text-brand-700" aria-hidden /> API keys
        </CardTitle>
        <CardDescription>
          Let your job-management system or an automation tool work with Korero: send invitations when a job is done, record jobs for
          compliance, or read what customers said. A key works only for your business and only for what you tick. The{' '}
          <a className="font-medium text-brand-700 underline" href={API_DOCS_URL} target="_blank" rel="noreferrer">
            API documentation
          </a>{' '}
          lists each call.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {fresh ? (
          <SecretNotice
            title={`Your new key "${fresh.name}": copy it now`}
            secret={fresh.key}
            testId="new-api-key"
            copyLabel="Copy key"
            onDone={() => setFresh(null)}
          >
            It is shown only this once. Store it in the other system; if it is lost, revoke it and create another. Send it as{' '}
            <code className="rounded bg-white px-1">Authorization: Bearer {fresh.prefix}…</code>
          </SecretNotice>
        ) : null}
        <QueryRows query={keys} rows={rows} what="keys" empty="No keys yet.">
          {(list) => (
            <ul className="flex flex-col divide-y divide-stone-100 rounded-lg border border-stone-200" aria-label="API keys">
              {list.map((k) => (
                <KeyRow key={k.id} apiKey={k} onRevoke={() => setRevoking(k)} />
              ))}
            </ul>
          )}
        </QueryRows>
        {keys.data ? (
          <NewKey
            scopes={scopes}
            onCreated={async (made) => {
              setFresh(made);
              await client.invalidateQueries({ queryKey: API_KEYS_KEY });
            }}
          />
        ) : null}
      </CardContent>
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => (open ? null : setRevoking(null))}
        title="Revoke this key?"
        description={`${revoking?.name ?? ''} (${revoking?.prefix ?? ''}…) stops working at once: anything still using it gets "not authorised".`}
        confirmLabel="Revoke key"
        destructive
        busy={revoke.isPending}
        onConfirm={() => revoking && revoke.mutate(revoking)}
      />
    </Card>
  );
}

function KeyRow({ apiKey: k, onRevoke }: { apiKey: ApiKey; onRevoke: () => void }) {
  return (
    <li className="flex flex-col gap-2 px-3 py-2.5 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 flex-col gap-1">
        <span className="flex flex-wrap items-center gap-2 text-sm text-stone-900">
          <span className="font-medium">{k.name}</span>
          <span className="font-mono text-stone-600">{k.prefix}…</span>
          {k.revokedAt ? <Badge tone="neutral">Revoked</Badge> : <Badge tone="success">Active</Badge>}
        </span>
        <CodeBadges items={k.scopes} />
        <span className="text-xs text-stone-600">
          Created {formatDateTime(k.createdAt)} ·{' '}
          {k.revokedAt
            ? `revoked ${formatDateTime(k.revokedAt)}`
            : k.lastUsedAt
              ? `last used ${formatDateTime(k.lastUsedAt)}`
              : 'not used yet'}
        </span>
      </div>
      {k.revokedAt ? null : (
        <Button size="sm" variant="dangerOutline" onClick={onRevoke} aria-label={`Revoke key ${k.name}`}>
          Revoke
        </Button>
      )}
    </li>
  );
}

/** Not a <form>: a panel cannot know whether its host draws it inside a form of its own, and forms cannot nest. */
function NewKey({ scopes, onCreated }: { scopes: ApiScope[]; onCreated: (key: ApiKey & { key: string }) => Promise<void> }) {
  const [name, setName] = useState('');
  const [chosen, setChosen] = useState<string[]>([]);
  const [errors, setErrors] = useState<{ name?: string; scopes?: string }>({});
  const create = useMutation({
    mutationFn: apiKeysClient.create,
    onSuccess: async (answer) => {
      setName('');
      setChosen([]);
      await onCreated(answer.data);
    },
    onError: (error: Error) => toast({ title: 'Could not create a key', description: error.message, variant: 'destructive' }),
  });
  const submit = () => {
    const found = {
      ...(name.trim() ? {} : { name: 'Name the key, e.g. after the system that will use it' }),
      ...(chosen.length ? {} : { scopes: 'Tick at least one thing the key may do' }),
    };
    setErrors(found);
    if (!found.name && !found.scopes) create.mutate({ name: name.trim(), scopes: chosen });
  };
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-stone-200 p-3" role="group" aria-label="New API key">
      <Field label="Key name" error={errors.name} hint="Where it will be used, e.g. ServiceM8 or Zapier">
        {({ id, describedBy, invalid }) => (
          <Input
            id={id}
            aria-describedby={describedBy}
            invalid={invalid}
            value={name}
            maxLength={60}
            onChange={(e) => setName(e.target.value)}
            onKeyDown={enterDoes(submit)}
          />
        )}
      </Field>
      <ChoiceList
        legend="What it may do"
        options={scopes.map((s) => ({ value: s.scope, description: s.description }))}
        chosen={chosen}
        onChange={setChosen}
        error={errors.scopes}
        empty="No module offers API access on this Korero."
      />
      <div>
        <Button variant="outline" icon={<Plus className="h-4 w-4" />} loading={create.isPending} onClick={submit}>
          Create API key
        </Button>
      </div>
    </div>
  );
}
