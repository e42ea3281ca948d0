import type { CriteriaWords } from '@korero/module-business/contract';
import { useT } from '@korero/web-kit';

/**
 * A business's text in the page's language (issue 48): Korero's te reo when the text is exactly Korero's (a preset's
 * phrase or placeholder, the default prompt: the server sends those few, `words`), else as the owner wrote it.
 */
function useTeReo(text: string, words: CriteriaWords | undefined): { mi: string | undefined; both: boolean } {
  const { languages } = useT();
  // Own keys only: an owner's phrase such as "constructor" is not a word the server sent.
  const mi = languages.includes('mi') && words && Object.hasOwn(words.mi, text) ? words.mi[text] : undefined;
  return { mi, both: languages.length > 1 };
}

/** As an element's text: with "both", te reo then English, each marked with its lang. */
export function KoreroText({ text, words }: { text: string; words: CriteriaWords | undefined }) {
  const { mi, both } = useTeReo(text, words);
  if (!mi) return <>{text}</>;
  if (!both) return <>{mi}</>;
  return (
    <>
      <span lang="mi">{mi}</span> / <span lang="en-NZ">{text}</span>
    </>
  );
}

/** As one string, for an attribute such as a placeholder: with "both", "te reo / English". */
export function useKoreroText(text: string, words: CriteriaWords | undefined): string {
  const { mi, both } = useTeReo(text, words);
  if (!mi) return text;
  return both ? `${mi} / ${text}` : mi;
}
