import { fileURLToPath } from 'node:url';
import { remoteViteConfig } from '@korero/web-kit/build';

export default remoteViteConfig({
  id: 'reviews',
  root: fileURLToPath(new URL('.', import.meta.url)),
  entry: './src/reviews.web-module.tsx',
});
