import 'server-only';
import sharp, { type Sharp } from 'sharp';
import { withDecodeSlot } from './decode-slots';
import { MEDIA_LIMITS, MediaError } from './media-error';

export type Variant = { buffer: Buffer; width: number; height: number; contentType: 'image/webp' };
export type ProcessedImage = { full: Variant; card: Variant; thumb: Variant };

/** Formats as sharp's decoder names them (AVIF and HEIC both report `heif`). */
const ALLOWED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'heif', 'tiff']);
const WEBP_QUALITY = 82;
/** The longest side a panorama keeps when decoded, so that its thumb can still be cut full size. */
const PANORAMA_MAX_SIDE = 16_384;

/**
 * Turns an untrusted upload into three WebP variants:
 * - `full`: fits inside maxDimension × maxDimension,
 * - `card`: cardWidth wide (never taller than maxDimension),
 * - `thumb`: a centred square `cover` crop of thumbWidth × thumbWidth, so grids need no layout shift.
 * No variant is ever enlarged. The type comes from the bytes, never from a name or declared type;
 * only the first frame of an animation is kept; output carries no metadata (sharp strips EXIF,
 * GPS, XMP and ICC unless asked to keep them — this module never asks) and is converted to sRGB.
 *
 * The input is decoded once, into pixels no larger than the variants need, and the variants are
 * encoded from those one after the other: one libvips task at a time per image, and at most
 * DECODE_SLOTS images at a time in the process (docs/architecture.md §4 abuse rules).
 */
export async function processImage(input: Buffer): Promise<ProcessedImage> {
  if (input.byteLength > MEDIA_LIMITS.maxBytes)
    throw new MediaError('too_large', `input is ${input.byteLength} bytes`);
  return withDecodeSlot(async () => {
    const { data, info } = await decodeOnce(input);
    const pixels = () =>
      sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
    const inside = { fit: 'inside', withoutEnlargement: true } as const;
    const full = await encode(pixels().resize(MEDIA_LIMITS.maxDimension, MEDIA_LIMITS.maxDimension, inside));
    // A full variant no wider than a card is the card too (both fit the same pixels, unenlarged):
    // encoding it a second time would give the same bytes at the cost of another WebP encode.
    const card =
      full.width <= MEDIA_LIMITS.cardWidth
        ? full
        : await encode(pixels().resize(MEDIA_LIMITS.cardWidth, MEDIA_LIMITS.maxDimension, inside));
    const thumb = await encode(
      pixels().resize(MEDIA_LIMITS.thumbWidth, MEDIA_LIMITS.thumbWidth, {
        fit: 'cover',
        withoutEnlargement: true,
      }),
    );
    return { full, card, thumb };
  });
}

/**
 * Checks the header (format, pixel count), then decodes, orients and converts to sRGB in one pass,
 * shrinking to fit maxDimension: or, for a panorama, only as far as its short side can still give
 * a full-size thumb.
 */
async function decodeOnce(input: Buffer) {
  let source: Sharp;
  let format: string;
  let long: number;
  let short: number;
  try {
    source = sharp(input, { limitInputPixels: MEDIA_LIMITS.maxInputPixels, pages: 1, page: 0 });
    const meta = await source.metadata();
    format = meta.format;
    [long, short] = [Math.max(meta.width, meta.height), Math.min(meta.width, meta.height)];
  } catch (error) {
    if (isPixelLimit(error)) throw new MediaError('too_large', error.message, { cause: error });
    throw new MediaError('unsupported_type', 'sharp cannot read the input', { cause: error });
  }
  if (!ALLOWED_FORMATS.has(format))
    throw new MediaError('unsupported_type', `format ${format} is not allowed`);
  if (long * short > MEDIA_LIMITS.maxInputPixels)
    throw new MediaError('too_large', `input has ${long * short} pixels`);

  const keep = Math.max(
    MEDIA_LIMITS.maxDimension,
    Math.min(Math.ceil((MEDIA_LIMITS.thumbWidth * long) / Math.max(short, 1)), PANORAMA_MAX_SIDE),
  );
  try {
    return await source
      .autoOrient()
      .toColourspace('srgb')
      .resize(keep, keep, { fit: 'inside', withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    if (isPixelLimit(error)) throw new MediaError('too_large', error.message, { cause: error });
    throw new MediaError('unreadable', 'the image could not be decoded', { cause: error });
  }
}

function isPixelLimit(error: unknown): error is Error {
  return error instanceof Error && /pixel limit/i.test(error.message);
}

async function encode(pipeline: Sharp): Promise<Variant> {
  const { data, info } = await pipeline.webp({ quality: WEBP_QUALITY }).toBuffer({ resolveWithObject: true });
  return { buffer: data, width: info.width, height: info.height, contentType: 'image/webp' };
}
