import { fileURLToPath } from 'node:url';
import { remoteViteConfig } from '@korero/web-kit/build';

export default remoteViteConfig({ id: 'teams', root: fileURLToPath(new URL('.', import.meta.url)), entry: './src/teams.web-module.tsx' });
