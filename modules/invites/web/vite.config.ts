import { fileURLToPath } from 'node:url';
import { remoteViteConfig } from '@korero/web-kit/build';

export default remoteViteConfig({
  id: 'invites',
  root: fileURLToPath(new URL('.', import.meta.url)),
  entry: './src/invites.web-module.tsx',
});
