import { fileURLToPath } from 'node:url';
import { remoteViteConfig } from '@korero/web-kit/build';

export default remoteViteConfig({
  id: 'subscription',
  root: fileURLToPath(new URL('.', import.meta.url)),
  entry: './src/subscription.web-module.tsx',
});
