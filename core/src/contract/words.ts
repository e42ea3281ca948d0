/**
 * A name that closes a sentence, with its full stop: "Smith Ltd." takes no second one ("Ltd.."), and neither does a
 * name ending in "!" or "?". Shared by servers and pages, so every sentence that ends on a name reads the same.
 */
export function closeSentence(name: string): string {
  const trimmed = name.trimEnd();
  return /[.!?…]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

/**
 * A phone number as New Zealanders write it: "+64 21 555 0103" and "0215550103" read "021 555 0103", a landline
 * "04 555 0199", a freephone "0800 555 019". A number from elsewhere, or one that does not read as a New Zealand
 * number, is shown as it was given.
 */
export function formatNzPhone(phone: string): string {
  const given = phone.trim();
  const digits = given.replace(/[\s().-]/g, '');
  let national: string | null = null;
  if (/^\+64\d{7,10}$/.test(digits)) national = `0${digits.slice(3)}`;
  else if (/^0064\d{7,10}$/.test(digits)) national = `0${digits.slice(4)}`;
  else if (/^0\d{7,10}$/.test(digits)) national = digits;
  if (!national) return given;
  const group = (prefix: number, rest: string) => {
    const tail = national!.slice(prefix);
    const split = tail.length <= 6 ? 3 : tail.length - 4;
    return `${national!.slice(0, prefix)} ${tail.slice(0, split)} ${tail.slice(split)}${rest}`;
  };
  // Freephone and other 4-digit prefixes (0800, 0508, 0900), then mobiles (02x), then landlines (03–09).
  if (/^0(800|508|900)/.test(national)) return group(4, '');
  if (/^02\d/.test(national)) return group(3, '');
  if (/^0[3-9]\d{7}$/.test(national)) return group(2, '');
  return given;
}

/** What a greeting calls a person: the first word of their own name when they gave one ("Aroha"), else their username. */
export function greetingName(user: { username: string; displayName?: string | null }): string {
  return user.displayName?.trim().split(/\s+/)[0] || user.username;
}
