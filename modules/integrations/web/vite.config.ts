import { fileURLToPath } from 'node:url';
import { remoteViteConfig } from '@korero/web-kit/build';

export default remoteViteConfig({
  id: 'integrations',
  root: fileURLToPath(new URL('.', import.meta.url)),
  entry: './src/integrations.web-module.tsx',
});
