import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import { leanPageViteConfig } from '@korero/web-kit/build';

/** The lean "Ask for a review" page (see technician/main.tsx), served by the invites module for /ask: what a
 * technician's phone loads first. */
export default leanPageViteConfig({
  id: 'invites',
  root: fileURLToPath(new URL('.', import.meta.url)),
  page: 'technician',
  plugins: [tailwindcss()],
});
