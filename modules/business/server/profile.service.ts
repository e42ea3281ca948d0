import type { AuthPort, BillingPort, ClockPort, Database, SessionUser } from '@korero/core/sdk';
import { badRequest, containsPattern, entitlementOf, forbidden } from '@korero/core/sdk';
import { getPreset, isPresetId, type PresetId, type ReviewCriteria } from '@korero/config/presets';
import { presetPhrasesIn } from '@korero/config/presets/words';
import type { ProfileView, Stats } from '../contract/api.ts';
import type {
  BusinessDirectory,
  BusinessSummary,
  CriteriaWords,
  PublicBusinessProfile,
  SmsSettings,
  StatsContribution,
} from '../contract/index.ts';
import { customSms, logoOnReviewPages } from '../contract/entitlements.ts';
import { placeIdStatusOf } from '../contract/place-id.ts';
import { DEFAULT_EXPERIENCE_PROMPT } from '../contract/settings.ts';
import {
  DEFAULT_SMS_MESSAGE,
  smsTemplateProblems,
  TE_REO_GREETING,
  UNNAMED_BUSINESS,
  withStopLine,
  type SmsRule,
} from '../contract/sms.ts';
import { DEFAULT_SMS_LONG_TEXT, languageChoiceOf, type LanguageChoice, type SmsLongText } from '@korero/core/contract';
import { BusinessProfile } from './business-profile.entity.ts';
import { logoUrlFromKey } from './logo-paths.ts';

export interface ProfileInput {
  businessName: string;
  email: string;
  businessPhone: string | null;
  googlePlaceId: string | null;
  serviceTypes?: string[] | undefined;
}

export interface SettingsInput {
  businessType: PresetId;
  customCriteria: ReviewCriteria;
  personalExperiencePrompt: string;
  personalExperiencePlaceholder: string;
  customSmsMessage: string;
  /** The owner's te reo text; null or empty removes it. */
  customSmsMessageMi: string | null;
}

const longTextOf = (row: { smsLongText?: string | null }): SmsLongText => (row.smsLongText === 'split' ? 'split' : DEFAULT_SMS_LONG_TEXT);

/** What the business's texts are made from, from its profile row (or the defaults of one never saved). */
const smsSettingsOf = (row: ProfileFields): SmsSettings => ({
  template: withStopLine(row.customSmsMessage ?? DEFAULT_SMS_MESSAGE),
  // The name in plain letters when the owner gave one (160 characters a part), else the business name.
  businessName: row.smsName ?? row.businessName ?? UNNAMED_BUSINESS,
  longText: longTextOf(row),
  custom: row.customSmsMessage !== null && row.customSmsMessage !== undefined,
  templateMi: row.customSmsMessageMi ?? null,
});

const average = (sum: number, count: number) => (count ? Math.round((sum / count) * 10) / 10 : 0);

const sameCriteria = (a: ReviewCriteria, b: ReviewCriteria) => JSON.stringify(a) === JSON.stringify(b);
/** Korero's te reo for the business's phrases that are a preset's own: only these few go to the customer's page. */
const criteriaWordsOf = (criteria: ReviewCriteria): CriteriaWords => ({ mi: presetPhrasesIn('mi', Object.values(criteria).flat()) });

/** What a profile holds, stored or (for a business that never saved one) its defaults. */
type ProfileFields = Omit<BusinessProfile, 'createdAt' | 'updatedAt'>;

function defaultProfile(businessId: string, email: string | null): ProfileFields {
  return {
    businessId,
    businessName: null,
    email,
    businessPhone: null,
    googlePlaceId: null,
    logoKey: null,
    serviceTypes: [],
    businessType: 'general',
    customCriteria: null,
    personalExperiencePrompt: null,
    personalExperiencePlaceholder: null,
    customSmsMessage: null,
    customSmsMessageMi: null,
    smsLongText: null,
    smsName: null,
    customerLanguage: null,
  };
}

// Customers' pages read the public profile on every call (opening, drafting, submitting) and it rarely changes:
// kept for a few seconds, dropped at once when this process writes it or the plan changes. Another Korero process
// sharing the database sees a change within PUBLIC_TTL_MS. What the business's texts are made from is kept with it,
// from the same read: a sender that loads the profile (an invitation: its name and logo) has its SMS settings too.
const PUBLIC_TTL_MS = 10_000;
const PUBLIC_CACHE_MAX = 5_000;

