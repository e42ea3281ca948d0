import { fileURLToPath } from 'node:url';
import { remoteViteConfig } from '@korero/web-kit/build';

export default remoteViteConfig({
  id: 'followups',
  root: fileURLToPath(new URL('.', import.meta.url)),
  entry: './src/followups.web-module.tsx',
});
