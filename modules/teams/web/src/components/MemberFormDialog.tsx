import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Dialog, Field, FormError, Input, Select, toast } from '@korero/web-kit';
import { teamApi, useTeamsMutation, type MemberValues } from '../queries.ts';
import type { TeamMemberSummary, TeamSummary } from '../../../contract/api.ts';

const schema = z.object({
  teamId: z.string().min(1, 'Team is required'),
  name: z.string().trim().min(1, 'Name is required').max(100, 'Keep the name under 100 characters'),
  role: z.string().max(100, 'Keep the role under 100 characters'),
});

/** Add a member (to a chosen team), or edit one when `member` is given. */
export function MemberFormDialog({
  open,
  onOpenChange,
  teams,
  member,
  defaultTeamId,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  teams: TeamSummary[];
  member?: TeamMemberSummary | null;
  defaultTeamId?: string | undefined;
}) {
  const form = useForm<MemberValues>({ resolver: zodResolver(schema), defaultValues: { teamId: '', name: '', role: '' } });
  const save = useTeamsMutation((v: MemberValues) => (member ? teamApi.updateMember({ ...v, id: member.id }) : teamApi.createMember(v)));

  useEffect(() => {
    if (open)
      form.reset({ teamId: member?.teamId ?? defaultTeamId ?? teams[0]?.id ?? '', name: member?.name ?? '', role: member?.role ?? '' });
    save.reset();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, member, defaultTeamId]);

  const submit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
      toast({ title: member ? 'Member updated' : 'Member added', description: values.name, variant: 'success' });
      onOpenChange(false);
    } catch (error) {
      toast({ title: 'Error', description: (error as Error).message, variant: 'destructive' });
    }
  });

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={member ? 'Edit Member' : 'Add Member'}
      description="Team members are credited by first name on the invitations you send."
    >
      <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
        <Field label="Team" required error={form.formState.errors.teamId?.message}>
          {({ id, describedBy, invalid }) => (
            <Controller
              control={form.control}
              name="teamId"
              render={({ field }) => (
                <Select
                  id={id}
                  aria-describedby={describedBy}
                  invalid={invalid}
                  value={field.value}
                  onValueChange={field.onChange}
                  placeholder="Choose a team"
                  options={teams.map((t) => ({ value: t.id, label: t.name }))}
                />
              )}
            />
          )}
        </Field>
        <Field label="Name" required error={form.formState.errors.name?.message}>
          {({ id, describedBy, invalid }) => (
            <Input
              id={id}
              aria-describedby={describedBy}
              invalid={invalid}
              placeholder="e.g. Wiremu Tane"
              autoComplete="off"
              {...form.register('name')}
            />
          )}
        </Field>
        <Field label="Role" hint="Optional, e.g. Lead plumber or Apprentice." error={form.formState.errors.role?.message}>
          {({ id, describedBy, invalid }) => (
            <Input id={id} aria-describedby={describedBy} invalid={invalid} autoComplete="off" {...form.register('role')} />
          )}
        </Field>
        <FormError message={save.error?.message} />
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            {member ? 'Save Member' : 'Add Member'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
