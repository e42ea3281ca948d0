/** Logos are public objects: stored under "logos/<uuid>", served at "/public-objects/logos/<uuid>". */
const LOGO_URL = /^\/public-objects\/(logos\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

export function logoUrlFromKey(key: string | null): string | null {
  return key ? `/public-objects/${key}` : null;
}

/** The storage key a logo URL points at, or null when it is not one of Korero's own logo paths. */
export function logoKeyFromUrl(url: string): string | null {
  return LOGO_URL.exec(url)?.[1] ?? null;
}
