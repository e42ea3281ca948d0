import { fileURLToPath } from 'node:url';
import { remoteViteConfig } from '@korero/web-kit/build';

export default remoteViteConfig({
  id: 'google',
  root: fileURLToPath(new URL('.', import.meta.url)),
  entry: './src/google.web-module.tsx',
});
