import { fileURLToPath } from 'node:url';
import { remoteViteConfig } from '@korero/web-kit/build';

export default remoteViteConfig({ id: 'admin', root: fileURLToPath(new URL('.', import.meta.url)), entry: './src/admin.web-module.tsx' });
