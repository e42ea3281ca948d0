import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { generalPreset } from '@korero/config/presets';
import { fakeServer, renderScreen, reply } from '@korero/web-kit/testing';
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
    smsRule,
    logoOnReviewPages: false,
    subscriptionTier: smsRule === 'locked' ? 'free' : 'professional',
    messengerEnabled: false,
    username: 'tane',
  };
}

function open(smsRule: 'locked' | 'branded' | 'full' = 'branded') {
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
    'PUT /api/profile': ({ body }) => ({ data: { ...profile(smsRule), ...(body as object) } }),
  });
  return { server, ...renderScreen(<SettingsPage />, { at: '/settings' }) };
}

const box = (name: string) => screen.getByRole('textbox', { name });
/** The phrase groups start closed on a phone-sized screen (as in this test's window); a tap on the heading opens one. */
const group = async (testId: string) => within(await screen.findByTestId(testId)).getByRole('button');
const save = () => screen.getByRole('button', { name: 'Save Settings' });

describe('the settings page', () => {
  it("fills the form with the business's saved settings", async () => {
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
    // Professional: the greeting and the STOP line are fixed; the owner edits what lies between.
    expect(box('SMS message')).toHaveValue('How did [job] go with [business name]? Tap to review: [link]');
    expect(screen.getByText('(required on Professional)')).toBeVisible();
  });

  it('names what is wrong and saves nothing while a field is invalid', async () => {
    const { server, user } = open();
    await user.click(await group('criteria-quality'));
    await user.clear(await screen.findByRole('textbox', { name: 'Quality 1' }));
    // Closed again, the group opens by itself to show what needs fixing.
    await user.click(await group('criteria-quality'));
    await user.clear(box('Personal experience prompt'));
    await user.click(save());

    expect(await screen.findByText('Criteria cannot be empty')).toBeVisible();
    expect(screen.getByText('Personal experience prompt is required')).toBeVisible();
    expect(screen.getByTestId('toast')).toHaveTextContent('Check the highlighted fields');
    expect(server.requests('PUT /api/profile')).toHaveLength(0);
  });

  it('saves the settings with the fixed greeting and STOP line around the SMS text', async () => {
    const { server, user } = open();
    const prompt = await screen.findByRole('textbox', { name: 'Personal experience prompt' });
    await user.clear(prompt);
    await user.type(prompt, 'How did the job go?');
    await user.clear(box('SMS message'));
    await user.paste('[business name] finished [job]. Review: [link]');
    await user.click(save());

    expect(await screen.findByTestId('toast')).toHaveTextContent('Settings saved');
    const sent = server.requests('PUT /api/profile')[0]?.body as Record<string, unknown>;
    expect(sent).toMatchObject({
      businessType: 'general',
      personalExperiencePrompt: 'How did the job go?',
      customSmsMessage: 'Hi from Korero! [business name] finished [job]. Review: [link] Reply STOP to opt out.',
    });
    // The screen sends lists as JSON (the server still takes the spec's JSON text too).
    expect(sent.customCriteria).toMatchObject({ quality: ['Tidy work', ...generalPreset.criteria.quality.slice(1)] });
  });

  it('warns while the SMS text is too long or misses a placeholder', async () => {
    const { user } = open('full');
    const sms = await screen.findByRole('textbox', { name: 'SMS message' });
    await user.clear(sms);
    await user.paste('Thanks from [business name]');
    expect(screen.getByText(/so each text names you, the job and the review link/)).toHaveTextContent('[job][link]');

    await user.paste(` ${'x'.repeat(140)}`);
    expect(screen.getByText('Message exceeds 160 character SMS limit')).toBeVisible();
  });

  it('on Free, shows the SMS text locked', async () => {
    open('locked');
    expect(await screen.findByRole('textbox', { name: 'SMS message' })).toBeDisabled();
    expect(screen.getByText('Custom SMS text is part of Professional')).toBeVisible();
  });

  it("puts back the industry's phrases on Reset to Template", async () => {
    const { user } = open();
    await user.click(await group('criteria-quality'));
    await screen.findByRole('textbox', { name: 'Quality 1' });
    await user.click(screen.getAllByRole('button', { name: 'Reset to Template' })[0]!);

    expect(box('Quality 1')).toHaveValue(generalPreset.criteria.quality[0]);
    expect(screen.getByTestId('toast')).toHaveTextContent('Template applied');
  });

  it("puts the server's field errors beside the fields", async () => {
    const { server, user } = open();
    server.on(
      'PUT /api/profile',
      reply(400, { error: 'Check the SMS text.', fields: { customSmsMessage: 'SMS message must include [link]' } }),
    );
    await screen.findByTestId('criteria-quality');
    await user.click(save());

    expect(await screen.findByText('SMS message must include [link]')).toBeVisible();
    await waitFor(() => expect(screen.getByTestId('toast')).toHaveTextContent('Failed to update settingsCheck the SMS text.'));

    // Editing the text takes the old error away.
    await user.type(box('SMS message'), ' Thanks');
    await waitFor(() => expect(screen.queryByText('SMS message must include [link]')).not.toBeInTheDocument());
  });

  it('takes a criterion error away once the box is filled again', async () => {
    const { user } = open();
    await user.click(await group('criteria-quality'));
    await user.clear(await screen.findByRole('textbox', { name: 'Quality 1' }));
    await user.click(save());
    expect(await screen.findByText('Criteria cannot be empty')).toBeVisible();
    await user.type(box('Quality 1'), 'Tidy work');
    await waitFor(() => expect(screen.queryByText('Criteria cannot be empty')).not.toBeInTheDocument());
  });
});
