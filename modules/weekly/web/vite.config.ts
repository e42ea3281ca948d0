import { fileURLToPath } from 'node:url';
import { remoteViteConfig } from '@korero/web-kit/build';

export default remoteViteConfig({
  id: 'weekly',
  root: fileURLToPath(new URL('.', import.meta.url)),
  entry: './src/weekly.web-module.tsx',
});
