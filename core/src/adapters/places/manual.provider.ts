import { defineProvider } from '../../sdk/define-provider.ts';
import { noPlaces } from './places.none.adapter.ts';

/** The embedded default: no search; owners enter their Place ID by hand. */
export default defineProvider({ id: 'manual', channel: 'places', title: 'manual Place ID entry', create: () => noPlaces });
