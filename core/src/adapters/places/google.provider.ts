import { z } from 'zod';
import { defineProvider } from '../../sdk/define-provider.ts';
import { GooglePlaces } from './places.google.adapter.ts';

/** Business search through Google's Places web service (plain fetch, no SDK). */
export default defineProvider({
  id: 'google',
  channel: 'places',
  title: 'Google Places',
  env: z.object({
    GOOGLE_PLACES_API_KEY: z.string().min(1),
    GOOGLE_PLACES_BASE_URL: z.url().default('https://maps.googleapis.com'),
  }),
  impliedBy: ['GOOGLE_PLACES_API_KEY'],
  create: (settings) => new GooglePlaces(settings.GOOGLE_PLACES_API_KEY, settings.GOOGLE_PLACES_BASE_URL),
});
