import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import { leanPageViteConfig } from '@korero/web-kit/build';

/** The lean customer entry (see customer/main.tsx), served by the reviews module for /review/{token} and the other
 * customer links. */
export default leanPageViteConfig({
  id: 'reviews',
  root: fileURLToPath(new URL('.', import.meta.url)),
  page: 'customer',
  plugins: [tailwindcss()],
});
