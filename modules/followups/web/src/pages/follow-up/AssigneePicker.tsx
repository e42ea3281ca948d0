import { useId, useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { FormError, minutes, toast, useModuleEnabled } from '@korero/web-kit';
import { followUpsClient, followUpsKeys } from '../../../../contract/client.ts';
import type { FollowUpAssignee, FollowUpDetail } from '../../../../contract/api.ts';
import { useRefresh } from './use-refresh.ts';
import { teamsPage } from '@korero/module-teams/contract/pages';

/** A choice's words: a person who signs in is marked, since only they see it and are emailed. */
const label = (a: FollowUpAssignee) => (a.kind === 'member' && a.signsIn ? `${a.name} (signs in)` : a.name);

/**
 * Who has it: the team members (Teams), and the people who sign in to the business and are no team member
 * (Settings → Staff). A person who signs in sees it as theirs and is emailed when it is assigned to them.
 */
export function AssigneePicker({ followUp }: { followUp: FollowUpDetail }) {
  const refresh = useRefresh();
  const teamsOn = useModuleEnabled('teams');
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const choices = useQuery({ queryKey: followUpsKeys.assignees, queryFn: followUpsClient.assignees, staleTime: minutes(5) });
  const assign = useMutation({
    mutationFn: (assigneeId: string | null) => followUpsClient.change(followUp.id, { assigneeId }),
    onSuccess: async (answer) => {
      setError(null);
      const to = answer.data.assignee;
      toast({
        title: to ? `Assigned to ${answer.data.assignedToYou ? 'you' : to.name}` : 'Unassigned',
        description: to?.signsIn && !answer.data.assignedToYou ? `${to.name} is emailed a link to it.` : undefined,
        variant: 'success',
      });
      await refresh();
    },
    onError: (e) => setError(e.message),
  });
  const list = choices.data?.data ?? [];
  const members = list.filter((a) => a.kind === 'member');
  const people = list.filter((a) => a.kind === 'person');
  const current = followUp.assignee;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-stone-800">
        Assigned to
      </label>
      <select
        id={id}
        className="h-10 w-full rounded-lg border border-stone-300 bg-white px-3 text-base text-stone-900 focus:outline-none focus:ring-2 focus:ring-brand-600/40 sm:text-sm"
        value={current?.id ?? ''}
        disabled={assign.isPending || choices.isLoading}
        aria-describedby={followUp.assignedToYou ? `${id}-you` : undefined}
        onChange={(event) => assign.mutate(event.target.value || null)}
      >
        <option value="">Unassigned</option>
        {current && !list.some((a) => a.id === current.id) ? <option value={current.id}>{current.name}</option> : null}
        {members.length ? (
          <optgroup label="Team members">
            {members.map((a) => (
              <option key={a.id} value={a.id}>
                {label(a)}
              </option>
            ))}
          </optgroup>
        ) : null}
        {people.length ? (
          <optgroup label="People who sign in">
            {people.map((a) => (
              <option key={a.id} value={a.id}>
                {label(a)}
              </option>
            ))}
          </optgroup>
        ) : null}
      </select>
      {followUp.assignedToYou ? (
        <p id={`${id}-you`} className="text-xs font-medium text-stone-700">
          Assigned to you
        </p>
      ) : null}
      {choices.data && members.length === 0 && teamsOn ? (
        <p className="text-xs text-stone-600">
          Add your team on the{' '}
          <Link to={teamsPage('/teams')} className="underline">
            Teams page
          </Link>{' '}
          to assign follow-ups to them.
        </p>
      ) : null}
      <FormError message={error} />
    </div>
  );
}
