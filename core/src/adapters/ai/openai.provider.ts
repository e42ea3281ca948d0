import { z } from 'zod';
import { defineProvider } from '../../sdk/define-provider.ts';

/** Structured completion and voice transcription through OpenAI (or any API compatible with it). The SDK is imported only when OpenAI is the AI provider. */
export default defineProvider({
  id: 'openai',
  channel: 'ai',
  title: 'OpenAI',
  env: z.object({
    OPENAI_API_KEY: z.string().min(1),
    OPENAI_BASE_URL: z.url().optional(),
    OPENAI_MODEL: z.string().min(1).default('gpt-4o-mini'),
    OPENAI_TRANSCRIBE_MODEL: z.string().min(1).default('whisper-1'),
  }),
  impliedBy: ['OPENAI_API_KEY'],
  async create(settings, deps) {
    const { OpenAiModel } = await import('./ai.openai.adapter.ts');
    return new OpenAiModel(
      {
        apiKey: settings.OPENAI_API_KEY,
        baseUrl: settings.OPENAI_BASE_URL,
        model: settings.OPENAI_MODEL,
        transcribeModel: settings.OPENAI_TRANSCRIBE_MODEL,
      },
      deps.logger,
    );
  },
});
