import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { ReviewCriteria } from '@korero/config/presets/types';

/** One row per business (its id is the owner's account id). Settings fall back to the preset where null. */
export const BusinessProfile = defineEntity({
  name: 'BusinessProfile',
  tableName: 'business_profile',
  properties: {
    businessId: p.uuid().primary(),
    businessName: p.string().length(120).nullable(),
    email: p.string().length(254).nullable(),
    businessPhone: p.string().length(30).nullable(),
    googlePlaceId: p.string().length(300).nullable(),
    /** Storage key of the logo ("logos/<uuid>"); its public path is /public-objects/<key>. */
    logoKey: p.string().length(200).nullable(),
    serviceTypes: p.json<string[]>(),
    businessType: p.string().length(30),
    /** Null while the business uses its preset's criteria unchanged. */
    customCriteria: p.json<ReviewCriteria>().nullable(),
    personalExperiencePrompt: p.string().length(500).nullable(),
    personalExperiencePlaceholder: p.string().length(500).nullable(),
    /** Null while the business sends the default text. Stored with its STOP line. */
    customSmsMessage: p.string().length(200).nullable(),
    /** The owner's own text in te reo (issue 48), with its STOP line; null: none (te reo invitations follow the rules in smsTemplateIn). */
    customSmsMessageMi: p.string().length(200).nullable(),
    /** What happens to a text longer than one segment: 'shorten' the job, or 'split' into more texts. Null: 'shorten'. */
    smsLongText: p.string().length(10).nullable(),
    /** The name texts use, in plain letters (160 characters a part); null: the business name. */
    smsName: p.string().length(60).nullable(),
    /** The language customers are asked in: 'en', 'mi' or 'both' (issue 48); null: English. */
    customerLanguage: p.string().length(4).nullable(),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
  },
});
export type BusinessProfile = InferEntity<typeof BusinessProfile>;
