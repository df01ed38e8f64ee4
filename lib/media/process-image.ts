import 'server-only';
import sharp, { type Sharp } from 'sharp';
import { MEDIA_LIMITS, MediaError } from './media-error';

export type Variant = { buffer: Buffer; width: number; height: number; contentType: 'image/webp' };
export type ProcessedImage = { full: Variant; card: Variant; thumb: Variant };

/** Formats as sharp's decoder names them (AVIF and HEIC both report `heif`). */
const ALLOWED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'heif', 'tiff']);
const WEBP_QUALITY = 82;

/**
 * Turns an untrusted upload into three WebP variants:
 * - `full`: fits inside maxDimension × maxDimension,
 * - `card`: cardWidth wide (never taller than maxDimension),
 * - `thumb`: a centred square `cover` crop of thumbWidth × thumbWidth, so grids need no layout shift.
 * No variant is ever enlarged. The type comes from the bytes, never from a name or declared type;
 * only the first frame of an animation is kept; output carries no metadata (sharp strips EXIF,
 * GPS, XMP and ICC unless asked to keep them — this module never asks) and is converted to sRGB.
 */
export async function processImage(input: Buffer): Promise<ProcessedImage> {
  if (input.byteLength > MEDIA_LIMITS.maxBytes)
    throw new MediaError('too_large', `input is ${input.byteLength} bytes`);

  let format: string;
  let pixels: number;
  try {
    const meta = await sharp(input).metadata();
    format = meta.format;
    pixels = meta.width * meta.height;
  } catch (error) {
    throw new MediaError('unsupported_type', 'sharp cannot read the input', { cause: error });
  }
  if (!ALLOWED_FORMATS.has(format))
    throw new MediaError('unsupported_type', `format ${format} is not allowed`);
  if (pixels > MEDIA_LIMITS.maxInputPixels) throw new MediaError('too_large', `input has ${pixels} pixels`);

  const base = sharp(input, { limitInputPixels: MEDIA_LIMITS.maxInputPixels, pages: 1, page: 0 })
    .autoOrient()
    .toColourspace('srgb');
  try {
    const [full, card, thumb] = await Promise.all([
      encode(
        base.clone().resize(MEDIA_LIMITS.maxDimension, MEDIA_LIMITS.maxDimension, {
          fit: 'inside',
          withoutEnlargement: true,
        }),
      ),
      encode(
        base.clone().resize(MEDIA_LIMITS.cardWidth, MEDIA_LIMITS.maxDimension, {
          fit: 'inside',
          withoutEnlargement: true,
        }),
      ),
      encode(
        base.clone().resize(MEDIA_LIMITS.thumbWidth, MEDIA_LIMITS.thumbWidth, {
          fit: 'cover',
          withoutEnlargement: true,
        }),
      ),
    ]);
    return { full, card, thumb };
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) {
      throw new MediaError('too_large', error.message, { cause: error });
    }
    throw new MediaError('unreadable', 'the image could not be decoded', { cause: error });
  }
}

async function encode(pipeline: Sharp): Promise<Variant> {
  const { data, info } = await pipeline.webp({ quality: WEBP_QUALITY }).toBuffer({ resolveWithObject: true });
  return { buffer: data, width: info.width, height: info.height, contentType: 'image/webp' };
}
