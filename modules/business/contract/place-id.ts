/**
 * The spec's reading of a stored Place ID (settings-insights-admin.md): empty is Not Configured; starting with ChIJ
 * and longer than 20 characters is (Successfully) Linked; anything else is an Invalid Configuration.
 */
export type PlaceIdStatus = 'not_configured' | 'linked' | 'invalid';

export const PLACE_ID_FORMAT = /^ChIJ[A-Za-z0-9_-]{17,}$/;
export const PLACE_ID_FORMAT_MESSAGE =
  'A Google Place ID starts with ChIJ and is longer than 20 characters, e.g. ChIJN1t_tDeuEmsRUsoyG83frY4';

export function placeIdStatusOf(placeId: string | null | undefined): PlaceIdStatus {
  const value = placeId?.trim() ?? '';
  if (!value) return 'not_configured';
  return PLACE_ID_FORMAT.test(value) ? 'linked' : 'invalid';
}

/** The spec's labels for each status, and the sentence beside it. */
export const PLACE_ID_STATUS: Record<PlaceIdStatus, { label: string; detail: string }> = {
  not_configured: { label: 'Not Configured', detail: 'No Place ID configured' },
  linked: { label: 'Successfully Linked', detail: 'Valid Place ID configured' },
  invalid: { label: 'Invalid Configuration', detail: 'Malformed Place ID - needs help' },
};
