import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer, renderScreen } from '@korero/web-kit/testing';
import { TeamPicker } from './TeamPicker.tsx';

function Picker() {
  const [selected, setSelected] = useState<string[]>([]);
  return <TeamPicker selected={selected} onChange={setSelected} />;
}

describe('the team picker', () => {
  it('shows a whole team as a team, apart from the people, never as a name chip', async () => {
    fakeServer({
      'GET /api/teams': {
        data: [{ id: 't1', name: 'Wellington Crew', description: null, createdAt: '2026-10-01T01:00:00.000Z', memberCount: 2 }],
      },
      'GET /api/team-members': {
        data: [
          { id: 'm1', teamId: 't1', name: 'Aroha Ngata', role: null, createdAt: '2026-10-01T01:00:00.000Z' },
          { id: 'm2', teamId: 't1', name: 'Wiremu Tane', role: 'Plumber', createdAt: '2026-10-01T01:00:00.000Z' },
        ],
      },
    });
    const { user } = renderScreen(<Picker />);
    await user.click(await screen.findByRole('button', { name: 'Add team Wellington Crew with all its members' }));

    const people = within(screen.getByRole('list', { name: 'Selected people' }));
    expect(people.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Aroha Ngata', 'Wiremu Tane']);
    expect(people.queryByText('Wellington Crew')).toBeNull();
    const teams = within(screen.getByRole('list', { name: 'Selected teams' }));
    expect(teams.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Wellington Crewteam']);
    expect(screen.getByText(/customers see only the people, by first name/)).toBeVisible();

    await user.click(teams.getByRole('button', { name: 'Remove Wellington Crew' }));
    expect(screen.queryByRole('list', { name: 'Selected teams' })).toBeNull();
    expect(within(screen.getByRole('list', { name: 'Selected people' })).getAllByRole('listitem')).toHaveLength(2);
  });
});
