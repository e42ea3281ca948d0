import { ApiError, compressImage } from '@korero/web-kit';
import { businessClient } from '../../../contract/client.ts';

export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/jpg', 'image/webp'];
export const LOGO_MAX_BYTES = 5 * 1024 * 1024;

/** The spec's checks before anything is sent: a title and a description for the toast, or null when fine. */
export function checkLogoFile(file: File): { title: string; description: string } | null {
  if (!LOGO_TYPES.includes(file.type)) return { title: 'Not an image Korero can use', description: 'Choose a PNG, JPEG or WebP image.' };
  if (file.size > LOGO_MAX_BYTES) return { title: 'File too large', description: 'Please select an image smaller than 5MB.' };
  return null;
}

/** Resize to fit 200×200 at JPEG 0.8, ask for an upload URL, send the bytes there, then save the public path. */
export async function uploadLogo(file: File): Promise<string> {
  const blob = await compressImage(file, 200, 0.8);
  const { uploadURL, logoUrl } = await businessClient.logoTicket().catch((error: unknown) => {
    throw new Error(`Upload URL request failed: ${error instanceof ApiError ? error.status : (error as Error).message}`);
  });
  const put = await fetch(uploadURL, { method: 'PUT', credentials: 'include', headers: { 'content-type': 'image/jpeg' }, body: blob });
  if (!put.ok) throw new Error(`File upload failed: ${put.status} - ${await put.text()}`);
  try {
    const saved = await businessClient.setLogo(logoUrl);
    return saved.data.logoUrl ?? logoUrl;
  } catch (error) {
    throw new Error(`Failed to save logo to profile: ${(error as Error).message}`, { cause: error });
  }
}
