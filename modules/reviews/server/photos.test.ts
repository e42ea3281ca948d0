import { describe, expect, it } from 'vitest';
import { HttpError } from '@korero/core/sdk';
import { jpegWithHiddenGps, metadataLeaks, pngBomb, testImage } from '@korero/core/testing';
import { cleanPhotos } from './photos.ts';

const dataUrl = (bytes: Buffer, type = 'image/jpeg') => `data:${type};base64,${bytes.toString('base64')}`;
const refusal = (urls: string[]) =>
  cleanPhotos(urls).then(
    () => null,
    (error: HttpError) => ({ status: error.statusCode, error: error.message, details: error.details }),
  );

describe('customer photos', () => {
  it('names the photo that is wrong and marks the field', async () => {
    expect(await refusal(['https://photos.example/a.jpg'])).toEqual({
      status: 400,
      error: 'Photo 1 is not an image file.',
      details: { fields: { photoUrls: 'Photo 1 is not an image file.' } },
    });
    const svg = await refusal([dataUrl(await testImage()), dataUrl(Buffer.from('<svg onload=alert(1)>'), 'image/png')]);
    expect(svg).toMatchObject({ status: 400, error: 'Photo 2 is not an image Korero can take. Choose a JPEG, PNG or WebP image.' });
  });

  it('refuses a 20000×20000 PNG and a photo over 2 MB with 413', async () => {
    expect(await refusal([dataUrl(pngBomb(20_000, 20_000), 'image/png')])).toMatchObject({
      status: 413,
      error: 'Photo 1 is too large (400 megapixels). Use a photo under 40 megapixels.',
    });
    expect(await refusal([dataUrl(Buffer.concat([await testImage(), Buffer.alloc(5 * 1024 * 1024)]))])).toMatchObject({
      status: 413,
      error: 'Photo 1 is larger than 2 MB. Choose a smaller image.',
    });
  });

  it('keeps the pixels and nothing else, in order', async () => {
    const photos = await cleanPhotos([dataUrl(await jpegWithHiddenGps('embedded')), dataUrl(await testImage('webp'), 'image/webp')]);
    expect(photos.map((p) => p.type)).toEqual(['image/jpeg', 'image/webp']);
    expect(await metadataLeaks(photos[0]!.bytes)).toEqual([]);
  });
});
