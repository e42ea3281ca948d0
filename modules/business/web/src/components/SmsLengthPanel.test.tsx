import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { generalPreset } from '@korero/config/presets';
import { fakeServer, renderScreen, reply } from '@korero/web-kit/testing';
import SettingsPage from '../pages/SettingsPage.tsx';

const NAME_40 = "Mike's Plumbing & Drainage of Wellington";

function profile(over: Record<string, unknown> = {}) {
  return {
    businessName: NAME_40,
    email: 'mike@nz.example',
    businessPhone: null,
    googlePlaceId: null,
    placeIdStatus: 'not_configured',
    logoUrl: null,
    serviceTypes: '[]',
    businessType: 'general',
    customCriteria: JSON.stringify(generalPreset.criteria),
    usesPresetCriteria: true,
    personalExperiencePrompt: 'Tell us about your experience in your own words (optional)',
    personalExperiencePlaceholder: generalPreset.placeholder,
    customSmsMessage: 'Hi from Korero! How did [job] go? Review [business name]: [link] Reply STOP to opt out.',
    customSmsMessageMi: null,
    smsName: null,
    customerLanguage: 'en',
    smsRule: 'branded',
    smsLongText: 'shorten',
    // https://app.korero.co.nz/r/ and a 16-character code.
    smsLinkLength: 43,
    logoOnReviewPages: false,
    subscriptionTier: 'professional',
    subscriptionStatus: 'active',
    isAdmin: false,
    messengerEnabled: false,
    facebookPageId: null,
    facebookPageName: null,
    username: 'mike',
    ...over,
  };
}

function open(over: Record<string, unknown> = {}) {
  const server = fakeServer({
    'GET /api/profile': { data: profile(over) },
    'GET /api/business-types': {
      data: [
        {
          id: generalPreset.id,
          name: generalPreset.name,
          description: generalPreset.description,
          placeholder: generalPreset.placeholder,
          criteria: generalPreset.criteria,
        },
      ],
    },
    'PUT /api/profile/sms-long-text': ({ body }) => ({ data: body }),
    'PUT /api/business/sms-name': ({ body }) => ({ data: body }),
  });
  return { server, ...renderScreen(<SettingsPage />, { at: '/settings/messages', route: '/settings/*' }) };
}

describe("Settings: the longest text, in segments, with the owner's own name and the real link", () => {
  it('counts the worst case in texts, and what each rule for long texts would send', async () => {
    open();
    const panel = await screen.findByTestId('sms-length');
    // 61 + 40-character name + 40-character job + 43-character link = 184 plain characters: two texts.
    expect(within(panel).getByText('Longest text: 2 texts')).toBeVisible();
    expect(within(panel).getByText(/43-character link/)).toBeVisible();
    const shorten = within(panel).getByRole('radio', { name: /Shorten the job/ });
    expect(shorten).toBeChecked();
    expect(shorten.closest('label')).toHaveTextContent('1 text (156 of 160 characters): the job reads “Hot water...” in the text');
    expect(
      within(panel)
        .getByRole('radio', { name: /Send the whole text/ })
        .closest('label'),
    ).toHaveTextContent("2 texts (184 of 306 characters), each counted against your plan's SMS.");
    expect(within(panel).queryByText(/Macrons \(ā\) make each text hold 70 characters/)).toBeNull();
    // What each language's text costs under the rule (shorten): te reo's macrons make it 70 characters a part.
    expect(within(panel).getByTestId('sms-cost-by-language')).toHaveTextContent(
      'By language: English 1 text; te reo Māori 2 texts; both 2 texts.',
    );
  });

  it("counts te reo with the owner's own te reo text when they wrote one (issue 48)", async () => {
    open({ customSmsMessageMi: 'Kia ora mai i Korero! [link] Reply STOP to opt out.' });
    const panel = await screen.findByTestId('sms-length');
    // Korero's te reo text took two; the owner's short one (no macrons) takes one. Both keeps the English text.
    expect(within(panel).getByTestId('sms-cost-by-language')).toHaveTextContent(
      'By language: English 1 text; te reo Māori 1 text; both 2 texts.',
    );
    expect(screen.getByRole('textbox', { name: 'SMS message in te reo Māori (optional)' })).toHaveValue('[link]');
  });

  it('with a macron in the name, says in plain words that each text holds 70 characters, and that even shortened it takes three', async () => {
    open({ businessName: 'Tāmaki Plumbing & Drainage of Wellington' });
    const panel = await screen.findByTestId('sms-length');
    expect(within(panel).getByText('Longest text: 3 texts')).toBeVisible();
    expect(within(panel).getByText('Macrons (ā) make each text hold 70 characters instead of 160')).toBeVisible();
    expect(panel).not.toHaveTextContent(/UCS|GSM/);
    expect(
      within(panel)
        .getByRole('radio', { name: /Shorten the job/ })
        .closest('label'),
    ).toHaveTextContent(
      '3 texts (184 of 201 characters, with macrons): even with the job shortened, your name and text need more than one.',
    );
  });

  it('counts again as the owner edits the text', async () => {
    const { user } = open({ businessName: 'Tane Gasfitting' });
    const panel = await screen.findByTestId('sms-length');
    expect(within(panel).getByText('Longest text: 1 text')).toBeVisible();
    const box = screen.getByRole('textbox', { name: 'SMS message' });
    await user.clear(box);
    await user.click(box);
    await user.paste('How did [job] go? Review [business name]: [link] Thanks heaps for choosing us, we appreciate it!');
    await waitFor(() => expect(within(panel).getByText('Longest text: 2 texts')).toBeVisible());
  });

  it('saves the choice on its own', async () => {
    const { server, user } = open();
    await user.click(await screen.findByRole('radio', { name: /Send the whole text/ }));
    await waitFor(() => expect(server.requests('PUT /api/profile/sms-long-text')).toHaveLength(1));
    expect(server.requests('PUT /api/profile/sms-long-text')[0]!.body).toEqual({ smsLongText: 'split' });
    await waitFor(() => expect(screen.getByRole('radio', { name: /Send the whole text/ })).toBeChecked());
    expect(server.requests('PUT /api/profile')).toHaveLength(0);
  });

  it('shows the tapped choice at once while it saves, and the saved one again when refused', async () => {
    const { server } = open();
    const answers: Array<(answer: unknown) => void> = [];
    server.on('PUT /api/profile/sms-long-text', () => new Promise((resolve) => answers.push(resolve)));
    const whole = await screen.findByRole('radio', { name: /Send the whole text/ });
    const shorten = screen.getByRole('radio', { name: /Shorten the job/ });

    // Checked the moment it is tapped, as a browser test's check() reads it straight after its click: before the
    // save has gone, let alone come back.
    fireEvent.click(whole);
    expect(whole).toBeChecked();
    expect(shorten).not.toBeChecked();
    await waitFor(() => expect(answers).toHaveLength(1));
    expect(whole).toBeChecked();

    // Refused: the saved choice shows again, and the toast says why.
    answers.shift()!(reply(503, { error: 'Korero is busy; try again in a minute' }));
    expect(await screen.findByText('Korero is busy; try again in a minute')).toBeInTheDocument();
    await waitFor(() => expect(shorten).toBeChecked());
    expect(whole).not.toBeChecked();
    expect(shorten).toBeEnabled();

    // Saved: the choice stays.
    server.on('PUT /api/profile/sms-long-text', ({ body }) => ({ data: body }));
    fireEvent.click(whole);
    expect(whole).toBeChecked();
    expect(await screen.findByText('Long texts follow this choice from now on.')).toBeInTheDocument();
    await waitFor(() => expect(whole).toBeEnabled());
    expect(whole).toBeChecked();
  });
});

