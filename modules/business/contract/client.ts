/**
 * The business API for front ends (this module's and others'): query keys and typed calls. The profile's lists
 * arrive as the spec's JSON text and are parsed here, once.
 */
import type { ReviewCriteria } from '@korero/config/presets/types';
import { apiRequest, parseJsonText, parseTextList } from '@korero/web-kit';
import type {
  BusinessType,
  PlaceCandidate,
  PlaceIdHelpAnswer,
  PlaceIdHelpInput,
  ProfileAnswer,
  ProfileInput,
  ProfileView,
  PublicBusinessAnswer,
  SettingsInput,
  Stats,
} from './api.ts';
import type { LanguageChoice, SmsLongText } from '@korero/core/contract';

export const PROFILE_KEY = ['/api/profile'] as const;
export const STATS_KEY = ['/api/stats'] as const;
export const BUSINESS_TYPES_KEY = ['/api/business-types'] as const;
export const publicProfileKey = (clientId: string) => ['/api/business/profile', clientId] as const;

type Data<T> = { data: T };

const isCriteria = (value: unknown) => typeof value === 'object' && value !== null && Array.isArray((value as ReviewCriteria).quality);

/** The profile answer with its lists as lists. */
export function readProfile(answer: ProfileAnswer): ProfileView {
  const criteria = parseJsonText<ReviewCriteria | null>(answer.customCriteria, null, isCriteria);
  return { ...answer, serviceTypes: parseTextList(answer.serviceTypes), customCriteria: criteria ?? emptyCriteria() };
}

/** What a customer's page reads of a business, with its lists as lists (criteria null when unreadable). */
export interface PublicBusiness extends Omit<PublicBusinessAnswer, 'customCriteria' | 'serviceTypes'> {
  customCriteria: ReviewCriteria | null;
  serviceTypes: string[];
}

export function readPublicBusiness(answer: PublicBusinessAnswer): PublicBusiness {
  return {
    ...answer,
    customCriteria: parseJsonText<ReviewCriteria | null>(answer.customCriteria, null, isCriteria),
    serviceTypes: parseTextList(answer.serviceTypes),
  };
}

const emptyCriteria = (): ReviewCriteria => ({
  quality: [],
  service: [],
  timeliness: [],
  communication: [],
  value: [],
  improvementAreas: [],
});

/**
 * The profile query every front end shares (its key is the cache entry all of them read and invalidate), so the
 * cached value always has one shape: `{ data: ProfileView }`.
 */
export const profileQuery = {
  queryKey: PROFILE_KEY,
  queryFn: async (): Promise<{ data: ProfileView }> => ({ data: await businessClient.profile() }),
};

export const businessClient = {
  /** GET /api/profile, lists parsed. */
  profile: async () => readProfile((await apiRequest<Data<ProfileAnswer>>('GET', PROFILE_KEY[0])).data),
  updateProfile: async (input: ProfileInput) => readProfile((await apiRequest<Data<ProfileAnswer>>('PATCH', PROFILE_KEY[0], input)).data),
  updateSettings: async (input: SettingsInput) => readProfile((await apiRequest<Data<ProfileAnswer>>('PUT', PROFILE_KEY[0], input)).data),
  /** PUT /api/profile/sms-long-text: saved on its own. */
  setSmsLongText: (smsLongText: SmsLongText) =>
    apiRequest<Data<{ smsLongText: SmsLongText }>>('PUT', '/api/profile/sms-long-text', { smsLongText }),
  /** PUT /api/business/sms-name: the name texts use, in plain letters; null: the business name. */
  setSmsName: (smsName: string | null) => apiRequest<Data<{ smsName: string | null }>>('PUT', '/api/business/sms-name', { smsName }),
  setCustomerLanguage: (language: LanguageChoice) =>
    apiRequest<Data<{ language: LanguageChoice }>>('PUT', '/api/business/language', { language }),
  setLogo: (logoUrl: string) => apiRequest<Data<{ logoUrl: string | null }>>('PATCH', '/api/profile/logo', { logoUrl }),
  logoTicket: () => apiRequest<{ uploadURL: string; logoUrl: string }>('POST', '/api/logos/upload'),
  stats: () => apiRequest<Data<Stats>>('GET', STATS_KEY[0]),
  businessTypes: () => apiRequest<Data<BusinessType[]>>('GET', BUSINESS_TYPES_KEY[0]),
  searchPlaces: (query: string) =>
    apiRequest<{ success: boolean; data: { candidates: PlaceCandidate[] } }>('POST', '/api/places/search', {
      query,
      location: 'New Zealand',
    }),
  askForPlaceId: (input: PlaceIdHelpInput) => apiRequest<PlaceIdHelpAnswer>('POST', '/api/support/place-id-request', input),
  /** GET /api/business/profile/{clientId}: public, what a customer sees. */
  publicProfile: async (clientId: string) =>
    readPublicBusiness((await apiRequest<Data<PublicBusinessAnswer>>('GET', `/api/business/profile/${encodeURIComponent(clientId)}`)).data),
};
