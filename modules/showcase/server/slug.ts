import { randomBytes } from 'node:crypto';

/** 128 random bits, base64url (22 characters): nobody finds a business's widget by guessing. */
export const newWidgetKey = (): string => randomBytes(16).toString('base64url');

/**
 * The public page's address made from the business's name: lower-case words joined by hyphens, macrons and accents
 * dropped ("Rāwiri's Plumbing & Gas" → "rawiris-plumbing-gas"), 3 to 60 characters; a name too short for one gets
 * "business-" and a few random letters.
 */
export function slugOf(name: string | null): string {
  const words = (name ?? '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 52)
    .replace(/-+$/, '');
  return words.length >= 3 ? words : `business-${randomBytes(4).toString('hex')}`;
}

/** The nth alternative when a slug is taken: "rangi-plumbing-2", "-3", …, then a random tail. */
export function slugAlternative(slug: string, attempt: number): string {
  return attempt < 10 ? `${slug}-${attempt + 2}` : `${slug}-${randomBytes(3).toString('hex')}`;
}
