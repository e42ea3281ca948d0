import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer, renderScreen, reply } from '@korero/web-kit/testing';
import ImportPage from './ImportPage.tsx';

const CSV = [
  'Job No,Completed,Client,Mobile,Suburb,Technician,Work done',
  'J-1,24/11/2026,Hemi Walker,021 555 0101,Karori,Mere Parata,Heat pump service',
  'J-2,2026-11-25,"Ngata, Aroha",,Petone,Mere Parata; Tama Hohaia,Switchboard',
  'J-3,not a date,Sione Fifita,,,,Rewire',
].join('\r\n');

function open() {
  const server = fakeServer({
    'POST /api/compliance/jobs/import': ({ body }) => {
      const { dryRun } = body as { dryRun: boolean };
      return { data: { rows: 3, imported: 2, duplicates: 0, errors: [{ line: 4, reason: 'date: use YYYY-MM-DD or D/M/YYYY' }], dryRun } };
    },
  });
  return { server, ...renderScreen(<ImportPage />, { at: '/compliance/import' }) };
}

describe('importing jobs from a CSV file', () => {
  it('guesses the columns, previews the rows, checks the file, then imports at once', async () => {
    const { server, user } = open();
    await user.upload(screen.getByLabelText('CSV file'), new File([CSV], 'jobs.csv', { type: 'text/csv' }));

    expect(await screen.findByText('3 rows after the header')).toBeVisible();
    expect(screen.getByRole('combobox', { name: /Date completed/ })).toHaveValue('Completed');
    expect(screen.getByRole('combobox', { name: /Customer/ })).toHaveValue('Client');
    expect(screen.getByRole('combobox', { name: /^Job\*?$/ })).toHaveValue('Work done');
    expect(screen.getByRole('combobox', { name: 'Job number' })).toHaveValue('Job No');
    expect(screen.getByRole('combobox', { name: 'Email' })).toHaveValue('');
    const preview = screen.getByRole('table');
    expect(within(preview).getByText('Ngata, Aroha')).toBeVisible();
    expect(within(preview).getByText('Mere Parata; Tama Hohaia')).toBeVisible();

    // The preview is a dry run of the whole file on the server.
    const problems = await screen.findByRole('list', { name: 'Rows with problems' });
    expect(problems).toHaveTextContent('Line 4: date: use YYYY-MM-DD or D/M/YYYY');
    const [check] = server.requests('POST /api/compliance/jobs/import');
    expect(check?.body).toMatchObject({
      dryRun: true,
      csv: CSV,
      mapping: { jobDate: 'Completed', customerName: 'Client', description: 'Work done', technicians: 'Technician', externalId: 'Job No' },
    });

    await user.click(screen.getByRole('button', { name: 'Import 2 jobs' }));
    expect(await screen.findByText('Imported 2 jobs')).toBeVisible();
    // One row left out: said in the singular, verb and all.
    expect(screen.getByText('1 row with problems was not imported.')).toBeVisible();
    expect(server.requests('POST /api/compliance/jobs/import')[1]?.body).toMatchObject({ dryRun: false, fileName: 'jobs.csv' });
  });

  it('asks for the needed columns before checking, and shows why the server refused a file', async () => {
    const { server, user } = open();
    server.on(
      'POST /api/compliance/jobs/import',
      reply(400, { error: 'The column "Completed" is not in the file. Nothing was imported.' }),
    );
    await user.upload(screen.getByLabelText('CSV file'), new File(['Who,What\nHemi,Rewire'], 'odd.csv', { type: 'text/csv' }));
    expect(await screen.findByText('Choose the columns for date, customer and job to check the file.')).toBeVisible();
    expect(server.requests('POST /api/compliance/jobs/import')).toHaveLength(0);

    await user.selectOptions(screen.getByRole('combobox', { name: /Date completed/ }), 'Who');
    await user.selectOptions(screen.getByRole('combobox', { name: /Customer/ }), 'Who');
    await user.selectOptions(screen.getByRole('combobox', { name: /^Job\*?$/ }), 'What');
    expect(await screen.findByText('This file cannot be imported')).toBeVisible();
    expect(screen.getByText(/is not in the file/)).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Import/ })).toBeNull();
  });

  it('says a file that is not CSV cannot be read, and sends nothing', async () => {
    const { server, user } = open();
    await user.upload(screen.getByLabelText('CSV file'), new File(['date,customer\n"unclosed,x'], 'broken.csv', { type: 'text/csv' }));
    expect(await screen.findByText(/broken\.csv could not be read as CSV/)).toBeVisible();
    await waitFor(() => expect(server.requests('POST /api/compliance/jobs/import')).toHaveLength(0));
  });
});
