import { defineProvider } from '../../sdk/define-provider.ts';
import { ComposerAi } from './ai.composer.adapter.ts';

/** The embedded default: drafts composed from the customer's own answers; no voice transcription. */
export default defineProvider({ id: 'composer', channel: 'ai', title: 'the built-in composer', create: () => new ComposerAi() });
