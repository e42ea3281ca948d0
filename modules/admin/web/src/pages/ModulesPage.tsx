import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Badge, Card, LoadingBlock, Notice, PageHeader, Switch, toast } from '@korero/web-kit';
import { adminClient } from '../../../contract/client.ts';

const KEY = ['/api/admin/modules'];

/** Every installed module with its switch: in effect at once, in every process within seconds, and after restarts. */
export default function ModulesPage() {
  const client = useQueryClient();
  const modules = useQuery({ queryKey: KEY, queryFn: adminClient.modules });
  const flip = useMutation({
    mutationFn: ({ id, enabled }: { id: string; enabled: boolean }) => adminClient.switchModule(id, enabled),
    onSuccess: (answer, { enabled, id }) => {
      client.setQueryData(KEY, answer);
      const title = answer.data.find((m) => m.id === id)?.title ?? id;
      // Pages already open pick the change up when they next load; the server refuses a switched-off module at once.
      toast({ title: `${title} switched ${enabled ? 'on' : 'off'}`, variant: 'success' });
    },
    onError: (error: Error) => toast({ title: 'Could not switch the module', description: error.message, variant: 'destructive' }),
  });
  return (
    <div>
      <PageHeader
        back={false}
        title="Modules"
        description="Switch features off and on for everyone, without a restart. MODULES in the environment decides which can run at all."
      />
      {modules.isLoading ? <LoadingBlock label="Loading modules…" /> : null}
      {modules.error ? (
        <Notice tone="danger" title="Could not load the modules">
          {modules.error.message}
        </Notice>
      ) : null}
      <ul className="flex flex-col gap-3">
        {(modules.data?.data ?? []).map((m) => {
          const why = !m.runnable
            ? 'MODULES leaves it out on this deployment.'
            : !m.canDisable
              ? 'Always on.'
              : m.enabled && m.requiredBy.length
                ? `Required by ${m.requiredBy.join(', ')}.`
                : null;
          return (
            <li key={m.id}>
              <Card className="flex items-start justify-between gap-4 p-4" data-testid={`module-${m.id}`}>
                <div className="min-w-0">
                  <p className="flex flex-wrap items-center gap-2 font-semibold text-stone-900">
                    {m.title} <Badge tone={m.enabled ? 'success' : 'neutral'}>{m.enabled ? 'On' : 'Off'}</Badge>
                  </p>
                  {m.description ? <p className="text-sm text-stone-600">{m.description}</p> : null}
                  {m.requires.length ? <p className="text-xs text-stone-500">Needs {m.requires.join(', ')}</p> : null}
                  {why ? <p className="text-xs text-stone-600">{why}</p> : null}
                </div>
                <Switch
                  aria-label={`${m.title} on`}
                  checked={m.enabled}
                  disabled={!m.runnable || !m.canDisable || (m.enabled && m.requiredBy.length > 0) || flip.isPending}
                  onCheckedChange={(enabled) => flip.mutate({ id: m.id, enabled })}
                />
              </Card>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
