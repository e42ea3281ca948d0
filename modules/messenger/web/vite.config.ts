import { fileURLToPath } from 'node:url';
import { remoteViteConfig } from '@korero/web-kit/build';

export default remoteViteConfig({
  id: 'messenger',
  root: fileURLToPath(new URL('.', import.meta.url)),
  entry: './src/messenger.web-module.tsx',
});
