import { useId, useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { UserPlus, Users } from 'lucide-react';
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
  FormError,
  formatDateTime,
  Input,
  LoadingBlock,
  Notice,
  ROLE_LABELS,
  Select,
  STAFF_INVITATIONS_KEY,
  STAFF_KEY,
  staffClient,
  toast,
  useCurrentUser,
  useModuleEnabled,
  type StaffMember,
} from '@korero/web-kit';
import type { RoleId } from '@korero/core/contract';
import type { TeamMemberSummary } from '@korero/module-teams/contract/api';
import { MEMBERS_KEY, teamsClient } from '@korero/module-teams/contract/client';
import { PendingInvitations } from './PendingInvitations.tsx';
import { SentLink } from './SentLink.tsx';

type TeamMember = Pick<TeamMemberSummary, 'id' | 'name'>;
const NO_TEAM_MEMBER = 'none';

/**
 * Settings → Staff (docs/decisions/0026): the people who sign in to this business and their role. Owners invite (the
 * link is emailed and shown here to send by hand), change roles and remove people; managers see the list only. The
 * kernel keeps a business's last owner: its refusal is shown as it is given.
 */
export function StaffSection() {
  const { user } = useCurrentUser();
  const owner = user?.role === 'owner';
  const staff = useQuery({ queryKey: STAFF_KEY, queryFn: staffClient.list });
  const teamsOn = useModuleEnabled('teams');
  const members = useQuery({
    queryKey: MEMBERS_KEY,
    queryFn: teamsClient.members,
    enabled: teamsOn,
  });
  const teamMembers = members.data?.data ?? [];
  return (
    <>
      {owner ? (
        <>
          <InviteCard teamMembers={teamMembers} />
          <PendingInvitations />
        </>
      ) : (
        <Notice tone="info" title="Only an owner manages staff">
          You can see who works in this business. Ask an owner to invite someone, change a role or remove a person.
        </Notice>
      )}
      <Card data-testid="staff-list">
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <Users className="h-5 w-5 text-brand-700" aria-hidden /> People in this business
          </CardTitle>
          <CardDescription>Everyone who signs in to this business, with their role.</CardDescription>
        </CardHeader>
        <CardContent>
          {staff.isLoading ? <LoadingBlock label="Loading your staff…" /> : null}
          {staff.error ? (
            <Notice tone="danger" title="Could not load your staff">
              {staff.error.message}
            </Notice>
          ) : null}
          {staff.data ? (
            <ul className="flex flex-col divide-y divide-stone-100 rounded-lg border border-stone-200" aria-label="Staff">
              {staff.data.data.map((person) => (
                <StaffRow
                  key={person.id}
                  person={person}
                  teamMember={teamMembers.find((m) => m.id === person.teamMemberId)?.name ?? null}
                  canManage={owner}
                  isYou={person.username === user?.username}
                />
              ))}
            </ul>
          ) : null}
        </CardContent>
      </Card>
    </>
  );
}

