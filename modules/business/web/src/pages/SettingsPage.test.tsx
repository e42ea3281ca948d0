import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { generalPreset } from '@korero/config/presets';
import { defineWebModule, settingsPanels } from '@korero/web-kit';
import { fakeServer, renderScreen, reply, signedIn } from '@korero/web-kit/testing';
import SettingsPage from './SettingsPage.tsx';

const PROMPT = 'Tell us about your experience in your own words (optional)';

function profile(smsRule: 'locked' | 'branded' | 'full') {
  return {
    businessName: 'Tane Gasfitting',
    email: 'tane@nz.example',
    businessPhone: null,
    googlePlaceId: null,
    placeIdStatus: 'not_configured',
    logoUrl: null,
    serviceTypes: '[]',
    businessType: 'general',
    customCriteria: JSON.stringify({ ...generalPreset.criteria, quality: ['Tidy work', ...generalPreset.criteria.quality.slice(1)] }),
    usesPresetCriteria: false,
    personalExperiencePrompt: PROMPT,
    personalExperiencePlaceholder: generalPreset.placeholder,
    customSmsMessage: 'Hi from Korero! How did [job] go with [business name]? Tap to review: [link] Reply STOP to opt out.',
    customSmsMessageMi: null,
    smsName: null,
    customerLanguage: 'en',
    smsRule,
    smsLongText: 'shorten',
    logoOnReviewPages: false,
    subscriptionTier: smsRule === 'locked' ? 'free' : 'professional',
    subscriptionStatus: 'active',
    isAdmin: false,
    messengerEnabled: false,
    facebookPageId: null,
    facebookPageName: null,
    username: 'tane',
  };
}

/** The profile as PUT /api/profile answers it, like GET: the lists the page sends come back as JSON text. */
const asAnswered = (profile: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(profile).map(([key, value]) => [
      key,
      (key === 'serviceTypes' || key === 'customCriteria') && typeof value !== 'string' ? JSON.stringify(value) : value,
    ]),
  );

// Two other modules' front ends: one joins the page's Messages section, one brings a section of its own.
const otherModules = [
  defineWebModule({
    id: 'remind',
    slots: [
      settingsPanels.fill({
        id: 'reminders',
        order: 25,
        section: { id: 'messages', title: 'Messages' },
        Component: () => <p>Reminder card</p>,
      }),
    ],
  }),
  defineWebModule({
    id: 'hooks',
    slots: [
      settingsPanels.fill(
        { id: 'keys', order: 60, section: { id: 'developers', title: 'API & webhooks' }, Component: () => <p>API keys card</p> },
        { id: 'hooks', order: 61, section: { id: 'developers', title: 'API & webhooks' }, Component: () => <p>Webhooks card</p> },
      ),
    ],
  }),
];

function open(smsRule: 'locked' | 'branded' | 'full' = 'branded', at = '/settings') {
  const server = fakeServer({
    'GET /api/profile': { data: profile(smsRule) },
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
    'PUT /api/profile': ({ body }) => ({ data: asAnswered({ ...profile(smsRule), ...(body as object) }) }),
    'GET /api/activity': {
      data: [
        {
          id: 'a1',
          at: '2026-11-20T01:00:00.000Z',
          action: 'business.settings_saved',
          subject: null,
          sentence: "saved the business's settings and messages",
          person: { id: 'u1', name: 'tane' },
        },
      ],
      pagination: { page: 1, limit: 20, totalCount: 1, totalPages: 1 },
    },
  });
  return { server, ...renderScreen(<SettingsPage />, { at, route: '/settings/*', webModules: otherModules }) };
}

const box = (name: string) => screen.getByRole('textbox', { name });
/** The phrase groups start closed; a tap on the heading opens one. */
const group = async (testId: string) => within(await screen.findByTestId(testId)).getByRole('button');
const index = () => screen.getByRole('navigation', { name: 'Settings sections' });
const goTo = async (user: ReturnType<typeof open>['user'], name: string) => {
  await user.click(within(index()).getByRole('link', { name: new RegExp(`^${name}`) }));
  return screen.getByRole('region', { name });
};
const saveReviewPage = () => screen.getByRole('button', { name: 'Save review page' });
const saveSms = () => screen.getByRole('button', { name: 'Save SMS text' });

