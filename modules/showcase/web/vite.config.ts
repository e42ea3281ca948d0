import { fileURLToPath } from 'node:url';
import { remoteViteConfig } from '@korero/web-kit/build';

export default remoteViteConfig({
  id: 'showcase',
  root: fileURLToPath(new URL('.', import.meta.url)),
  entry: './src/showcase.web-module.tsx',
});
