import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer, renderScreen } from '@korero/web-kit/testing';
import { noInvites, profile, signedIn } from '../fixtures.ts';
import InvitesPage from '../pages/InvitesPage.tsx';

const NAME_40 = "Mike's Plumbing & Drainage of Wellington";
const JOB_40 = 'Blocked drain cleared, downpipe replaced';

function open(over: Record<string, unknown>) {
  fakeServer({
    'GET /api/session': { data: signedIn({ username: 'mike', email: 'mike@nz.example' }) },
    'GET /api/profile': {
      data: profile({
        businessName: NAME_40,
        customSmsMessage: 'Hi from Korero! How did [job] go? Review [business name]: [link] Reply STOP to opt out.',
        smsName: null,
        customerLanguage: 'en',
        smsRule: 'branded',
        smsLongText: 'shorten',
        smsLinkLength: 43,
        ...over,
      }),
    },
    'GET /api/invites': noInvites,
    'GET /api/invites/usage': {
      data: {
        month: 'November 2026',
        resetsAt: '2026-11-30T11:00:00.000Z',
        planName: 'Professional',
        invitesThisMonth: 0,
        smsThisMonth: 0,
        invitesLimit: null,
        smsLimit: 30,
      },
    },
  });
  return renderScreen(<InvitesPage />, { at: '/invites', enabled: ['invites', 'subscription'] });
}

async function withSms(user: ReturnType<typeof renderScreen>['user']) {
  await waitFor(() => expect(screen.getByText(NAME_40)).toBeVisible());
  await user.click(await screen.findByRole('switch', { name: 'Text message (SMS)', checked: false }));
  return screen.findByTestId('sms-length-note');
}

const job = () => screen.getByRole('textbox', { name: 'Job description' });

describe('the invitation form counts the text before it is created', () => {
  it('shows nothing about texts until SMS is chosen, then asks for the job', async () => {
    const { user } = open({});
    await waitFor(() => expect(screen.getByText(NAME_40)).toBeVisible());
    expect(screen.queryByTestId('sms-length-note')).toBeNull();
    expect(await withSms(user)).toHaveTextContent('Describe the job to see how many texts the SMS will be.');
  });

  it('with the owner choosing to shorten: one text, and the job as the text will carry it', async () => {
    const { user } = open({});
    const note = await withSms(user);
    await user.click(job());
    await user.paste('Blocked drain');
    expect(note).toHaveTextContent('The SMS will be 1 text.');
    await user.paste(' cleared, downpipe replaced');
    expect(note).toHaveTextContent('The SMS will be 1 text. The job reads “Blocked drain...” in the text; the review page shows it whole.');
  });

  it('with the owner choosing to split: two texts, counted as two', async () => {
    const { user } = open({ smsLongText: 'split' });
    const note = await withSms(user);
    await user.click(job());
    await user.paste(JOB_40);
    expect(note).toHaveTextContent(
      "The SMS will be 2 texts, counted as 2 against your plan's SMS. Choose what happens to long texts in Settings.",
    );
  });

  it('with a macron in the name: 70 characters a text, in plain words, and three texts', async () => {
    const { user } = open({ businessName: 'Tāmaki Plumbing & Drainage of Wellington' });
    await user.click(await screen.findByRole('switch', { name: 'Text message (SMS)', checked: false }));
    const note = await screen.findByTestId('sms-length-note');
    await user.click(job());
    await user.paste(JOB_40);
    expect(note).toHaveTextContent('The SMS will be 3 texts');
    expect(note).toHaveTextContent('Macrons (ā) make each text hold 70 characters instead of 160');
    expect(note).not.toHaveTextContent(/UCS|GSM/);
  });
});
