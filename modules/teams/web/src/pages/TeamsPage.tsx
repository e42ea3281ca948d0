import { useMemo, useState } from 'react';
import { Pencil, Plus, Trash2, UserPlus, Users } from 'lucide-react';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  ConfirmDialog,
  EmptyState,
  LoadingBlock,
  Notice,
  PageHeader,
  toast,
  countOf,
} from '@korero/web-kit';
import type { TeamMemberSummary, TeamSummary } from '../../../contract/api.ts';
import { MemberFormDialog } from '../components/MemberFormDialog.tsx';
import { TeamFormDialog } from '../components/TeamFormDialog.tsx';
import { teamApi, useMembers, useTeams, useTeamsMutation } from '../queries.ts';

type Pending = { kind: 'team'; team: TeamSummary } | { kind: 'member'; member: TeamMemberSummary };

export default function TeamsPage() {
  const teams = useTeams();
  const members = useMembers();
  const [teamDialog, setTeamDialog] = useState<{ open: boolean; team: TeamSummary | null }>({ open: false, team: null });
  const [memberDialog, setMemberDialog] = useState<{ open: boolean; member: TeamMemberSummary | null; teamId?: string }>({
    open: false,
    member: null,
  });
  const [pending, setPending] = useState<Pending | null>(null);
  const remove = useTeamsMutation((p: Pending) => (p.kind === 'team' ? teamApi.remove(p.team.id) : teamApi.removeMember(p.member.id)));

  const byTeam = useMemo(() => {
    const map = new Map<string, TeamMemberSummary[]>();
    for (const m of members.data?.data ?? []) map.set(m.teamId, [...(map.get(m.teamId) ?? []), m]);
    return map;
  }, [members.data]);

  const teamList = teams.data?.data ?? [];
  const confirmRemove = async () => {
    if (!pending) return;
    try {
      await remove.mutateAsync(pending);
      toast({ title: pending.kind === 'team' ? 'Team deleted' : 'Member removed', variant: 'success' });
      setPending(null);
    } catch (error) {
      toast({ title: 'Delete failed', description: (error as Error).message, variant: 'destructive' });
    }
  };

  return (
    <div>
      <PageHeader
        title="Teams & Members"
        description="The people who do the work. Credit them on invitations so customers can name them in reviews."
        actions={
          <>
            <Button
              variant="outline"
              icon={<UserPlus className="h-4 w-4" />}
              disabled={teamList.length === 0}
              onClick={() => setMemberDialog({ open: true, member: null })}
            >
              Add Member
            </Button>
            <Button icon={<Plus className="h-4 w-4" />} onClick={() => setTeamDialog({ open: true, team: null })}>
              Create Team
            </Button>
          </>
        }
      />

      {teams.isLoading || members.isLoading ? <LoadingBlock label="Loading teams…" /> : null}
      {teams.error || members.error ? (
        <Notice tone="danger" title="Could not load your teams">
          {(teams.error ?? members.error)?.message}
        </Notice>
      ) : null}

      {teams.data && teamList.length === 0 ? (
        <EmptyState
          icon={<Users className="h-6 w-6" />}
          title="No teams yet"
          description="Create a team, then add the people in it. You can pick them when you send a review invitation."
          action={
            <Button icon={<Plus className="h-4 w-4" />} onClick={() => setTeamDialog({ open: true, team: null })}>
              Create Your First Team
            </Button>
          }
        />
      ) : null}

      <div className="grid gap-4 md:grid-cols-2">
        {teamList.map((team) => {
          const people = byTeam.get(team.id) ?? [];
          return (
            <Card key={team.id} className="min-w-0" data-testid="team-card">
              <CardHeader>
                <div className="flex items-start justify-between gap-3">
                  <div className="min-w-0">
                    <CardTitle className="truncate">{team.name}</CardTitle>
                    {team.description ? <CardDescription>{team.description}</CardDescription> : null}
                  </div>
                  <Badge tone="brand" className="shrink-0">
                    {people.length} {people.length === 1 ? 'member' : 'members'}
                  </Badge>
                </div>
              </CardHeader>
              <CardContent className="flex flex-col gap-4">
                {people.length === 0 ? (
                  <p className="text-sm text-stone-500">No members yet.</p>
                ) : (
                  <ul className="divide-y divide-stone-100 rounded-lg border border-stone-100">
                    {people.map((m) => (
                      <li key={m.id} className="flex items-center justify-between gap-2 px-3 py-2">
                        <div className="min-w-0">
                          <p className="truncate text-sm font-medium text-stone-900">{m.name}</p>
                          {m.role ? <p className="truncate text-xs text-stone-500">{m.role}</p> : null}
                        </div>
                        <div className="flex shrink-0 gap-1">
                          <Button
                            variant="ghost"
                            size="icon"
                            aria-label={`Edit ${m.name}`}
                            onClick={() => setMemberDialog({ open: true, member: m })}
                          >
                            <Pencil className="h-4 w-4" />
                          </Button>
                          <Button
                            variant="ghost"
                            size="icon"
                            aria-label={`Remove ${m.name}`}
                            onClick={() => setPending({ kind: 'member', member: m })}
                          >
                            <Trash2 className="h-4 w-4 text-red-700" />
                          </Button>
                        </div>
                      </li>
                    ))}
                  </ul>
                )}
                <div className="flex flex-wrap gap-2">
                  <Button
                    size="sm"
                    variant="secondary"
                    icon={<UserPlus className="h-4 w-4" />}
                    onClick={() => setMemberDialog({ open: true, member: null, teamId: team.id })}
                  >
                    Add Member
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    icon={<Pencil className="h-4 w-4" />}
                    onClick={() => setTeamDialog({ open: true, team })}
                  >
                    Edit
                  </Button>
                  <Button
                    size="sm"
                    variant="dangerGhost"
                    icon={<Trash2 className="h-4 w-4" />}
                    onClick={() => setPending({ kind: 'team', team })}
                  >
                    Delete
                  </Button>
                </div>
              </CardContent>
            </Card>
          );
        })}
      </div>

      <TeamFormDialog open={teamDialog.open} team={teamDialog.team} onOpenChange={(open) => setTeamDialog((s) => ({ ...s, open }))} />
      <MemberFormDialog
        open={memberDialog.open}
        member={memberDialog.member}
        defaultTeamId={memberDialog.teamId}
        teams={teamList}
        onOpenChange={(open) => setMemberDialog((s) => ({ ...s, open }))}
      />
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => (open ? undefined : setPending(null))}
        destructive
        busy={remove.isPending}
        title={
          pending?.kind === 'team' ? `Delete ${pending.team.name}?` : `Remove ${pending?.kind === 'member' ? pending.member.name : ''}?`
        }
        description={
          pending?.kind === 'team'
            ? `This deletes the team and its ${countOf(byTeam.get(pending.team.id)?.length ?? 0, 'member', 'members')}. Invitations already sent keep the names they had.`
            : 'They will no longer be offered on new invitations. Invitations already sent keep their name.'
        }
        confirmLabel={pending?.kind === 'team' ? 'Delete Team' : 'Remove Member'}
        onConfirm={confirmRemove}
      />
    </div>
  );
}
