/**
 * Pictures people upload (customers' photos, owners' logos) are untrusted: a small file can claim to be 20000×20000
 * pixels and take gigabytes to decode, and a phone's JPEG carries its location in places a segment filter misses
 * (fill bytes, APP2, a second embedded image). So every picture is checked by its header, refused above
 * IMAGE_MAX_PIXELS before any pixel is decoded, then re-encoded by libvips (sharp): the output holds the pixels only.
 */
import { badRequest, tooLarge } from './errors.ts';

export type ImageType = 'image/jpeg' | 'image/png' | 'image/webp';

export const IMAGE_MAX_PIXELS = 40_000_000;
export const IMAGE_EXTENSIONS: Record<ImageType, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };
const NAMES: Record<ImageType, string> = { 'image/jpeg': 'JPEG', 'image/png': 'PNG', 'image/webp': 'WebP' };
const FORMATS: Record<ImageType, string> = { 'image/jpeg': 'jpeg', 'image/png': 'png', 'image/webp': 'webp' };
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

// Loaded on the first upload, not at start-up (the native library takes ~40 ms to load).
let loading: Promise<typeof import('sharp')['default']> | null = null;
const loadSharp = () =>
  (loading ??= import('sharp').then(({ default: sharp }) => {
    // Uploads are decoded once; libvips' operation cache would only hold other people's pictures in memory.
    sharp.cache(false);
    return sharp;
  }));

export interface ImageRules {
  /** How messages name the picture: "Photo 2", "The logo". */
  label: string;
  /** What to ask for instead, with its article: "a photo", "a logo". */
  kind: string;
  types: readonly ImageType[];
  maxBytes: number;
  /** The longest side kept; larger pictures are scaled down to fit. */
  maxSide: number;
}

export interface CleanImage {
  type: ImageType;
  bytes: Buffer;
  width: number;
  height: number;
}

/** The type the bytes really are (not what the client claimed), or null. */
export function imageTypeOf(bytes: Buffer): ImageType | null {
  if (bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length > 8 && bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return 'image/png';
  if (bytes.length > 12 && bytes.toString('ascii', 0, 4) === 'RIFF' && bytes.toString('ascii', 8, 12) === 'WEBP') return 'image/webp';
  return null;
}

const list = (types: readonly ImageType[]) => {
  const names = types.map((t) => NAMES[t]);
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} or ${names.at(-1)}` : names[0]!;
};

const tooManyPixels = (rules: ImageRules, pixels: number) =>
  tooLarge(
    `${rules.label} is too large (${Math.ceil(pixels / 1_000_000)} megapixels). Use ${rules.kind} under ${IMAGE_MAX_PIXELS / 1_000_000} megapixels.`,
  );

/**
 * The picture re-encoded in its own format, upright (EXIF orientation applied), no larger than rules.maxSide, with
 * no metadata at all (EXIF, GPS, XMP, IPTC, ICC, text chunks). Throws 413 for too many bytes or pixels and 400 for
 * anything that is not a readable picture of an allowed type.
 */
export async function cleanImage(bytes: Buffer, rules: ImageRules): Promise<CleanImage> {
  if (bytes.length > rules.maxBytes) {
    throw tooLarge(`${rules.label} is larger than ${Math.round(rules.maxBytes / 1024 / 1024)} MB. Choose a smaller image.`);
  }
  const type = imageTypeOf(bytes);
  if (!type || !rules.types.includes(type))
    throw badRequest(`${rules.label} is not an image Korero can take. Choose a ${list(rules.types)} image.`);
  const unreadable = badRequest(`${rules.label} could not be read as a ${NAMES[type]} image. Try another file.`);
  const sharp = await loadSharp();
  const options = { limitInputPixels: IMAGE_MAX_PIXELS, failOn: 'error' } as const;

  // The header alone (no limit needed: nothing is decoded), so a bomb is refused here with its size in the message.
  const header = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => null);
  if (!header || header.format !== FORMATS[type] || !header.width || !header.height) throw unreadable;
  if (header.width * header.height > IMAGE_MAX_PIXELS) throw tooManyPixels(rules, header.width * header.height);

  const pipeline = sharp(bytes, options)
    .rotate()
    .resize({ width: rules.maxSide, height: rules.maxSide, fit: 'inside', withoutEnlargement: true });
  const encoded =
    type === 'image/jpeg' ? pipeline.jpeg({ quality: 85 }) : type === 'image/png' ? pipeline.png() : pipeline.webp({ quality: 85 });
  try {
    // No keepMetadata()/withMetadata(): sharp writes none of the input's metadata.
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return { type, bytes: data, width: info.width, height: info.height };
  } catch (error) {
    if (/pixel limit/i.test(String(error))) throw tooManyPixels(rules, header.width * header.height);
    throw unreadable;
  }
}
