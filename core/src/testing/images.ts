/**
 * Pictures for tests, built the way cameras, phones and attackers lay them out, and one check that a stored picture
 * carries nothing but pixels. Shared by the kernel's, the modules' and the end-to-end tests.
 */
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** Written into every fixture's GPS block, so a leak can be found by its bytes. */
export const GPS_MARKER = 'GPS-PETONE-41.2';
const GPS = {
  GPSLatitudeRef: 'S',
  GPSLatitude: '41/1 12/1 36/1',
  GPSLongitudeRef: 'E',
  GPSLongitude: '174/1 54/1 0/1',
  GPSMapDatum: GPS_MARKER,
};

const plain = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#c0392b' } });

/** A clean picture of the given size and format. */
export async function testImage(format: 'jpeg' | 'png' | 'webp' = 'jpeg', width = 64, height = 48): Promise<Buffer> {
  return plain(width, height).toFormat(format).toBuffer();
}

const segment = (marker: number, body: Buffer) => {
  const head = Buffer.from([0xff, marker, 0, 0]);
  head.writeUInt16BE(body.length + 2, 2);
  return Buffer.concat([head, body]);
};

/** A phone's JPEG: EXIF with a GPS block in APP1, and the orientation given (6 = turned 90° clockwise). */
export async function jpegWithGps(width = 64, height = 48, orientation = 1): Promise<Buffer> {
  return plain(width, height)
    .withExif({ IFD0: { Make: 'PhoneCo', Model: 'Phone 12' }, IFD3: GPS })
    .withMetadata({ orientation })
    .jpeg()
    .toBuffer();
}

/** The APP1 segment's body ("Exif\0\0" and the TIFF block with GPS) of jpegWithGps(). */
async function exifBody(): Promise<Buffer> {
  const jpeg = await jpegWithGps();
  if (jpeg[2] !== 0xff || jpeg[3] !== 0xe1) throw new Error('expected APP1 right after SOI');
  return jpeg.subarray(6, 4 + jpeg.readUInt16BE(4));
}

/**
 * JPEG layouts that a segment filter which only drops APP1 misses:
 * - `fill-byte`: a 0xFF fill byte before the APP1 marker (legal padding; decoders skip it);
 * - `app2`: the EXIF block in an APP2 segment (FlashPix, MPF and ICC live there too);
 * - `embedded`: a second, full JPEG with its own EXIF and GPS after the first, as phones store a preview (MPF).
 */
export async function jpegWithHiddenGps(layout: 'fill-byte' | 'app2' | 'embedded'): Promise<Buffer> {
  const clean = await testImage('jpeg');
  const soi = clean.subarray(0, 2);
  const rest = clean.subarray(2);
  const exif = await exifBody();
  if (layout === 'fill-byte') return Buffer.concat([soi, Buffer.from([0xff]), segment(0xe1, exif), rest]);
  if (layout === 'app2') return Buffer.concat([soi, segment(0xe2, exif), rest]);
  return Buffer.concat([clean, await jpegWithGps(16, 12)]);
}

const pngChunk = (type: string, data: Buffer) => {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])));
  return Buffer.concat([head, data, crc]);
};

/** A PNG with a text chunk naming a place and an eXIf chunk with GPS, inserted after IHDR. */
export async function pngWithText(): Promise<Buffer> {
  const png = await testImage('png');
  const afterIhdr = 8 + 12 + png.readUInt32BE(8);
  const exif = (await exifBody()).subarray(6);
  return Buffer.concat([
    png.subarray(0, afterIhdr),
    pngChunk('tEXt', Buffer.from(`Location\0${GPS_MARKER}`)),
    pngChunk('eXIf', exif),
    png.subarray(afterIhdr),
  ]);
}

/** A decompression bomb: a few tens of KB that claim width×height pixels (1-bit grey, all black). */
export function pngBomb(width = 20_000, height = 20_000): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 1; // bit depth
  ihdr[9] = 0; // greyscale
  const row = 1 + Math.ceil(width / 8); // filter byte + packed pixels
  const idat = deflateSync(Buffer.alloc(row * height), { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', idat),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * What in a stored picture is more than pixels: metadata sharp can read (EXIF, XMP, IPTC), the bytes "Exif" or the
 * GPS marker anywhere, a second JPEG start, or a PNG text/EXIF chunk. Empty when the picture is clean.
 */
export async function metadataLeaks(bytes: Buffer): Promise<string[]> {
  const meta = await sharp(bytes).metadata();
  const leaks: string[] = [];
  if (meta.exif) leaks.push('EXIF (sharp reads it)');
  if (meta.xmp) leaks.push('XMP');
  if (meta.iptc) leaks.push('IPTC');
  if (meta.comments?.length) leaks.push('text comments');
  if (bytes.includes(Buffer.from('Exif'))) leaks.push('the bytes "Exif"');
  if (bytes.includes(Buffer.from(GPS_MARKER))) leaks.push('the GPS block');
  if (bytes.indexOf(Buffer.from([0xff, 0xd8, 0xff]), 1) !== -1) leaks.push('a second embedded JPEG');
  for (const chunk of ['tEXt', 'zTXt', 'iTXt', 'eXIf']) if (bytes.includes(Buffer.from(chunk))) leaks.push(`a PNG ${chunk} chunk`);
  return leaks;
}
