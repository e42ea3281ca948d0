/** The spec's reading of a stored Place ID: a real one starts with ChIJ and is longer than 20 characters. */
export type PlaceIdStatus = 'missing' | 'linked' | 'malformed';

export function placeIdStatus(placeId: string | null | undefined): PlaceIdStatus {
  const value = placeId?.trim() ?? '';
  if (!value) return 'missing';
  return value.startsWith('ChIJ') && value.length > 20 ? 'linked' : 'malformed';
}
