import type { ActivityPort, AuthPort, ModuleApp, PlacesPort } from '@korero/core/sdk';
import { badRequest, isUuid, notFound } from '@korero/core/sdk';
import { presetList } from '@korero/config/presets';
import {
  businessTypesAnswer,
  clientIdParams,
  logoAnswer,
  logoBody,
  profileBody,
  profileDataAnswer,
  publicBusinessDataAnswer,
  settingsBody,
  smsLongTextAnswer,
  smsLongTextBody,
  smsNameAnswer,
  customerLanguageAnswer,
  customerLanguageBody,
  smsNameBody,
  statsDataAnswer,
  toProfileAnswer,
  toPublicBusinessAnswer,
} from '../contract/api.ts';
import type { LogoService } from './logo.service.ts';
import type { ProfileService } from './profile.service.ts';

/** The owner's profile and settings, the public profile the customer's page reads, the presets and the stats. */
export async function profileRoutes(
  app: ModuleApp,
  deps: { auth: AuthPort; profiles: ProfileService; logos: LogoService; places: PlacesPort; activity: ActivityPort },
): Promise<void> {
  const { auth, profiles, logos, places, activity } = deps;
  const profile = { response: { 200: profileDataAnswer } };

  // Technicians read it too: the invitation form counts a text with the business's name, template and link length.
  app.get(
    '/profile',
    {
      schema: { summary: 'Get the business profile', operationId: 'getProfile', ...profile },
      config: { capability: 'field-work' },
    },
    async (request) => ({
      data: toProfileAnswer(await profiles.view(auth.user(request))),
    }),
  );

  app.patch(
    '/profile',
    { schema: { summary: 'Update the business profile', operationId: 'updateProfile', ...profile, body: profileBody } },
    async (request) => {
      const user = auth.user(request);
      const { logoUrl, ...fields } = request.body;
      // The format is checked by the body's schema; with a places provider, a new Place ID must also be one Google knows.
      const before = (await profiles.view(user)).googlePlaceId;
      if (fields.googlePlaceId && fields.googlePlaceId !== before && places.provider) {
        let known = true;
        try {
          known = (await places.details(fields.googlePlaceId)) !== null;
        } catch (error) {
          // Google not answering is no reason to refuse a well-formed ID the owner copied from Google.
          request.log.warn({ err: error }, 'place lookup failed; keeping the well-formed Place ID');
        }
        if (!known) {
          throw badRequest('Google does not know that Place ID. Search for your business, or ask us to find it.', {
            fields: { googlePlaceId: 'Google does not know this Place ID' },
          });
        }
      }
      // The change and its activity line commit together.
      await activity.together(
        user,
        async () => {
          await profiles.updateProfile(user.businessId, fields);
          if (logoUrl !== undefined) await logos.attach(user.businessId, logoUrl ?? '');
        },
        { action: 'business.profile_changed', sentence: 'changed the business profile' },
      );
      return { data: toProfileAnswer(await profiles.view(user)) };
    },
  );

  app.put(
    '/profile',
    { schema: { summary: "Save the business's settings", operationId: 'updateProfileSettings', ...profile, body: settingsBody } },
    async (request) => {
      const user = auth.user(request);
      const { logoUrl, ...settings } = request.body;
      await activity.together(
        user,
        async () => {
          await profiles.updateSettings(user.businessId, settings);
          if (logoUrl !== undefined) await logos.attach(user.businessId, logoUrl ?? '');
        },
        { action: 'business.settings_saved', sentence: "saved the business's settings and messages" },
      );
      return { data: toProfileAnswer(await profiles.view(user)) };
    },
  );

  app.put(
    '/profile/sms-long-text',
    {
      schema: {
        summary: 'Allow or refuse texts longer than one SMS part',
        operationId: 'setSmsLongText',
        body: smsLongTextBody,
        response: { 200: smsLongTextAnswer },
      },
    },
    async (request) => {
      const user = auth.user(request);
      await activity.together(user, () => profiles.setSmsLongText(user.businessId, request.body.smsLongText), {
        action: 'business.sms_long_text',
        sentence: `set long texts to "${request.body.smsLongText}"`,
      });
      return { data: { smsLongText: request.body.smsLongText } };
    },
  );

  app.put(
    '/business/sms-name',
    {
      schema: {
        summary: 'Set the name texts use, in plain letters (null: the business name)',
        operationId: 'setSmsName',
        body: smsNameBody,
        response: { 200: smsNameAnswer },
      },
    },
    async (request) => {
      const user = auth.user(request);
      const { smsName } = request.body;
      await activity.together(user, () => profiles.setSmsName(user.businessId, smsName), {
        action: 'business.sms_name',
        sentence: smsName ? `set the name texts use to "${smsName}"` : 'set texts to use the business name',
      });
      return { data: { smsName } };
    },
  );

  app.put(
    '/business/language',
    {
      schema: {
        summary: "Set the language customers are asked in ('en', 'mi' or 'both')",
        operationId: 'setCustomerLanguage',
        body: customerLanguageBody,
        response: { 200: customerLanguageAnswer },
      },
    },
    async (request) => {
      const user = auth.user(request);
      const { language } = request.body;
      await activity.together(user, () => profiles.setCustomerLanguage(user.businessId, language), {
        action: 'business.customer_language',
        sentence: `set the language customers are asked in to "${language}"`,
      });
      return { data: { language } };
    },
  );

  app.patch(
    '/profile/logo',
    {
      schema: {
        summary: 'Attach an uploaded logo to the profile',
        operationId: 'setProfileLogo',
        body: logoBody,
        response: { 200: logoAnswer },
      },
    },
    async (request) => {
      const user = auth.user(request);
      const logoUrl = await activity.together(
        user,
        () => logos.attach(user.businessId, request.body.logoUrl),
        (url) => ({ action: 'business.logo_changed', sentence: url ? 'changed the logo' : 'removed the logo' }),
      );
      return { data: { logoUrl } };
    },
  );

  app.get(
    '/stats',
    { schema: { summary: "Get the dashboard's figures", operationId: 'getStats', response: { 200: statsDataAnswer } } },
    async (request) => ({
      data: await profiles.stats(auth.user(request).businessId),
    }),
  );

  app.get(
    '/business-types',
    {
      schema: {
        summary: 'List business types and their presets',
        operationId: 'listBusinessTypes',
        response: { 200: businessTypesAnswer },
      },
    },
    async () => ({
      data: presetList.map((p) => ({
        id: p.id,
        name: p.name,
        description: p.description,
        placeholder: p.placeholder,
        criteria: p.criteria,
      })),
    }),
  );

  // Public: the customer's page reads it with the clientId from their invitation. Only what a customer should see.
  app.get(
    '/business/profile/:clientId',
    {
      schema: {
        summary: "Get a business's public profile",
        operationId: 'getPublicProfile',
        params: clientIdParams,
        response: { 200: publicBusinessDataAnswer },
      },
      config: { access: 'public', rateLimit: { max: 120, timeWindow: '1 minute' } },
    },
    async (request) => {
      const found = isUuid(request.params.clientId) ? await profiles.profile(request.params.clientId) : null;
      if (!found) throw notFound('Business not found.');
      return { data: toPublicBusinessAnswer(found) };
    },
  );
}
