/** Photos arrive as data URLs; they are checked by their bytes and stored without location or camera data. */

export const MAX_PHOTOS = 3;
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;

export type PhotoType = 'image/jpeg' | 'image/png' | 'image/webp';

export interface DecodedPhoto {
  type: PhotoType;
  bytes: Buffer;
}

export function photoTypeOf(bytes: Buffer): PhotoType | null {
  if (bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length > 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (bytes.length > 12 && bytes.toString('ascii', 0, 4) === 'RIFF' && bytes.toString('ascii', 8, 12) === 'WEBP') return 'image/webp';
  return null;
}

/** A data URL's bytes, or an error message a person can act on. */
export function decodePhoto(dataUrl: string, index: number): DecodedPhoto | string {
  const match = /^data:([\w/+.-]+);base64,([A-Za-z0-9+/=\s]+)$/.exec(dataUrl);
  if (!match) return `Photo ${index + 1} is not an image file.`;
  const bytes = Buffer.from(match[2]!, 'base64');
  if (bytes.length > PHOTO_MAX_BYTES) return `Photo ${index + 1} is larger than 5MB.`;
  const type = photoTypeOf(bytes);
  if (!type) return `Photo ${index + 1} is not a JPG, PNG or WebP image.`;
  return { type, bytes: stripMetadata(type, bytes) };
}

export function stripMetadata(type: PhotoType, bytes: Buffer): Buffer {
  if (type === 'image/jpeg') return stripJpeg(bytes);
  if (type === 'image/png') return stripPng(bytes);
  return stripWebp(bytes);
}

/** Drops APP1 (Exif, XMP: GPS lives here), APP13 (IPTC) and comment segments; keeps everything needed to draw. */
function stripJpeg(bytes: Buffer): Buffer {
  const parts: Buffer[] = [bytes.subarray(0, 2)];
  let offset = 2;
  while (offset + 4 <= bytes.length && bytes[offset] === 0xff) {
    const marker = bytes[offset + 1]!;
    if (marker === 0xda) break; // start of scan: the image data follows
    const length = bytes.readUInt16BE(offset + 2);
    const segment = bytes.subarray(offset, offset + 2 + length);
    if (!(marker === 0xe1 || marker === 0xed || marker === 0xfe)) parts.push(segment);
    offset += 2 + length;
  }
  parts.push(bytes.subarray(offset));
  return Buffer.concat(parts);
}

/** Drops text and Exif chunks (tEXt, zTXt, iTXt, eXIf, tIME). */
function stripPng(bytes: Buffer): Buffer {
  const drop = new Set(['tEXt', 'zTXt', 'iTXt', 'eXIf', 'tIME']);
  const parts: Buffer[] = [bytes.subarray(0, 8)];
  let offset = 8;
  while (offset + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(offset);
    const type = bytes.toString('ascii', offset + 4, offset + 8);
    const end = offset + 12 + length;
    if (!drop.has(type)) parts.push(bytes.subarray(offset, end));
    offset = end;
  }
  return Buffer.concat(parts);
}

/** Drops EXIF and XMP chunks from a RIFF WebP and fixes the RIFF size (the VP8X flags may still claim them; decoders ignore that). */
function stripWebp(bytes: Buffer): Buffer {
  const parts: Buffer[] = [];
  let offset = 12;
  while (offset + 8 <= bytes.length) {
    const id = bytes.toString('ascii', offset, offset + 4);
    const size = bytes.readUInt32LE(offset + 4);
    const end = offset + 8 + size + (size % 2);
    if (id !== 'EXIF' && id !== 'XMP ') parts.push(bytes.subarray(offset, end));
    offset = end;
  }
  const body = Buffer.concat(parts);
  const header = Buffer.from(bytes.subarray(0, 12));
  header.writeUInt32LE(body.length + 4, 4);
  return Buffer.concat([header, body]);
}

export const EXTENSIONS: Record<PhotoType, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };
