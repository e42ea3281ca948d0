import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Field, LoadingBlock, Notice, Select, toast } from '@korero/web-kit';
import { SYSTEM_NAMES, type JobSystemProvider } from '../../../contract/api.ts';
import { jobSystemsClient, jobSystemsKeys } from '../../../contract/client.ts';

const NO_ONE = 'no-one';

/** Who did the job: each connected system's workers, matched to team members; an invitation credits the match. */
export function PeopleMatches() {
  const systems = useQuery({ queryKey: jobSystemsKeys.all, queryFn: jobSystemsClient.list });
  const connected = (systems.data?.data ?? []).filter((s) => s.connected);
  if (systems.isLoading) return <LoadingBlock label="Loading…" />;
  if (connected.length === 0)
    return <p className="py-2 text-sm text-stone-600">Connect a job system, and the people it names show here.</p>;
  return (
    <div className="flex flex-col gap-5 pt-2">
      <p className="text-sm text-stone-700">
        An invitation from a job credits the team member its worker is matched to (Korero matches by name; correct it here). A worker
        matched to no one credits no one.
      </p>
      {connected.map((s) => (
        <ProviderPeople key={s.provider} provider={s.provider} />
      ))}
    </div>
  );
}

function ProviderPeople({ provider }: { provider: JobSystemProvider }) {
  const client = useQueryClient();
  const people = useQuery({ queryKey: jobSystemsKeys.people(provider), queryFn: () => jobSystemsClient.people(provider) });
  const match = useMutation({
    mutationFn: (m: { externalId: string; teamMemberId: string | null }) => jobSystemsClient.match(provider, [m]),
    onSuccess: (answer) => {
      client.setQueryData(jobSystemsKeys.people(provider), answer);
      toast({ title: 'Match saved', variant: 'success' });
    },
    onError: (error: Error) => toast({ title: 'Could not save the match', description: error.message, variant: 'destructive' }),
  });
  if (people.error) {
    return (
      <Notice tone="danger" title={`Could not load ${SYSTEM_NAMES[provider]}'s people`}>
        {people.error.message}
      </Notice>
    );
  }
  if (!people.data) return <LoadingBlock label={`Loading ${SYSTEM_NAMES[provider]}'s people…`} />;
  const { people: workers, teamMembers } = people.data.data;
  const options = [{ value: NO_ONE, label: 'No one' }, ...teamMembers.map((m) => ({ value: m.id, label: m.name }))];
  return (
    <section className="flex flex-col gap-3" aria-label={`${SYSTEM_NAMES[provider]}'s people`}>
      <h3 className="text-sm font-semibold text-stone-900">{SYSTEM_NAMES[provider]}</h3>
      {workers.length === 0 ? (
        <p className="text-sm text-stone-600">
          No one yet: the people {SYSTEM_NAMES[provider]} names on jobs show here after its first job or a dry run.
        </p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2">
          {workers.map((w) => (
            <li key={w.externalId}>
              <Field label={w.name}>
                {({ id }) => (
                  <Select
                    id={id}
                    value={w.teamMemberId ?? NO_ONE}
                    disabled={match.isPending}
                    onValueChange={(v) => match.mutate({ externalId: w.externalId, teamMemberId: v === NO_ONE ? null : v })}
                    options={options}
                  />
                )}
              </Field>
            </li>
          ))}
        </ul>
      )}
      {teamMembers.length === 0 ? <p className="text-xs text-stone-600">Add your team in Settings → Teams to credit people.</p> : null}
    </section>
  );
}
