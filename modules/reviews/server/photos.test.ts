import { describe, expect, it } from 'vitest';
import { decodePhoto, photoTypeOf, stripMetadata } from './photos.ts';

const chunk = (type: string, data: Buffer) => {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  return Buffer.concat([head, data, Buffer.alloc(4)]);
};
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe('photo checks and metadata stripping', () => {
  it('knows images by their bytes, not their name or claimed type', () => {
    expect(photoTypeOf(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0]))).toBe('image/jpeg');
    expect(photoTypeOf(Buffer.concat([PNG_SIGNATURE, Buffer.alloc(4)]))).toBe('image/png');
    expect(photoTypeOf(Buffer.from('RIFF\x10\x00\x00\x00WEBPVP8 ', 'latin1'))).toBe('image/webp');
    expect(photoTypeOf(Buffer.from('GIF89a'))).toBeNull();
    expect(decodePhoto('data:image/png;base64,PHN2Zz4=', 0)).toBe('Photo 1 is not a JPG, PNG or WebP image.');
    expect(decodePhoto('https://example.com/a.jpg', 1)).toBe('Photo 2 is not an image file.');
  });

  it('removes Exif (where GPS lives) from a JPEG and keeps the image', () => {
    const jpeg = Buffer.concat([
      Buffer.from([0xff, 0xd8]),
      Buffer.from([0xff, 0xe0, 0x00, 0x06]), Buffer.from('JFIF', 'latin1'),
      Buffer.from([0xff, 0xe1, 0x00, 0x0c]), Buffer.from('Exif\0\0GPS!', 'latin1'),
      Buffer.from([0xff, 0xda, 0x00, 0x02, 0x42, 0xff, 0xd9]),
    ]);
    const clean = stripMetadata('image/jpeg', jpeg);
    expect(clean.includes(Buffer.from('GPS'))).toBe(false);
    expect(clean.includes(Buffer.from('JFIF'))).toBe(true);
    expect(clean.subarray(-7)).toEqual(Buffer.from([0xff, 0xda, 0x00, 0x02, 0x42, 0xff, 0xd9]));
  });

  it('removes text and Exif chunks from a PNG', () => {
    const png = Buffer.concat([PNG_SIGNATURE, chunk('IHDR', Buffer.alloc(13)), chunk('tEXt', Buffer.from('Location\0Petone')), chunk('eXIf', Buffer.from('gps')), chunk('IDAT', Buffer.alloc(3)), chunk('IEND', Buffer.alloc(0))]);
    const clean = stripMetadata('image/png', png);
    expect(clean.includes(Buffer.from('Petone'))).toBe(false);
    expect(clean.includes(Buffer.from('eXIf'))).toBe(false);
    expect(clean.includes(Buffer.from('IDAT'))).toBe(true);
  });

  it('removes EXIF and XMP chunks from a WebP and keeps the RIFF size right', () => {
    const riffChunk = (id: string, data: Buffer) => {
      const head = Buffer.alloc(8);
      head.write(id, 0, 'ascii');
      head.writeUInt32LE(data.length, 4);
      return Buffer.concat([head, data, data.length % 2 ? Buffer.alloc(1) : Buffer.alloc(0)]);
    };
    const body = Buffer.concat([riffChunk('VP8X', Buffer.alloc(10)), riffChunk('VP8 ', Buffer.alloc(6)), riffChunk('EXIF', Buffer.from('gps here')), riffChunk('XMP ', Buffer.from('<x/>'))]);
    const header = Buffer.from('RIFF\0\0\0\0WEBP', 'latin1');
    header.writeUInt32LE(body.length + 4, 4);
    const clean = stripMetadata('image/webp', Buffer.concat([header, body]));
    expect(clean.includes(Buffer.from('gps here'))).toBe(false);
    expect(clean.readUInt32LE(4)).toBe(clean.length - 8);
  });
});
