import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { jpegWithGps, jpegWithHiddenGps, metadataLeaks, pngBomb, pngWithText, testImage } from '../testing/images.ts';
import { HttpError } from './errors.ts';
import { cleanImage, imageTypeOf, type ImageRules } from './images.ts';

const PHOTO: ImageRules = {
  label: 'Photo 1',
  kind: 'a photo',
  types: ['image/jpeg', 'image/png', 'image/webp'],
  maxBytes: 5 * 1024 * 1024,
  maxSide: 2048,
};

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => (error instanceof HttpError ? { status: error.statusCode, error: error.message } : error),
  );

describe('cleanImage', () => {
  it('knows pictures by their bytes, not their name or claimed type', async () => {
    expect(imageTypeOf(await testImage('jpeg'))).toBe('image/jpeg');
    expect(imageTypeOf(await testImage('png'))).toBe('image/png');
    expect(imageTypeOf(await testImage('webp'))).toBe('image/webp');
    expect(imageTypeOf(Buffer.from('GIF89a'))).toBeNull();
    expect(await refusal(cleanImage(Buffer.from('<svg onload=alert(1)>'), PHOTO))).toEqual({
      status: 400,
      error: 'Photo 1 is not an image Korero can take. Choose a JPEG, PNG or WebP image.',
    });
    expect(await refusal(cleanImage(await testImage('webp'), { ...PHOTO, label: 'The logo', types: ['image/jpeg', 'image/png'] }))).toEqual(
      {
        status: 400,
        error: 'The logo is not an image Korero can take. Choose a JPEG or PNG image.',
      },
    );
    // The right first bytes and nothing after them.
    expect(await refusal(cleanImage(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]), PHOTO))).toEqual({
      status: 400,
      error: 'Photo 1 could not be read as a JPEG image. Try another file.',
    });
  });

  it('refuses a decompression bomb from its header, before decoding it', async () => {
    const bomb = pngBomb(20_000, 20_000);
    expect(bomb.length).toBeLessThan(200_000);
    expect(await refusal(cleanImage(bomb, PHOTO))).toEqual({
      status: 413,
      error: 'Photo 1 is too large (400 megapixels). Use a photo under 40 megapixels.',
    });
    // Just over the limit says so, rather than rounding down to the limit itself.
    expect(await refusal(cleanImage(pngBomb(8_000, 5_001), PHOTO))).toMatchObject({
      status: 413,
      error: expect.stringContaining('(41 megapixels)'),
    });
    expect(await refusal(cleanImage(pngBomb(8_000, 5_000), PHOTO))).toBeNull();
  });

  it('refuses more than the byte limit with 413', async () => {
    const big = Buffer.concat([await testImage('jpeg'), Buffer.alloc(5 * 1024 * 1024)]);
    expect(await refusal(cleanImage(big, PHOTO))).toEqual({ status: 413, error: 'Photo 1 is larger than 5 MB. Choose a smaller image.' });
  });

  it.each(['fill-byte', 'app2', 'embedded'] as const)('keeps no EXIF or GPS from a JPEG with the location hidden (%s)', async (layout) => {
    const input = await jpegWithHiddenGps(layout);
    expect(await metadataLeaks(input)).not.toEqual([]);
    const clean = await cleanImage(input, PHOTO);
    expect(clean.type).toBe('image/jpeg');
    expect(await metadataLeaks(clean.bytes)).toEqual([]);
    expect(await sharp(clean.bytes).metadata()).toMatchObject({ format: 'jpeg', width: 64, height: 48 });
  });

  it('keeps no text or EXIF chunks from a PNG, and PNG stays PNG, WebP stays WebP', async () => {
    const clean = await cleanImage(await pngWithText(), PHOTO);
    expect(clean.type).toBe('image/png');
    expect(await metadataLeaks(clean.bytes)).toEqual([]);
    const webp = await cleanImage(
      await sharp(await jpegWithGps())
        .keepExif()
        .webp()
        .toBuffer(),
      PHOTO,
    );
    expect(webp.type).toBe('image/webp');
    expect((await sharp(webp.bytes).metadata()).format).toBe('webp');
    expect(await metadataLeaks(webp.bytes)).toEqual([]);
  });

  it('turns a photo upright by its EXIF orientation, then drops the orientation with the rest', async () => {
    const sideways = await jpegWithGps(60, 30, 6);
    const clean = await cleanImage(sideways, PHOTO);
    expect([clean.width, clean.height]).toEqual([30, 60]);
    const meta = await sharp(clean.bytes).metadata();
    expect([meta.width, meta.height, meta.orientation]).toEqual([30, 60, undefined]);
  });

  it('scales a large picture down to the longest side allowed, never up', async () => {
    const large = await cleanImage(await testImage('jpeg', 3000, 2000), PHOTO);
    expect([large.width, large.height]).toEqual([2048, 1365]);
    const small = await cleanImage(await testImage('png', 300, 200), { ...PHOTO, maxSide: 1024 });
    expect([small.width, small.height]).toEqual([300, 200]);
  });
});
