import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer, renderScreen } from '@korero/web-kit/testing';
import RemindersPanel from './RemindersPanel.tsx';

describe('the Reminders panel', () => {
  it('shows the business’s choice and saves a new one', async () => {
    const server = fakeServer({
      'GET /api/invites/reminders': { data: { reminders: 1, afterDays: 3 } },
      'PUT /api/invites/reminders': ({ body }) => ({ data: body }),
    });
    const { user } = renderScreen(<RemindersPanel />, { at: '/settings' });
    const count = await screen.findByRole('combobox', { name: 'Reminders' });
    expect(count).toHaveValue('1');
    expect(screen.getByRole('combobox', { name: 'After' })).toHaveValue('3');
    await user.selectOptions(count, '2');
    await user.selectOptions(screen.getByRole('combobox', { name: 'After' }), '5');
    await user.click(screen.getByRole('button', { name: 'Save reminders' }));
    await waitFor(() => expect(server.requests('PUT /api/invites/reminders')[0]?.body).toEqual({ reminders: 2, afterDays: 5 }));
    expect(await screen.findByText('Reminders saved')).toBeVisible();
    await user.selectOptions(count, '0');
    expect(screen.getByRole('combobox', { name: 'After' })).toBeDisabled();
  });
});
