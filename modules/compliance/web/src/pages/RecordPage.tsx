import { useId } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Download, ShieldCheck } from 'lucide-react';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  formatDate,
  LoadingBlock,
  Notice,
  PageHeader,
  Switch,
  toast,
  useCurrentUser,
} from '@korero/web-kit';
import { complianceClient, complianceKeys } from '../../../contract/client.ts';

/**
 * /compliance/record: the record of asking (issue 47). Check it whole, download it (scripts/verify-ledger.mjs checks
 * the file offline), and the weekly email of its newest hash that makes the owner's mailbox its outside witness.
 */
export default function RecordPage() {
  const client = useQueryClient();
  const switchId = useId();
  const noteId = useId();
  // Stopping the email is the owner's alone (the server refuses others): the rest see it, disabled, and why.
  const role = useCurrentUser().user?.role;
  const owner = role === 'owner';
  const others = role !== undefined && !owner;
  const status = useQuery({ queryKey: complianceKeys.ledger, queryFn: () => complianceClient.ledger() });
  const check = useMutation({ mutationFn: () => complianceClient.verifyLedger() });
  const email = useMutation({
    mutationFn: (on: boolean) => complianceClient.setWeeklyHeadEmail(on),
    onSuccess: (_, on) => {
      toast({
        title: on ? 'The weekly email is on' : 'The weekly email is off',
        description: 'Your record of asking notes the change.',
        variant: 'success',
      });
      void client.invalidateQueries({ queryKey: complianceKeys.ledger });
    },
    onError: (error) => toast({ title: 'The setting was not changed', description: (error as Error).message, variant: 'destructive' }),
  });
  const result = check.data?.data;
  const head = status.data?.data.head;

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <PageHeader
        title="Record of Asking"
        description="Every job, invitation, reason for not asking and customer answer, in a chain that shows any later change. Customers' details are kept in it only as digests."
      />
      <Card>
        <CardHeader>
          <CardTitle>Check the record</CardTitle>
          <CardDescription>
            Each entry holds a fingerprint (SHA-256) of the one before it, so a changed or removed entry breaks the chain from there on.
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          {status.isPending ? (
            <LoadingBlock label="Loading the record" />
          ) : head ? (
            <dl className="grid gap-1 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-4">
              <dt className="font-medium text-stone-700">Entries</dt>
              <dd>
                {head.seq.toLocaleString('en-NZ')}, the newest on {formatDate(head.at)}
              </dd>
              <dt className="font-medium text-stone-700">Newest fingerprint</dt>
              <dd className="font-mono text-xs break-all text-stone-800">{head.hash}</dd>
            </dl>
          ) : (
            <p className="text-sm text-stone-600">Nothing is recorded yet: the first job or invitation starts the record.</p>
          )}
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => check.mutate()} disabled={check.isPending}>
              <ShieldCheck className="h-4 w-4" aria-hidden />
              {check.isPending ? 'Checking…' : 'Check the whole record'}
            </Button>
            <Button asChild variant="outline">
              <a href={complianceClient.ledgerExportUrl} download>
                <Download className="h-4 w-4" aria-hidden />
                Download (.jsonl)
              </a>
            </Button>
          </div>
          <div aria-live="polite">
            {check.error ? <Notice tone="danger">{(check.error as Error).message}</Notice> : null}
            {result?.ok ? (
              <Notice tone="success" title="The record is whole">
                All {result.entries.toLocaleString('en-NZ')} entries match what was written.
              </Notice>
            ) : null}
            {result && !result.ok ? (
              <Notice tone="danger" title={`Entry ${result.firstBadEntry?.seq} does not match`}>
                The record matches up to entry {result.entries}; entry {result.firstBadEntry?.seq}
                {result.firstBadEntry ? `, of ${formatDate(result.firstBadEntry.at)},` : ''} was changed or an entry before it removed.
                Contact support and keep your weekly emails: they hold the fingerprints as they were.
              </Notice>
            ) : null}
          </div>
          <p className="text-sm text-stone-600">
            Anyone can check a downloaded file with nothing but Node:{' '}
            <code className="text-xs break-all">node scripts/verify-ledger.mjs record.jsonl</code> (the script is in Korero&apos;s source).
          </p>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Weekly email</CardTitle>
          <CardDescription>
            Each week the owner receives the newest fingerprint in one line. Your mailbox then holds a copy Korero cannot change.
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-2">
          {status.data ? (
            <div className="flex items-center justify-between gap-4">
              <label htmlFor={switchId} className="text-sm font-medium text-stone-800">
                Email the owner the record&apos;s fingerprint each week
              </label>
              <Switch
                id={switchId}
                checked={status.data.data.weeklyHeadEmail}
                disabled={!owner || email.isPending}
                aria-describedby={others ? noteId : undefined}
                onCheckedChange={(on) => email.mutate(on)}
              />
            </div>
          ) : null}
          {others ? (
            <p id={noteId} className="text-sm text-stone-600">
              The owner decides whether this email is sent: it is their copy of the record.
            </p>
          ) : null}
        </CardContent>
      </Card>
    </div>
  );
}
