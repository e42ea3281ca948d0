import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Copy, KeyRound, Plus } from 'lucide-react';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  ConfirmDialog,
  copyText,
  formatDateTime,
  LoadingBlock,
  Notice,
  toast,
} from '@korero/web-kit';
import { complianceClient, complianceKeys, type ApiKey } from '../../../contract/client.ts';

/**
 * Settings: keys a job-management system uses to post each completed job. A new key is shown once; only its start is
 * kept readable, so a lost key is revoked and replaced, never recovered.
 */
export default function ApiKeysPanel() {
  const client = useQueryClient();
  const keys = useQuery({ queryKey: complianceKeys.keys, queryFn: complianceClient.keys });
  const [fresh, setFresh] = useState<string | null>(null);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const create = useMutation({
    mutationFn: complianceClient.createKey,
    onSuccess: async (answer) => {
      setFresh(answer.data.key);
      await client.invalidateQueries({ queryKey: complianceKeys.keys });
    },
    onError: (error: Error) => toast({ title: 'Could not create a key', description: error.message, variant: 'destructive' }),
  });
  const revoke = useMutation({
    mutationFn: (key: ApiKey) => complianceClient.revokeKey(key.id),
    onSuccess: async (_answer, key) => {
      setRevoking(null);
      toast({ title: 'Key revoked', description: `${key.prefix}… no longer works.`, variant: 'success' });
      await client.invalidateQueries({ queryKey: complianceKeys.keys });
    },
    onError: (error: Error) => toast({ title: 'Could not revoke the key', description: error.message, variant: 'destructive' }),
  });
  const endpoint = `${location.origin}/api/compliance/jobs`;
  const rows = keys.data?.data ?? [];

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <KeyRound className="h-5 w-5 text-brand-700" aria-hidden /> Job system API keys
        </CardTitle>
        <CardDescription>
          Let your job-management system or an automation tool record each completed job for compliance, so no job is missed. It sends the
          job to <code className="break-all rounded bg-stone-100 px-1">{endpoint}</code> with the key as a bearer token.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {fresh ? (
          <Notice tone="success" title="Your new key: copy it now">
            <p>It is shown only this once. Store it in your job system; if it is lost, revoke it and create another.</p>
            <div className="mt-2 flex flex-col gap-2 sm:flex-row sm:items-center">
              <code
                className="min-w-0 break-all rounded-lg border border-emerald-300 bg-white px-3 py-2 font-mono text-sm"
                data-testid="new-api-key"
              >
                {fresh}
              </code>
              <Button
                size="sm"
                variant="outline"
                icon={<Copy className="h-4 w-4" />}
                onClick={async () =>
                  (await copyText(fresh))
                    ? toast({ title: 'Key copied', variant: 'success' })
                    : toast({ title: 'Copy failed', description: 'Please copy the key shown by hand.', variant: 'destructive' })
                }
              >
                Copy key
              </Button>
              <Button size="sm" variant="ghost" onClick={() => setFresh(null)}>
                Done
              </Button>
            </div>
          </Notice>
        ) : null}
        {keys.error ? (
          <Notice tone="danger" title="Could not load your keys">
            {keys.error.message}
          </Notice>
        ) : keys.isLoading ? (
          <LoadingBlock label="Loading keys…" />
        ) : rows.length === 0 ? (
          <p className="text-sm text-stone-600">No keys yet.</p>
        ) : (
          <ul className="flex flex-col divide-y divide-stone-100 rounded-lg border border-stone-200" aria-label="API keys">
            {rows.map((k) => (
              <li key={k.id} className="flex flex-col gap-2 px-3 py-2.5 sm:flex-row sm:items-center sm:justify-between">
                <div className="flex min-w-0 flex-col gap-0.5">
                  <span className="flex items-center gap-2 font-mono text-sm text-stone-900">
                    {k.prefix}…{k.revokedAt ? <Badge tone="neutral">Revoked</Badge> : <Badge tone="success">Active</Badge>}
                  </span>
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
                  <Button size="sm" variant="dangerOutline" onClick={() => setRevoking(k)} aria-label={`Revoke key ${k.prefix}`}>
                    Revoke
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
        <div>
          <Button variant="outline" icon={<Plus className="h-4 w-4" />} loading={create.isPending} onClick={() => create.mutate()}>
            Create API key
          </Button>
        </div>
      </CardContent>
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => (open ? null : setRevoking(null))}
        title="Revoke this key?"
        description={`${revoking?.prefix ?? ''}… stops working at once: anything still using it gets "not authorised" and its jobs are not recorded.`}
        confirmLabel="Revoke key"
        destructive
        busy={revoke.isPending}
        onConfirm={() => revoking && revoke.mutate(revoking)}
      />
    </Card>
  );
}
