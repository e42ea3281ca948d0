import { catalogues } from '../locales/index.ts';

/** A compiled message that is plain text (every preset phrase is), or null. */
function plain(message: unknown): string | null {
  if (typeof message === 'string') return message;
  return Array.isArray(message) && message.every((part) => typeof part === 'string') ? message.join('') : null;
}

/**
 * Korero's words in `language` for those of `phrases` that are Korero's own (issue 48: a preset's phrase or
 * placeholder, the default prompt): phrase → its words. A text the owner wrote or edited is not Korero's, so it is left
 * out and stays as written. Server side: the customer's page is sent only its business's few texts, never the whole
 * catalogue.
 */
export function presetPhrasesIn(language: keyof typeof catalogues, phrases: Iterable<string>): Record<string, string> {
  const messages = catalogues[language] as Record<string, unknown>;
  const words: Record<string, string> = {};
  for (const phrase of phrases) {
    if (!Object.hasOwn(messages, phrase)) continue;
    const text = plain(messages[phrase]);
    if (text !== null && text !== phrase) words[phrase] = text;
  }
  return words;
}
