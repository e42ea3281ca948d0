import { defineProvider } from '../../sdk/define-provider.ts';
import { EmbeddedAi } from './ai.embedded.adapter.ts';

/** The embedded default: no model (callers draft and read with their own code), no voice transcription. */
export default defineProvider({
  id: 'embedded',
  // Its name before the AI port became generic (the composer it ran is now the reviews module's).
  formerIds: ['composer'],
  channel: 'ai',
  title: 'no AI model (built-in fallbacks)',
  create: () => new EmbeddedAi(),
});
