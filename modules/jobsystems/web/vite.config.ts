import { fileURLToPath } from 'node:url';
import { remoteViteConfig } from '@korero/web-kit/build';

export default remoteViteConfig({
  id: 'jobsystems',
  root: fileURLToPath(new URL('.', import.meta.url)),
  entry: './src/jobsystems.web-module.tsx',
});
