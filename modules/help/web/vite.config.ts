import { fileURLToPath } from 'node:url';
import { remoteViteConfig } from '@korero/web-kit/build';

export default remoteViteConfig({ id: 'help', root: fileURLToPath(new URL('.', import.meta.url)), entry: './src/help.web-module.tsx' });