describe('Settings: a name for texts in plain letters', () => {
  it('offers the business name without its macrons in one tap, and counts the texts with it', async () => {
    const { server, user } = open({ businessName: 'Ngā Hau E Whā Plumbing Tāmaki' });
    const section = await screen.findByRole('region', { name: 'Name in texts' });
    expect(screen.getByText('Macrons (ā) make each text hold 70 characters instead of 160')).toBeVisible();
    expect(section).toHaveTextContent('Without macrons: “Nga Hau E Wha Plumbing Tamaki”.');
    await user.click(within(section).getByRole('button', { name: 'Use it in texts' }));
    await waitFor(() =>
      expect(server.requests('PUT /api/business/sms-name')[0]?.body).toEqual({ smsName: 'Nga Hau E Wha Plumbing Tamaki' }),
    );
    // Counted with the plain name now: no macrons, 160 characters a part.
    await waitFor(() => expect(screen.queryByText('Macrons (ā) make each text hold 70 characters instead of 160')).toBeNull());
    expect(within(section).getByText(/Texts say “Nga Hau E Wha Plumbing Tamaki”/)).toBeVisible();
    expect(within(section).getByRole('button', { name: 'Use the business name' })).toBeVisible();
  });

  it('takes a name of the owner’s own, and says why one with macrons is refused', async () => {
    const { server, user } = open({ businessName: 'Ngā Hau E Whā Plumbing Tāmaki' });
    server.on('PUT /api/business/sms-name', ({ body }) =>
      (body as { smsName: string }).smsName.includes('ā')
        ? reply(400, { error: 'Use plain letters in the name for texts' })
        : { data: body },
    );
    const section = await screen.findByRole('region', { name: 'Name in texts' });
    await user.click(within(section).getByRole('button', { name: 'Write another' }));
    const field = within(section).getByRole('textbox', { name: 'Name in texts' });
    await user.clear(field);
    await user.type(field, 'Ngā Hau Plumbing');
    await user.click(within(section).getByRole('button', { name: 'Save name for texts' }));
    expect(await within(section).findByText('Use plain letters in the name for texts')).toBeVisible();
    await user.clear(field);
    await user.type(field, 'NHEW Plumbing');
    await user.click(within(section).getByRole('button', { name: 'Save name for texts' }));
    expect(await within(section).findByText(/Texts say “NHEW Plumbing”/)).toBeVisible();
  });

  it('is not offered for a name already in plain letters', async () => {
    open();
    await screen.findByTestId('sms-length');
    expect(screen.queryByRole('region', { name: 'Name in texts' })).toBeNull();
  });
});
