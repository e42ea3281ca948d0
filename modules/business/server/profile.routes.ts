import { z } from 'zod';
import type { AuthPort, ModuleApp } from '@korero/core/sdk';
import { isUuid, notFound } from '@korero/core/sdk';
import { presetList } from '@korero/config/presets';
import { criteriaSchema, settingsSchema } from '../contract/settings.ts';
import { jsonText } from '@korero/core/sdk';
import type { LogoService } from './logo.service.ts';
import type { ProfileService } from './profile.service.ts';

const optionalField = (max: number, pattern?: RegExp, message?: string) =>
  z
    .string()
    .trim()
    .max(max, `must be at most ${max} characters`)
    .refine((v) => !v || !pattern || pattern.test(v), message ?? 'is not valid')
    .nullish()
    .transform((v) => v || null);

const serviceTypes = jsonText(
  z
    .array(z.string().trim().max(60, 'Keep each service type to 60 characters or fewer'))
    .max(30, 'List at most 30 service types')
    // Blank entries and repeats (ignoring case; the first spelling wins) are dropped, as the form does.
    .transform((list) => list.filter((s, i) => s && list.findIndex((o) => o.toLowerCase() === s.toLowerCase()) === i)),
  'serviceTypes',
);

const profileBody = z.object({
  businessName: z.string({ error: 'Business name is required' }).trim().min(1, 'Business name is required').max(120, 'Keep the business name to 120 characters or fewer'),
  email: z
    .string({ error: 'Email is required for subscription features' })
    .trim()
    .min(1, 'Email is required for subscription features')
    .pipe(z.email('Please enter a valid email address'))
    .transform((e) => e.toLowerCase()),
  businessPhone: optionalField(30, /^[+()\d\s-]{5,30}$/, 'Enter a phone number using digits, spaces, + and -'),
  googlePlaceId: optionalField(300, /^[A-Za-z0-9_-]+$/, 'A Place ID has only letters, digits, - and _'),
  logoUrl: z.string().nullish(),
  serviceTypes: serviceTypes.optional(),
});

const settingsBody = settingsSchema.extend({ customCriteria: jsonText(criteriaSchema, 'customCriteria') });

/** The owner's profile and settings, the public profile the customer's page reads, the presets and the stats. */
export async function profileRoutes(app: ModuleApp, deps: { auth: AuthPort; profiles: ProfileService; logos: LogoService }): Promise<void> {
  const { auth, profiles, logos } = deps;
  const owner = { preHandler: auth.requireUser };

  app.get('/profile', owner, async (request) => ({ data: await profiles.view(auth.user(request)) }));

  app.patch('/profile', { ...owner, schema: { body: profileBody } }, async (request) => {
    const user = auth.user(request);
    const { logoUrl, ...fields } = request.body;
    await profiles.updateProfile(user.businessId, fields);
    if (logoUrl !== undefined) await logos.attach(user.businessId, logoUrl ?? '');
    return { data: await profiles.view(user) };
  });

  app.put('/profile', { ...owner, schema: { body: settingsBody } }, async (request) => {
    const user = auth.user(request);
    const { logoUrl, ...settings } = request.body;
    await profiles.updateSettings(user.businessId, settings);
    if (logoUrl !== undefined) await logos.attach(user.businessId, logoUrl ?? '');
    return { data: await profiles.view(user) };
  });

  app.patch('/profile/logo', { ...owner, schema: { body: z.object({ logoUrl: z.string({ error: 'logoUrl is required (empty to remove)' }).max(300) }) } }, async (request) => ({
    data: { logoUrl: await logos.attach(auth.user(request).businessId, request.body.logoUrl) },
  }));

  app.get('/stats', owner, async (request) => ({ data: await profiles.stats(auth.user(request).businessId) }));

  app.get('/business-types', owner, async () => ({
    data: presetList.map((p) => ({ id: p.id, name: p.name, description: p.description, placeholder: p.placeholder, criteria: p.criteria })),
  }));

  // Public: the customer's page reads it with the clientId from their invitation. Only what a customer should see.
  app.get(
    '/business/profile/:clientId',
    { schema: { params: z.object({ clientId: z.string().max(64) }) }, config: { access: 'public', rateLimit: { max: 120, timeWindow: '1 minute' } } },
    async (request) => {
      const profile = isUuid(request.params.clientId) ? await profiles.profile(request.params.clientId) : null;
      if (!profile) throw notFound('Business not found.');
      return {
        data: {
          businessName: profile.businessName,
          businessType: profile.businessType,
          customCriteria: JSON.stringify(profile.criteria),
          logoUrl: profile.logoUrl,
          personalExperiencePrompt: profile.personalExperiencePrompt,
          personalExperiencePlaceholder: profile.personalExperiencePlaceholder,
          serviceTypes: JSON.stringify(profile.serviceTypes),
        },
      };
    },
  );
}
