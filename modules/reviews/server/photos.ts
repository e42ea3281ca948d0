/** Photos arrive as data URLs; each is checked and re-encoded by the kernel's image helper, so only pixels are stored. */
import { cleanImage, HttpError, IMAGE_EXTENSIONS, type CleanImage } from '@korero/core/sdk';
import { PHOTO_MAX_BYTES } from '../contract/api.ts';

/** Enough for a phone screen and a zoom; a 40-megapixel original is not kept. */
const PHOTO_MAX_SIDE = 2048;

export type CleanPhoto = CleanImage;
export const EXTENSIONS = IMAGE_EXTENSIONS;

/** The error names the photo and marks the field, so the form can show it beside the photos. */
const photoError = (status: number, message: string) => new HttpError(status, message, { fields: { photoUrls: message } });

/**
 * Every photo decoded from its data URL and cleaned (too many bytes or pixels: 413; not a JPG, PNG or WebP: 400).
 * One at a time: each decode may take tens of megabytes, and the customer sends at most three.
 */
export async function cleanPhotos(dataUrls: string[]): Promise<CleanPhoto[]> {
  const photos: CleanPhoto[] = [];
  for (const [index, dataUrl] of dataUrls.entries()) {
    const label = `Photo ${index + 1}`;
    const match = /^data:[\w/+.-]+;base64,([A-Za-z0-9+/=\s]+)$/.exec(dataUrl);
    if (!match) throw photoError(400, `${label} is not an image file.`);
    try {
      photos.push(
        await cleanImage(Buffer.from(match[1]!, 'base64'), {
          label,
          kind: 'a photo',
          types: ['image/jpeg', 'image/png', 'image/webp'],
          maxBytes: PHOTO_MAX_BYTES,
          maxSide: PHOTO_MAX_SIDE,
        }),
      );
    } catch (error) {
      if (error instanceof HttpError) throw photoError(error.statusCode, error.message);
      throw error;
    }
  }
  return photos;
}
