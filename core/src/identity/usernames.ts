/**
 * Usernames compare as people read them: NFKC folds compatibility forms (fullwidth "ｒｅａｌ", ligatures, circled
 * and superscript letters) into their plain letters, and case folding makes "Real", "REAL" and "real" one name.
 * Upper-then-lower folds the cases that lower-casing alone misses ("ß" and "ss", the Greek final sigma).
 */
export function usernameKey(name: string): string {
  return name.normalize('NFKC').toUpperCase().toLowerCase().normalize('NFKC');
}
