import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Dialog, Field, FormError, Input, Textarea, toast } from '@korero/web-kit';
import { teamApi, useTeamsMutation, type TeamValues } from '../queries.ts';
import type { TeamSummary } from '../../../contract/api.ts';

const schema = z.object({
  name: z.string().trim().min(1, 'Team name is required').max(100, 'Keep the name under 100 characters'),
  description: z.string().max(500, 'Keep the description under 500 characters'),
});

/** Create a team, or edit one when `team` is given. */
export function TeamFormDialog({
  open,
  onOpenChange,
  team,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  team?: TeamSummary | null;
}) {
  const form = useForm<TeamValues>({ resolver: zodResolver(schema), defaultValues: { name: '', description: '' } });
  const save = useTeamsMutation((v: TeamValues) => (team ? teamApi.update({ ...v, id: team.id }) : teamApi.create(v)));

  useEffect(() => {
    if (open) form.reset({ name: team?.name ?? '', description: team?.description ?? '' });
    save.reset();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, team]);

  const submit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
      toast({ title: team ? 'Team updated' : 'Team created', description: values.name, variant: 'success' });
      onOpenChange(false);
    } catch (error) {
      toast({
        title: 'Error',
        description: team ? (error as Error).message : 'Failed to create team. Please try again.',
        variant: 'destructive',
      });
    }
  });

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={team ? 'Edit Team' : 'Create Team'}
      description="Group the people who work together on jobs."
    >
      <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
        <Field label="Team name" required error={form.formState.errors.name?.message}>
          {({ id, describedBy, invalid }) => (
            <Input
              id={id}
              aria-describedby={describedBy}
              invalid={invalid}
              placeholder="e.g. Plumbing crew"
              autoFocus
              {...form.register('name')}
            />
          )}
        </Field>
        <Field label="Description" hint="Optional: where or what this team works on." error={form.formState.errors.description?.message}>
          {({ id, describedBy, invalid }) => (
            <Textarea id={id} aria-describedby={describedBy} invalid={invalid} rows={3} {...form.register('description')} />
          )}
        </Field>
        <FormError message={save.error?.message} />
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            {team ? 'Save Team' : 'Create Team'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
