import type { PlacesPort } from '../../ports/places.port.ts';

/** With no Places provider configured, nothing is found, and the page opens manual Place ID entry. */
export const noPlaces: PlacesPort = {
  provider: null,
  search: async () => [],
  details: async () => null,
  nearby: async () => [],
};
