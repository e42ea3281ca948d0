/** Clipboard and new tab, started inside the tap that asked for them (browsers block both once that moment passes). */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** Opens a blank tab now, to point at a URL once it is known; null when the browser blocked it. */
export function reserveTab(): Window | null {
  try {
    return window.open('about:blank', '_blank');
  } catch {
    return null;
  }
}

export function googleSearchUrl(businessName: string): string {
  return `https://www.google.com/search?q=${encodeURIComponent(`${businessName} reviews`)}`;
}
