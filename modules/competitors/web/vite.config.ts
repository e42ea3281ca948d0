import { fileURLToPath } from 'node:url';
import { remoteViteConfig } from '@korero/web-kit/build';

export default remoteViteConfig({
  id: 'competitors',
  root: fileURLToPath(new URL('.', import.meta.url)),
  entry: './src/competitors.web-module.tsx',
});
