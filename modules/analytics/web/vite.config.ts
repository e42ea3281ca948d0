import { fileURLToPath } from 'node:url';
import { remoteViteConfig } from '@korero/web-kit/build';

export default remoteViteConfig({
  id: 'analytics',
  root: fileURLToPath(new URL('.', import.meta.url)),
  entry: './src/analytics.web-module.tsx',
});
