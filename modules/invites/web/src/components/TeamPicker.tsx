import { useState } from 'react';
import { Link } from 'react-router';
import { ChevronDown, ChevronRight, Lightbulb, Plus, UserPlus, Users, X } from 'lucide-react';
import { Badge, Button, Input, RemovableBadges, useModuleEnabled } from '@korero/web-kit';
import { useMembers, useTeams } from '../queries.ts';
import { teamsPage } from '@korero/module-teams/contract/pages';

/**
 * Who did the job: whole teams (the team's name plus everyone in it), individual members, or names typed in. People
 * and teams are shown apart: the customer sees only the people, by first name (and the drafted review may thank them
 * so); a team's name is the owner's, for their reports, and is never shown to a customer as a person.
 */
export function TeamPicker({ selected, onChange }: { selected: string[]; onChange: (names: string[]) => void }) {
  const teamsOn = useModuleEnabled('teams');
  const teams = useTeams();
  const members = useMembers();
  const [open, setOpen] = useState<Record<string, boolean>>({});
  const [custom, setCustom] = useState('');

  const add = (...names: string[]) => {
    const next = [...selected];
    for (const name of names.map((n) => n.trim()).filter(Boolean))
      if (!next.some((s) => s.toLowerCase() === name.toLowerCase())) next.push(name);
    onChange(next);
  };
  const addCustom = () => {
    if (custom.trim()) add(custom);
    setCustom('');
  };

  const teamList = teams.data?.data ?? [];
  const memberList = members.data?.data ?? [];
  const teamIds = new Set(teamList.map((t) => t.id));
  const loose = memberList.filter((m) => !teamIds.has(m.teamId));
  const empty = teamList.length === 0 && memberList.length === 0;
  // A name chosen as a whole team is the team's, not a person's: its own chip, apart from the people.
  const teamNames = new Set(teamList.map((t) => t.name.trim().toLowerCase()));
  const isTeam = (name: string) => teamNames.has(name.trim().toLowerCase());
  const people = selected.filter((name) => !isTeam(name));
  const chosenTeams = selected.filter(isTeam);
  const remove = (name: string) => onChange(selected.filter((s) => s !== name));

  return (
    <div className="flex flex-col gap-3" data-testid="team-picker">
      {teamList.map((team) => {
        const people = memberList.filter((m) => m.teamId === team.id);
        const expanded = open[team.id] ?? false;
        return (
          <div key={team.id} className="rounded-lg border border-stone-200">
            <div className="flex items-center justify-between gap-2 px-3 py-2">
              <button
                type="button"
                className="flex min-w-0 items-center gap-2 text-left text-sm font-medium text-stone-900"
                aria-expanded={expanded}
                onClick={() => setOpen((o) => ({ ...o, [team.id]: !expanded }))}
              >
                {expanded ? (
                  <ChevronDown className="h-4 w-4 shrink-0" aria-hidden />
                ) : (
                  <ChevronRight className="h-4 w-4 shrink-0" aria-hidden />
                )}
                <Users className="h-4 w-4 shrink-0 text-brand-700" aria-hidden />
                <span className="truncate">{team.name}</span>
                <Badge>{people.length}</Badge>
              </button>
              <Button
                size="sm"
                variant="secondary"
                className="shrink-0"
                aria-label={`Add team ${team.name} with all its members`}
                onClick={() => add(team.name, ...people.map((p) => p.name))}
              >
                Add team
              </Button>
            </div>
            {expanded ? (
              <ul className="border-t border-stone-100 px-3 py-1">
                {people.length === 0 ? <li className="py-1.5 text-sm text-stone-500">No members in this team yet.</li> : null}
                {people.map((p) => (
                  <li key={p.id} className="flex items-center justify-between gap-2 py-1">
                    <span className="text-sm text-stone-700">
                      {p.name}
                      {p.role ? <span className="text-stone-500"> · {p.role}</span> : null}
                    </span>
                    <Button size="sm" variant="ghost" aria-label={`Add ${p.name}`} onClick={() => add(p.name)}>
                      <UserPlus className="h-4 w-4" />
                    </Button>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        );
      })}
      {loose.length > 0 ? (
        <div className="flex flex-wrap gap-2">
          {loose.map((m) => (
            <Button key={m.id} size="sm" variant="outline" icon={<UserPlus className="h-4 w-4" />} onClick={() => add(m.name)}>
              {m.name}
            </Button>
          ))}
        </div>
      ) : null}
      <div className="flex gap-2">
        <Input
          aria-label="Add a name"
          placeholder="Someone else's name"
          value={custom}
          maxLength={80}
          onChange={(e) => setCustom(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              addCustom();
            }
          }}
        />
        <Button variant="outline" size="icon" aria-label="Add name" onClick={addCustom} disabled={!custom.trim()}>
          <Plus className="h-4 w-4" />
        </Button>
      </div>
      <RemovableBadges items={people} label="Selected people" onRemove={remove} />
      {chosenTeams.length ? (
        <ul className="flex flex-wrap gap-2" aria-label="Selected teams">
          {chosenTeams.map((name) => (
            <li key={name}>
              <Badge className="gap-1.5 py-1 pr-1 pl-2 text-sm">
                <Users className="h-3.5 w-3.5 text-brand-700" aria-hidden />
                {name}
                <span className="text-xs font-normal text-stone-600">team</span>
                <button
                  type="button"
                  className="rounded-full p-0.5 hover:bg-stone-200"
                  aria-label={`Remove ${name}`}
                  onClick={() => remove(name)}
                >
                  <X className="h-3.5 w-3.5" aria-hidden />
                </button>
              </Badge>
            </li>
          ))}
        </ul>
      ) : null}
      {chosenTeams.length ? (
        <p className="text-xs text-stone-600">A team counts in your reports; customers see only the people, by first name.</p>
      ) : null}
      {empty && !teams.isLoading ? (
        <p className="flex items-start gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          <Lightbulb className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
          <span>
            Tip:{' '}
            {teamsOn ? (
              <Link to={teamsPage('/teams')} className="font-medium underline">
                set up your teams
              </Link>
            ) : (
              'set up your teams'
            )}{' '}
            once, then credit the people who did the job with a tap.
          </span>
        </p>
      ) : null}
    </div>
  );
}
