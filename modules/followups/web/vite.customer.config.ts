import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import { leanPageViteConfig } from '@korero/web-kit/build';

/** The customer's lean follow-up page (see customer/main.tsx), served by the followups module for /follow-up/{token}. */
export default leanPageViteConfig({
  id: 'followups',
  root: fileURLToPath(new URL('.', import.meta.url)),
  page: 'customer',
  plugins: [tailwindcss()],
});
