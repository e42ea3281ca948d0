import { fileURLToPath } from 'node:url';
import { remoteViteConfig } from '@korero/web-kit/build';

export default remoteViteConfig({
  id: 'compliance',
  root: fileURLToPath(new URL('.', import.meta.url)),
  entry: './src/compliance.web-module.tsx',
});
