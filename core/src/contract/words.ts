/**
 * A name that closes a sentence, with its full stop: "Smith Ltd." takes no second one ("Ltd.."), and neither does a
 * name ending in "!" or "?". Shared by servers and pages, so every sentence that ends on a name reads the same.
 */
export function closeSentence(name: string): string {
  const trimmed = name.trimEnd();
  return /[.!?…]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}
