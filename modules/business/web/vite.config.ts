import { fileURLToPath } from 'node:url';
import { remoteViteConfig } from '@korero/web-kit/build';

export default remoteViteConfig({
  id: 'business',
  root: fileURLToPath(new URL('.', import.meta.url)),
  entry: './src/business.web-module.tsx',
});