function InviteCard({ teamMembers }: { teamMembers: TeamMember[] }) {
  const client = useQueryClient();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<'manager' | 'technician'>('technician');
  const [teamMember, setTeamMember] = useState(NO_TEAM_MEMBER);
  const [sent, setSent] = useState<{ id: string; email: string; acceptUrl: string; at: number } | null>(null);
  // The link stays shown while its invitation waits: once withdrawn (or accepted) it no longer works. A list read
  // before it was made does not know it yet.
  const pending = useQuery({ queryKey: STAFF_INVITATIONS_KEY, queryFn: staffClient.invitations });
  const stillPending = sent !== null && (!pending.data || pending.dataUpdatedAt < sent.at || pending.data.some((i) => i.id === sent.id));
  const invite = useMutation({
    mutationFn: () => staffClient.invite({ email, role, ...(teamMember === NO_TEAM_MEMBER ? {} : { teamMemberId: teamMember }) }),
    onSuccess: async ({ data }) => {
      setSent({ id: data.id, email, acceptUrl: data.acceptUrl, at: Date.now() });
      setEmail('');
      setTeamMember(NO_TEAM_MEMBER);
      await client.invalidateQueries({ queryKey: STAFF_INVITATIONS_KEY });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    invite.mutate();
  };
  return (
    <Card data-testid="staff-invite">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <UserPlus className="h-5 w-5 text-brand-700" aria-hidden /> Invite a person
        </CardTitle>
        <CardDescription>
          A manager runs the day: invitations, reviews, follow-ups, jobs and settings. A technician asks customers for reviews from their
          phone and sees their own. The link is emailed and valid for 7 days.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <form className="grid gap-4 sm:grid-cols-2" onSubmit={submit} noValidate aria-label="Invite a person">
          <Field label="Email" required className="sm:col-span-2">
            {({ id, describedBy }) => (
              <Input id={id} type="email" aria-describedby={describedBy} value={email} onChange={(e) => setEmail(e.target.value)} />
            )}
          </Field>
          <Field label="Role">
            {({ id }) => (
              <Select
                id={id}
                value={role}
                onValueChange={(value) => setRole(value as 'manager' | 'technician')}
                options={[
                  { value: 'technician', label: 'Technician' },
                  { value: 'manager', label: 'Manager' },
                ]}
              />
            )}
          </Field>
          <Field label="Team member they are" hint="Invitations they send will credit this person.">
            {({ id, describedBy }) => (
              <Select
                id={id}
                aria-describedby={describedBy}
                value={teamMember}
                onValueChange={setTeamMember}
                options={[
                  { value: NO_TEAM_MEMBER, label: 'Not a team member' },
                  ...teamMembers.map((m) => ({ value: m.id, label: m.name })),
                ]}
              />
            )}
          </Field>
          <div className="sm:col-span-2">
            <FormError message={invite.error?.message} />
          </div>
          <div className="sm:col-span-2">
            <Button type="submit" loading={invite.isPending} icon={<UserPlus className="h-4 w-4" />}>
              Send invitation
            </Button>
          </div>
        </form>
        {sent && stillPending ? <SentLink email={sent.email} acceptUrl={sent.acceptUrl} /> : null}
      </CardContent>
    </Card>
  );
}

const ROLE_OPTIONS = (['owner', 'manager', 'technician'] as const).map((value) => ({ value, label: ROLE_LABELS[value] }));

function StaffRow({
  person,
  teamMember,
  canManage,
  isYou,
}: {
  person: StaffMember;
  teamMember: string | null;
  canManage: boolean;
  isYou: boolean;
}) {
  const client = useQueryClient();
  const roleId = useId();
  const [removing, setRemoving] = useState(false);
  const refused = (title: string) => (error: Error) => toast({ title, description: error.message, variant: 'destructive' });
  const setRole = useMutation({
    mutationFn: (role: RoleId) => staffClient.setRole(person.id, role),
    onSuccess: async ({ data }) => {
      toast({ title: `${data.name} is now ${ROLE_LABELS[data.role].toLowerCase()}`, variant: 'success' });
      await client.invalidateQueries({ queryKey: STAFF_KEY });
    },
    onError: refused('Could not change the role'),
  });
  const remove = useMutation({
    mutationFn: () => staffClient.remove(person.id),
    onSuccess: async () => {
      setRemoving(false);
      toast({ title: `${person.name} removed`, description: 'They were signed out of this business.', variant: 'success' });
      await client.invalidateQueries({ queryKey: STAFF_KEY });
    },
    onError: (error: Error) => {
      setRemoving(false);
      refused('Could not remove this person')(error);
    },
  });
  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between" data-testid="staff-row">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 font-medium text-stone-900">
          <span className="break-all">{person.name}</span>
          {isYou ? <Badge tone="brand">You</Badge> : null}
          {canManage ? null : <Badge tone={person.role === 'owner' ? 'purple' : 'neutral'}>{ROLE_LABELS[person.role]}</Badge>}
        </p>
        <p className="text-sm break-all text-stone-600">{person.email}</p>
        <p className="text-sm text-stone-600">
          {teamMember ? `Team member: ${teamMember} · ` : ''}
          {person.lastSeenAt ? `Last seen ${formatDateTime(person.lastSeenAt)}` : 'Not seen yet'}
        </p>
      </div>
      {canManage ? (
        <div className="flex items-center gap-2">
          <div className="w-40">
            <label className="sr-only" htmlFor={roleId}>
              Role of {person.name}
            </label>
            <Select
              id={roleId}
              value={person.role}
              onValueChange={(role) => setRole.mutate(role as RoleId)}
              options={ROLE_OPTIONS}
              disabled={setRole.isPending}
            />
          </div>
          <Button size="sm" variant="dangerGhost" onClick={() => setRemoving(true)} aria-label={`Remove ${person.name}`}>
            Remove
          </Button>
          <ConfirmDialog
            open={removing}
            onOpenChange={setRemoving}
            title={`Remove ${person.name}?`}
            description="They lose access to this business at once and are signed out of it. Their account and anything they sent stay."
            confirmLabel="Remove"
            destructive
            busy={remove.isPending}
            onConfirm={() => remove.mutate()}
          />
        </div>
      ) : null}
    </li>
  );
}