// The page draws every section (hidden but for one) and types into many boxes: slow on a busy machine.
describe('the settings page', { timeout: 20_000 }, () => {
  it('is an index of sections, the first one open, each at its own address', async () => {
    const { user } = open();
    await screen.findByRole('region', { name: 'Review page' });
    expect(
      within(index())
        .getAllByRole('link')
        .map((l) => [l.textContent, l.getAttribute('href')]),
    ).toEqual([
      ['Review page', '/settings/review-page'],
      ['Messages', '/settings/messages'],
      ['Language', '/settings/language'],
      ['Logo', '/settings/logo'],
      ['API & webhooks', '/settings/developers'],
      ['Staff', '/settings/staff'],
      ['Activity', '/settings/activity'],
      ['Your account', '/settings/account'],
    ]);
    // Only the open section is shown; the others wait behind their links.
    expect(screen.queryByRole('region', { name: 'Messages' })).toBeNull();
    expect(screen.getByText('API keys card')).not.toBeVisible();

    const developers = await goTo(user, 'API & webhooks');
    expect(screen.getByTestId('location')).toHaveTextContent('/settings/developers');
    expect(within(developers).getByText('API keys card')).toBeVisible();
    expect(within(developers).getByText('Webhooks card')).toBeVisible();
    expect(within(index()).getByRole('link', { name: 'API & webhooks' })).toHaveAttribute('aria-current', 'page');
    // Opening a section from the index puts focus on its heading, so the Tab key starts there.
    expect(within(developers).getByRole('heading', { name: 'API & webhooks' })).toHaveFocus();
    expect(screen.queryByRole('region', { name: 'Review page' })).toBeNull();
  });

  it('opens a section from its address, with the panels that join it', async () => {
    open('branded', '/settings/messages');
    const messages = await screen.findByRole('region', { name: 'Messages' });
    expect(await within(messages).findByRole('textbox', { name: 'SMS message' })).toBeVisible();
    expect(within(messages).getByText('Reminder card')).toBeVisible();
  });

  it("asks for the business's activity only when its section is opened", async () => {
    const { server, user } = open();
    await screen.findByRole('region', { name: 'Review page' });
    expect(server.requests('GET /api/activity')).toHaveLength(0);
    const activity = await goTo(user, 'Activity');
    expect(await within(activity).findByText("saved the business's settings and messages")).toBeVisible();
    expect(server.requests('GET /api/activity')).toHaveLength(1);
  });

  it("shows a technician only the panels given to them, none of the business's sections", async () => {
    const theirs = defineWebModule({
      id: 'mine',
      slots: [
        settingsPanels.fill({
          id: 'own-email',
          order: 80,
          section: { id: 'own-email', title: 'My email' },
          roles: ['owner', 'manager', 'technician'],
          Component: () => <p>My email card</p>,
        }),
      ],
    });
    fakeServer({ 'GET /api/session': { data: signedIn({ role: 'technician' }) } });
    renderScreen(<SettingsPage />, { at: '/settings', route: '/settings/*', webModules: [...otherModules, theirs] });
    const section = await screen.findByRole('region', { name: 'My email' });
    expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    expect(within(section).getByText('My email card')).toBeVisible();
    await waitFor(() =>
      expect(
        within(index())
          .getAllByRole('link')
          .map((l) => l.textContent),
      ).toEqual(['My email']),
    );
    expect(screen.queryByText('Could not load your settings')).toBeNull();
  });

  it('says so for a section that does not exist', async () => {
    open('branded', '/settings/nothing-here');
    expect(await screen.findByText('There is no such section of Settings')).toBeVisible();
  });

  it('gives a Save only to sections whose fields it saves', async () => {
    const { user } = open();
    expect(
      await within(await screen.findByRole('region', { name: 'Review page' })).findAllByRole('button', { name: /^Save/ }),
    ).toHaveLength(1);
    expect(
      within(await goTo(user, 'Messages'))
        .getAllByRole('button', { name: /^Save/ })
        .map((b) => b.textContent),
    ).toEqual(['Save SMS text']);
    for (const name of ['Logo', 'API & webhooks', 'Your account']) {
      expect(within(await goTo(user, name)).queryByRole('button', { name: /^Save/ })).toBeNull();
    }
    expect(screen.queryByRole('button', { name: 'Save Settings' })).toBeNull();
  });

  it("fills the review page with the business's saved settings", async () => {
    const { user } = open();
    // Closed, a group still shows its phrases in a line.
    expect(await group('criteria-quality')).toHaveTextContent(`Tidy work · ${generalPreset.criteria.quality[1]}`);
    expect(screen.queryByRole('textbox', { name: 'Quality 1' })).toBeNull();
    await user.click(await group('criteria-quality'));
    await user.click(await group('improvements-timeliness'));
    expect(await group('criteria-quality')).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByRole('textbox', { name: 'Quality 1' })).toHaveValue('Tidy work');
    expect(box('Quality 2')).toHaveValue(generalPreset.criteria.quality[1]);
    expect(box('Improvement area: Timeliness 1')).toHaveValue(generalPreset.criteria.improvementAreas[4]);
    expect(box('Personal experience prompt')).toHaveValue(PROMPT);
  });

  it('saves the review page with its own fields only', async () => {
    const { server, user } = open();
    const prompt = await screen.findByRole('textbox', { name: 'Personal experience prompt' });
    await user.clear(prompt);
    await user.type(prompt, 'How did the job go?');
    await user.click(saveReviewPage());

    expect(await screen.findByTestId('toast')).toHaveTextContent('Review page saved');
    const sent = server.requests('PUT /api/profile')[0]?.body as Record<string, unknown>;
    expect(Object.keys(sent).sort()).toEqual([
      'businessType',
      'customCriteria',
      'personalExperiencePlaceholder',
      'personalExperiencePrompt',
    ]);
    expect(sent).toMatchObject({ businessType: 'general', personalExperiencePrompt: 'How did the job go?' });
    // The screen sends lists as JSON (the server still takes the spec's JSON text too).
    expect(sent.customCriteria).toMatchObject({ quality: ['Tidy work', ...generalPreset.criteria.quality.slice(1)] });
  });

  it('saves the SMS text alone, with the fixed greeting and STOP line around it', async () => {
    const { server, user } = open('branded', '/settings/messages');
    // Professional: the greeting and the STOP line are fixed; the owner edits what lies between.
    const sms = await screen.findByRole('textbox', { name: 'SMS message' });
    expect(sms).toHaveValue('How did [job] go with [business name]? Tap to review: [link]');
    expect(screen.getByText('(required on Professional)')).toBeVisible();
    await user.clear(sms);
    await user.paste('[business name] finished [job]. Review: [link]');
    await user.click(saveSms());

    expect(await screen.findByTestId('toast')).toHaveTextContent('SMS text saved');
    expect(server.requests('PUT /api/profile').map((r) => r.body)).toEqual([
      { customSmsMessage: 'Hi from Korero! [business name] finished [job]. Review: [link] Reply STOP to opt out.' },
    ]);
  });

  it("saves the owner's own te reo text beside the English one, with Korero's te reo greeting and the STOP line, and counts its cost", async () => {
    const { server, user } = open('branded', '/settings/messages');
    const toggle = await screen.findByRole('button', { name: '+ Te reo Māori text' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('textbox', { name: /te reo/ })).toBeNull();
    await user.click(toggle);
    const teReo = screen.getByRole('textbox', { name: 'SMS message in te reo Māori (optional)' });
    const folded = document.getElementById('sms-te-reo')!;
    expect(teReo).toHaveAttribute('lang', 'mi');
    expect(within(folded).getByText('Kia ora mai i Korero!')).toBeVisible();
    // Not nudged to add the placeholders while empty: it is optional.
    expect(within(folded).queryByText(/so each text names you/)).toBeNull();
    await user.click(teReo);
    await user.paste('Ngā mihi, [business name]! [job]: [link]');
    expect(screen.getByText('You have unsaved changes.')).toBeVisible();
    await user.click(saveSms());

    expect(await screen.findByTestId('toast')).toHaveTextContent('SMS text saved');
    expect(server.requests('PUT /api/profile').at(-1)!.body).toEqual({
      customSmsMessage: 'Hi from Korero! How did [job] go with [business name]? Tap to review: [link] Reply STOP to opt out.',
      customSmsMessageMi: 'Kia ora mai i Korero! Ngā mihi, [business name]! [job]: [link] Reply STOP to opt out.',
    });

    server.on(
      'PUT /api/profile',
      reply(400, { error: 'Check the SMS text.', fields: { customSmsMessageMi: 'Te reo SMS message must include [link]' } }),
    );
    await user.type(teReo, ' Hei konā');
    await user.click(saveSms());
    expect(await within(folded).findByText('Te reo SMS message must include [link]')).toBeVisible();
  });

  it('shows unsaved changes in the section and the index, keeps them across sections, and can drop them', async () => {
    const { server, user } = open();
    const prompt = await screen.findByRole('textbox', { name: 'Personal experience prompt' });
    expect(screen.queryByText('You have unsaved changes.')).toBeNull();
    await user.type(prompt, ' Kia ora');
    expect(screen.getByText('You have unsaved changes.')).toBeVisible();
    expect(within(index()).getByRole('link', { name: 'Review page (unsaved changes)' })).toBeVisible();

    // Away and back (as the Back button would): the typing is still there, nothing was sent.
    await goTo(user, 'Messages');
    await goTo(user, 'Review page');
    expect(box('Personal experience prompt')).toHaveValue(`${PROMPT} Kia ora`);
    expect(server.requests('PUT /api/profile')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Discard changes' }));
    expect(box('Personal experience prompt')).toHaveValue(PROMPT);
    expect(within(index()).getByRole('link', { name: 'Review page' })).toBeVisible();
    expect(screen.queryByText('You have unsaved changes.')).toBeNull();

    // Saved, the section is clean again.
    await user.type(box('Personal experience prompt'), '!');
    await user.click(saveReviewPage());
    await screen.findByText('Review page saved');
    await waitFor(() => expect(screen.queryByText('You have unsaved changes.')).toBeNull());
  });

  it('names what is wrong and saves nothing while a field is invalid', async () => {
    const { server, user } = open();
    await user.click(await group('criteria-quality'));
    await user.clear(await screen.findByRole('textbox', { name: 'Quality 1' }));
    // Closed again, the group opens by itself to show what needs fixing.
    await user.click(await group('criteria-quality'));
    await user.clear(box('Personal experience prompt'));
    await user.click(saveReviewPage());

    expect(await screen.findByText('Criteria cannot be empty')).toBeVisible();
    expect(screen.getByText('Personal experience prompt is required')).toBeVisible();
    expect(screen.getByTestId('toast')).toHaveTextContent('Check the highlighted fields');
    expect(server.requests('PUT /api/profile')).toHaveLength(0);
  });

  it('warns while the SMS text is too long or misses a placeholder', async () => {
    const { user } = open('full', '/settings/messages');
    const sms = await screen.findByRole('textbox', { name: 'SMS message' });
    await user.clear(sms);
    await user.paste('Thanks from [business name]');
    expect(screen.getByText(/so each text names you, the job and the review link/)).toHaveTextContent('[job][link]');

    await user.paste(` ${'x'.repeat(140)}`);
    expect(screen.getByText('Message exceeds 160 character SMS limit')).toBeVisible();
  });

  it('on Free, shows the SMS text locked, with nothing to save', async () => {
    open('locked', '/settings/messages');
    expect(await screen.findByRole('textbox', { name: 'SMS message' })).toBeDisabled();
    expect(screen.getByText('Custom SMS text is part of Professional')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Save SMS text' })).toBeNull();
  });

  it("puts back the industry's phrases on Reset to Template, in the review page's preset card", async () => {
    const { user } = open();
    await user.click(await group('criteria-quality'));
    await screen.findByRole('textbox', { name: 'Quality 1' });
    expect(screen.getAllByRole('button', { name: 'Reset to Template' })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Reset to Template' }));

    expect(box('Quality 1')).toHaveValue(generalPreset.criteria.quality[0]);
    expect(screen.getByTestId('toast')).toHaveTextContent('Template applied');
  });

  it("puts the server's field errors beside the fields", async () => {
    const { server, user } = open('branded', '/settings/messages');
    server.on(
      'PUT /api/profile',
      reply(400, { error: 'Check the SMS text.', fields: { customSmsMessage: 'SMS message must include [link]' } }),
    );
    await user.type(await screen.findByRole('textbox', { name: 'SMS message' }), ' Cheers');
    await user.click(saveSms());

    expect(await screen.findByText('SMS message must include [link]')).toBeVisible();
    await waitFor(() => expect(screen.getByTestId('toast')).toHaveTextContent('SMS text not savedCheck the SMS text.'));
    // Still unsaved: the owner has not lost the change.
    expect(screen.getByText('You have unsaved changes.')).toBeVisible();

    // Editing the text takes the old error away.
    await user.type(box('SMS message'), ' Thanks');
    await waitFor(() => expect(screen.queryByText('SMS message must include [link]')).not.toBeInTheDocument());
  });

  it('takes a criterion error away once the box is filled again', async () => {
    const { user } = open();
    await user.click(await group('criteria-quality'));
    await user.clear(await screen.findByRole('textbox', { name: 'Quality 1' }));
    await user.click(saveReviewPage());
    expect(await screen.findByText('Criteria cannot be empty')).toBeVisible();
    await user.type(box('Quality 1'), 'Tidy work');
    await waitFor(() => expect(screen.queryByText('Criteria cannot be empty')).not.toBeInTheDocument());
  });
});