/** The business profile and its settings, with the rules the spec gives them. */
export class ProfileService implements BusinessDirectory {
  readonly #public = new Map<string, { until: number; value: PublicBusinessProfile; sms: SmsSettings }>();
  readonly #stats = new Map<string, (businessId: string) => Promise<StatsContribution>>();
  readonly #fields = new Map<string, (businessId: string) => Promise<Record<string, unknown>>>();
  private readonly db: Database;
  private readonly clock: ClockPort;
  private readonly billing: BillingPort;
  private readonly auth: AuthPort;

  constructor(db: Database, clock: ClockPort, billing: BillingPort, auth: AuthPort) {
    this.db = db;
    this.clock = clock;
    this.billing = billing;
    this.auth = auth;
  }

  /** The stored profile, or the defaults of a business that has not saved one: reading never writes. */
  async #current(businessId: string): Promise<ProfileFields> {
    const stored = await this.db.em.findOne(BusinessProfile, { businessId });
    return stored ?? defaultProfile(businessId, (await this.auth.ownerOf(businessId))?.email ?? null);
  }

  /** The profile row to change, made with the defaults on the business's first save. */
  async #writable(businessId: string): Promise<BusinessProfile> {
    const existing = await this.db.em.findOne(BusinessProfile, { businessId });
    if (existing) return existing;
    const now = this.clock.now();
    await this.db.em.upsert(BusinessProfile, {
      ...defaultProfile(businessId, (await this.auth.ownerOf(businessId))?.email ?? null),
      createdAt: now,
      updatedAt: now,
    });
    return this.db.em.findOneOrFail(BusinessProfile, { businessId });
  }

  criteriaOf(row: ProfileFields): ReviewCriteria {
    return row.customCriteria ?? getPreset(row.businessType).criteria;
  }

  async smsRule(businessId: string): Promise<SmsRule> {
    return this.billing.entitlement(businessId, customSms);
  }

  /** GET /api/profile: the owner's view, in the spec's field names (the route writes its lists as JSON text). */
  async view(user: SessionUser): Promise<ProfileView> {
    const row = await this.#current(user.businessId);
    const account = await this.billing.account(user.businessId);
    const tier = await this.billing.effectiveTier(user.businessId);
    const extra: Pick<ProfileView, 'messengerEnabled' | 'facebookPageId' | 'facebookPageName'> & Record<string, unknown> = {
      messengerEnabled: false,
      facebookPageId: null,
      facebookPageName: null,
    };
    for (const fields of this.#fields.values()) Object.assign(extra, await fields(user.businessId));
    const preset = getPreset(row.businessType);
    return {
      businessName: row.businessName ?? null,
      email: row.email ?? null,
      businessPhone: row.businessPhone ?? null,
      googlePlaceId: row.googlePlaceId ?? null,
      placeIdStatus: placeIdStatusOf(row.googlePlaceId),
      logoUrl: logoUrlFromKey(row.logoKey ?? null),
      serviceTypes: row.serviceTypes,
      businessType: preset.id,
      customCriteria: this.criteriaOf(row),
      usesPresetCriteria: row.customCriteria === null || row.customCriteria === undefined,
      personalExperiencePrompt: row.personalExperiencePrompt ?? DEFAULT_EXPERIENCE_PROMPT,
      personalExperiencePlaceholder: row.personalExperiencePlaceholder ?? preset.placeholder,
      customSmsMessage: withStopLine(row.customSmsMessage ?? DEFAULT_SMS_MESSAGE),
      customSmsMessageMi: row.customSmsMessageMi ?? null,
      smsLongText: longTextOf(row),
      smsName: row.smsName ?? null,
      customerLanguage: languageChoiceOf(row.customerLanguage),
      smsRule: entitlementOf(this.billing.plan(tier), customSms),
      /** Whether customers see the logo: plans without it keep the upload for when the owner upgrades. */
      logoOnReviewPages: entitlementOf(this.billing.plan(tier), logoOnReviewPages),
      subscriptionTier: tier,
      subscriptionStatus: account.status,
      isAdmin: user.isAdmin,
      username: user.username,
      ...extra,
    };
  }

  async updateProfile(businessId: string, input: ProfileInput): Promise<void> {
    const row = await this.#writable(businessId);
    row.businessName = input.businessName;
    row.email = input.email;
    row.businessPhone = input.businessPhone;
    row.googlePlaceId = input.googlePlaceId;
    if (input.serviceTypes) row.serviceTypes = input.serviceTypes;
    row.updatedAt = this.clock.now();
    await this.db.em.flush();
    this.forget(businessId);
  }

  /**
   * PUT /api/profile, whole or one section's fields: what the body leaves out stays as it is. The SMS text follows
   * the plan's rule; on Free it cannot change at all.
   */
  async updateSettings(businessId: string, input: Partial<SettingsInput>): Promise<void> {
    const row = await this.#writable(businessId);
    if (input.customSmsMessage !== undefined) {
      const rule = await this.smsRule(businessId);
      const current = withStopLine(row.customSmsMessage ?? DEFAULT_SMS_MESSAGE);
      const sms = withStopLine(input.customSmsMessage);
      if (sms !== current) {
        if (rule === 'locked') {
          throw forbidden('Custom SMS text needs the Professional plan. Upgrade to change it.', {
            fields: { customSmsMessage: 'Custom SMS text needs the Professional plan.' },
          });
        }
        const problems = smsTemplateProblems(sms, rule);
        if (problems.length)
          throw badRequest(`customSmsMessage: ${problems.join('; ')}`, { fields: { customSmsMessage: problems.join('. ') } });
      }
      row.customSmsMessage = sms === withStopLine(DEFAULT_SMS_MESSAGE) ? null : sms;
    }
    if (input.customSmsMessageMi !== undefined) {
      // Empty or null: no te reo text of the owner's (te reo invitations send Korero's, or the English one).
      const sms = input.customSmsMessageMi?.trim() ? withStopLine(input.customSmsMessageMi) : null;
      if (sms !== (row.customSmsMessageMi ?? null)) {
        const rule = await this.smsRule(businessId);
        if (rule === 'locked') {
          throw forbidden('Custom SMS text needs the Professional plan. Upgrade to change it.', {
            fields: { customSmsMessageMi: 'Custom SMS text needs the Professional plan.' },
          });
        }
        const problems =
          sms === null
            ? []
            : smsTemplateProblems(sms, rule, TE_REO_GREETING).map((p) =>
                p.replace('SMS message', 'Te reo SMS message').replace('the message', 'the te reo message'),
              );
        if (problems.length)
          throw badRequest(`customSmsMessageMi: ${problems.join('; ')}`, { fields: { customSmsMessageMi: problems.join('. ') } });
      }
      row.customSmsMessageMi = sms;
    }
    // Stored null means "the preset's": criteria and a placeholder left out keep following the (new) preset.
    if (input.businessType !== undefined) row.businessType = input.businessType;
    const preset = getPreset(row.businessType);
    if (input.customCriteria !== undefined)
      row.customCriteria = sameCriteria(input.customCriteria, preset.criteria) ? null : input.customCriteria;
    if (input.personalExperiencePrompt !== undefined)
      row.personalExperiencePrompt = input.personalExperiencePrompt === DEFAULT_EXPERIENCE_PROMPT ? null : input.personalExperiencePrompt;
    if (input.personalExperiencePlaceholder !== undefined)
      row.personalExperiencePlaceholder =
        input.personalExperiencePlaceholder === preset.placeholder ? null : input.personalExperiencePlaceholder;
    row.updatedAt = this.clock.now();
    await this.db.em.flush();
    this.forget(businessId);
  }

  async setLogo(businessId: string, logoKey: string | null): Promise<string | null> {
    const row = await this.#writable(businessId);
    const previous = row.logoKey ?? null;
    row.logoKey = logoKey;
    row.updatedAt = this.clock.now();
    await this.db.em.flush();
    this.forget(businessId);
    return previous;
  }

  /** The business as its customers see it. The logo shows only on plans that include it (Professional and up). */
  async profile(businessId: string): Promise<PublicBusinessProfile | null> {
    return (await this.#loaded(businessId))?.value ?? null;
  }

  /**
   * The public profile and the SMS settings, from one read of the row (or the cache of it), kept together: null when
   * the business has no profile row and no owner.
   */
  async #loaded(businessId: string): Promise<{ value: PublicBusinessProfile; sms: SmsSettings } | null> {
    const cached = this.#public.get(businessId);
    if (cached && cached.until > performance.now()) return cached;
    const loaded = await this.#loadPublic(businessId);
    if (loaded) {
      if (this.#public.size >= PUBLIC_CACHE_MAX) this.#public.delete(this.#public.keys().next().value!);
      this.#public.set(businessId, { until: performance.now() + PUBLIC_TTL_MS, ...loaded });
    }
    return loaded;
  }

  /** Drops the cached public profile: after a write here, or when the business's plan changes. */
  forget(businessId: string): void {
    this.#public.delete(businessId);
  }

  async #loadPublic(businessId: string): Promise<{ value: PublicBusinessProfile; sms: SmsSettings } | null> {
    let row: ProfileFields | null = await this.db.em.findOne(BusinessProfile, { businessId });
    if (!row) {
      const account = await this.auth.ownerOf(businessId);
      if (!account) return null;
      row = defaultProfile(businessId, account.email);
    }
    const withLogo = row.logoKey ? await this.billing.entitlement(businessId, logoOnReviewPages) : false;
    return { value: this.#publicOf(row, withLogo), sms: smsSettingsOf(row) };
  }

  #publicOf(row: ProfileFields, withLogo: boolean): PublicBusinessProfile {
    const preset = getPreset(row.businessType);
    const prompt = row.personalExperiencePrompt ?? DEFAULT_EXPERIENCE_PROMPT;
    const placeholder = row.personalExperiencePlaceholder ?? preset.placeholder;
    return {
      businessId: row.businessId,
      businessName: row.businessName ?? null,
      businessType: isPresetId(row.businessType) ? row.businessType : 'general',
      criteria: this.criteriaOf(row),
      logoUrl: withLogo ? logoUrlFromKey(row.logoKey ?? null) : null,
      personalExperiencePrompt: prompt,
      personalExperiencePlaceholder: placeholder,
      serviceTypes: row.serviceTypes,
      googlePlaceId: row.googlePlaceId ?? null,
      language: languageChoiceOf(row.customerLanguage),
      criteriaWords: criteriaWordsOf(this.criteriaOf(row)),
      // Korero's te reo for the prompt and placeholder only while each is Korero's text exactly.
      experienceWords: { mi: presetPhrasesIn('mi', [prompt, placeholder]) },
    };
  }

  /** From the profile as `profile` loads it (one read for both, or none while it is cached). */
  async smsSettings(businessId: string): Promise<SmsSettings> {
    return (await this.#loaded(businessId))?.sms ?? smsSettingsOf(defaultProfile(businessId, null));
  }

  /** PUT /api/business/sms-name: the name texts use, in plain letters; null goes back to the business name. */
  async setSmsName(businessId: string, smsName: string | null): Promise<void> {
    const row = await this.#writable(businessId);
    row.smsName = smsName;
    row.updatedAt = this.clock.now();
    await this.db.em.flush();
    this.forget(businessId);
  }

  /** PUT /api/business/language: the language customers are asked in; English is stored as null (every row began so). */
  async setCustomerLanguage(businessId: string, language: LanguageChoice): Promise<void> {
    const row = await this.#writable(businessId);
    row.customerLanguage = language === 'en' ? null : language;
    row.updatedAt = this.clock.now();
    await this.db.em.flush();
    this.forget(businessId);
  }

  /** PUT /api/profile/sms-long-text: the owner's rule for texts longer than one segment (saved on its own). */
  async setSmsLongText(businessId: string, longText: SmsLongText): Promise<void> {
    const row = await this.#writable(businessId);
    row.smsLongText = longText === DEFAULT_SMS_LONG_TEXT ? null : longText;
    row.updatedAt = this.clock.now();
    await this.db.em.flush();
    this.forget(businessId);
  }

  async findByName(text: string, limit: number): Promise<string[]> {
    const like = containsPattern(text.trim());
    const rows = await this.db.em.find(BusinessProfile, { businessName: { $ilike: like } }, { fields: ['businessId'], limit });
    return rows.map((r) => r.businessId);
  }

  async idsAfter(after: string | null, limit: number): Promise<string[]> {
    const rows = await this.db.em.execute<Array<{ business_id: string }>>(
      `select business_id from business_profile${after ? ' where business_id > ?' : ''} order by business_id limit ?`,
      after ? [after, limit] : [limit],
    );
    return rows.map((r) => r.business_id);
  }

  async adminSummaries(businessIds: string[]): Promise<Map<string, BusinessSummary>> {
    if (!businessIds.length) return new Map();
    const rows = await this.db.em.find(BusinessProfile, { businessId: { $in: businessIds } });
    return new Map(
      rows.map((r) => [
        r.businessId,
        { businessName: r.businessName ?? null, businessPhone: r.businessPhone ?? null, googlePlaceId: r.googlePlaceId ?? null },
      ]),
    );
  }

  async setPlaceId(businessId: string, placeId: string | null): Promise<void> {
    const row = await this.#writable(businessId);
    row.googlePlaceId = placeId;
    row.updatedAt = this.clock.now();
    await this.db.em.flush();
    this.forget(businessId);
  }

  /** The names businesses saved (the kernel's business switcher lists them); unnamed ones are left out. */
  async names(businessIds: string[]): Promise<Map<string, string>> {
    const rows = await this.db.em.find(BusinessProfile, { businessId: { $in: businessIds } }, { fields: ['businessId', 'businessName'] });
    return new Map(rows.filter((r) => r.businessName).map((r) => [r.businessId, r.businessName!]));
  }

  /** A business someone started (auth.businessCreated): its profile, with the name it was given. Twice is harmless. */
  async startNamed(businessId: string, businessName: string): Promise<void> {
    const row = await this.#writable(businessId);
    if (!row.businessName) {
      row.businessName = businessName.slice(0, 120);
      row.updatedAt = this.clock.now();
      await this.db.em.flush();
      this.forget(businessId);
    }
  }

  async contactEmail(businessId: string): Promise<string | null> {
    const row = await this.db.em.findOne(BusinessProfile, { businessId });
    return row?.email ?? (await this.auth.ownerOf(businessId))?.email ?? null;
  }

  contributeStats(source: string, count: (businessId: string) => Promise<StatsContribution>): void {
    this.#stats.set(source, count);
  }

  contributeProfileFields(source: string, fields: (businessId: string) => Promise<Record<string, unknown>>): void {
    this.#fields.set(source, fields);
  }

  /** GET /api/stats: what the contributing modules count, zero where none does. */
  async stats(businessId: string): Promise<Stats> {
    const total = {
      invitesSent: 0,
      invitesAnswered: 0,
      reviewsGenerated: 0,
      ratingSum: 0,
      ratingCount: 0,
      publicLinkSubmissions: 0,
      publicLinkRatingSum: 0,
    };
    for (const count of this.#stats.values()) {
      const c = await count(businessId);
      for (const name of Object.keys(total) as Array<keyof typeof total>) total[name] += c[name] ?? 0;
    }
    const { invitesSent, invitesAnswered, reviewsGenerated } = total;
    return {
      invitesSent,
      reviewsGenerated,
      averageRating: average(total.ratingSum, total.ratingCount),
      // Invitations answered ÷ invitations sent: the public link's submissions answer no invitation, so never count.
      responseRate: invitesSent > 0 ? Math.min(100, Math.round((invitesAnswered / invitesSent) * 100)) : 0,
      publicLink: {
        submissions: total.publicLinkSubmissions,
        averageRating: average(total.publicLinkRatingSum, total.publicLinkSubmissions),
      },
    };
  }

  async deleteBusiness(businessId: string): Promise<string | null> {
    const row = await this.db.em.findOne(BusinessProfile, { businessId });
    await this.db.em.nativeDelete(BusinessProfile, { businessId });
    this.forget(businessId);
    return row?.logoKey ?? null;
  }
}
