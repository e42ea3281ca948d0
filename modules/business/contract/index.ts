import { defineServiceRef } from '@korero/core/sdk';
import type { PresetId, ReviewCriteria } from '@korero/config/presets/types';
import type { SmsLongText } from '@korero/core/contract';
import type { LanguageChoice } from '@korero/core/contract';

export * from './sms.ts';
export type { PresetId, ReviewCriteria };

/** What the customer's page may know about a business, and nothing else. */
export interface PublicBusinessProfile {
  businessId: string;
  businessName: string | null;
  businessType: PresetId;
  criteria: ReviewCriteria;
  logoUrl: string | null;
  personalExperiencePrompt: string;
  personalExperiencePlaceholder: string;
  serviceTypes: string[];
  googlePlaceId: string | null;
  /** The language its customers are asked in, unless an invitation says otherwise (issue 48). */
  language: LanguageChoice;
  /**
   * Korero's words in te reo for those of `criteria`'s phrases that are a preset's own, phrase → words (issue 48). An
   * owner's own or edited phrase is not in it: it stays as written.
   */
  criteriaWords: CriteriaWords;
  /**
   * Korero's words in te reo for the personal-experience prompt and placeholder, each when it is exactly Korero's (the
   * default prompt, a preset's placeholder), text → words (issue 48). An owner's own or edited text stays as written.
   */
  experienceWords: CriteriaWords;
}

/** Per language other than English: a criteria phrase (or other Korero text) → Korero's words for it in that language. */
export type CriteriaWords = { mi: Record<string, string> };

/** Counts another module keeps for the dashboard (invitations, reviews…). */
export interface StatsContribution {
  invitesSent?: number;
  /** Invitations answered with a review: the response rate's numerator (÷ invitesSent). */
  invitesAnswered?: number;
  /** Reviews that answer an invitation (those the owner has kept). */
  reviewsGenerated?: number;
  ratingSum?: number;
  ratingCount?: number;
  /** Submissions through the public review link, no invitation behind them: shown apart, never a response. */
  publicLinkSubmissions?: number;
  publicLinkRatingSum?: number;
}

/** What an invitation's text is made from: compose it with `inviteSms` (contract/sms.ts). */
export interface SmsSettings {
  /** The business's template, STOP line last. */
  template: string;
  /** The name the text gives (UNNAMED_BUSINESS when the business has none yet). */
  businessName: string;
  /** The owner's rule for a text longer than one segment. */
  longText: SmsLongText;
  /** The owner wrote their own template (false: Korero's default, which has a te reo version). */
  custom: boolean;
  /** The owner's own te reo template, STOP line last, or null when they wrote none. */
  templateMi: string | null;
}

export interface BusinessSummary {
  businessName: string | null;
  businessPhone: string | null;
  googlePlaceId: string | null;
}

export interface BusinessDirectory {
  /** null when the business has no profile row yet. */
  profile(businessId: string): Promise<PublicBusinessProfile | null>;
  /**
   * What the business's texts are made from: its template, its name and its rule for long texts. From the same read
   * as `profile` (kept with it for a few seconds, dropped when the business changes them), so a sender that needs
   * both reads the profile once.
   */
  smsSettings(businessId: string): Promise<SmsSettings>;
  /** The email the business gave in its profile (falls back to the owner's account email). */
  contactEmail(businessId: string): Promise<string | null>;
  /** For administrators: the ids of businesses whose name contains `text` (any case), at most `limit`. */
  findByName(text: string, limit: number): Promise<string[]>;
  /** Every business with a profile, by id, `limit` at a time after `after` (keyset): for sweeps over all businesses. */
  idsAfter(after: string | null, limit: number): Promise<string[]>;
  /** For administrators: name, phone and Place ID of each business that has a profile. */
  adminSummaries(businessIds: string[]): Promise<Map<string, BusinessSummary>>;
  /** For administrators: sets (or, with null, clears) a business's Place ID; the format is the caller's to check. */
  setPlaceId(businessId: string, placeId: string | null): Promise<void>;
  /** Extension point: a module adds its counts to GET /api/stats. */
  contributeStats(source: string, count: (businessId: string) => Promise<StatsContribution>): void;
  /** Extension point: a module adds fields to GET /api/profile (e.g. Messenger's connection). */
  contributeProfileFields(source: string, fields: (businessId: string) => Promise<Record<string, unknown>>): void;
}

export const businessDirectory = defineServiceRef<BusinessDirectory>('business.directory');
export * from './entitlements.ts';
