import type sharpFactory from 'sharp';
import type { Sharp } from 'sharp';
import type { MediaMimeType, VariantInfo, VariantName } from './media.tables.ts';

/** Longest side of the full-size variant: big enough for any card, small enough to load on phones. */
export const S0_MAX_DIMENSION = 2048;
/** Longest side of the thumbnail. */
export const S64_DIMENSION = 64;
/**
 * Decoded-size limit: a 10 MB file can still declare a huge canvas (a decompression bomb). 50 MP
 * covers every phone camera; sharp refuses anything bigger before allocating it.
 */
const MAX_INPUT_PIXELS = 50_000_000;

/** Bytes the type check needs: the longest signature (RIFF....WEBP) is 12. */
export const SNIFF_BYTES = 12;

/**
 * The image type a file's first bytes announce: JPEG, PNG, GIF or WebP, or null for anything else
 * (SVG, HTML, text, other image formats). The declared filetype and file name are never trusted.
 */
export function sniffImageType(head: Uint8Array): MediaMimeType | null {
  const starts = (sig: readonly number[], at = 0) => sig.every((b, i) => head[at + i] === b);
  const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (starts(ascii('GIF87a')) || starts(ascii('GIF89a'))) return 'image/gif';
  if (starts(ascii('RIFF')) && starts(ascii('WEBP'), 8)) return 'image/webp';
  return null;
}

/** sharp's name for each accepted type: the decoder it finds must agree with the magic bytes. */
const SHARP_FORMAT: Record<MediaMimeType, string> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
};

export interface RenderedVariant extends VariantInfo {
  data: Buffer;
}

export interface RenderedImage {
  type: MediaMimeType;
  variants: Record<VariantName, RenderedVariant>;
}

/** Why an upload is not an image we keep; the message is shown to the uploader. */
export class UnsupportedImageError extends Error {
  constructor(message = 'Only JPEG, PNG, GIF and WebP images can be uploaded.') {
    super(message);
    this.name = 'UnsupportedImageError';
  }
}

type SharpFactory = typeof sharpFactory;
let sharpLoading: Promise<SharpFactory> | undefined;

/**
 * sharp, loaded with the first image: its native library costs ~28 MB of resident memory that a
 * server which never receives an upload need not carry (QUALITY.md P3).
 */
const loadSharp = (): Promise<SharpFactory> =>
  (sharpLoading ??= import('sharp').then((loaded) => loaded.default));

const animatedTypes = new Set<MediaMimeType>(['image/gif', 'image/webp']);

function encode(image: Sharp, type: MediaMimeType): Sharp {
  switch (type) {
    case 'image/jpeg':
      return image.jpeg({ quality: 85, mozjpeg: true });
    case 'image/png':
      return image.png({ compressionLevel: 9 });
    case 'image/gif':
      return image.gif();
    case 'image/webp':
      return image.webp({ quality: 85 });
  }
}

async function variant(
  sharp: SharpFactory,
  input: Buffer,
  type: MediaMimeType,
  maxSide: number,
): Promise<RenderedVariant> {
  // A fresh pipeline per variant. Decoding from pixels and writing anew drops everything else the
  // file carried: EXIF/XMP/ICC metadata and any bytes after the image (a polyglot's HTML or JS).
  const image = sharp(input, {
    animated: animatedTypes.has(type),
    limitInputPixels: MAX_INPUT_PIXELS,
    failOn: 'error',
  })
    .autoOrient()
    .resize(maxSide, maxSide, { fit: 'inside', withoutEnlargement: true });
  const { data, info } = await encode(image, type).toBuffer({ resolveWithObject: true });
  return {
    data,
    width: info.width,
    // For an animation sharp reports the height of the whole strip; one frame is what is shown.
    height: info.pageHeight ?? info.height,
    bytes: data.length,
  };
}

/**
 * Checks that `input` is a JPEG, PNG, GIF or WebP by its magic bytes and by decoding it, then
 * re-encodes it into the served variants (metadata stripped, EXIF orientation applied). Throws
 * UnsupportedImageError for anything else, including files that claim a type they do not decode as.
 */
export async function renderImage(input: Buffer): Promise<RenderedImage> {
  const type = sniffImageType(input.subarray(0, SNIFF_BYTES));
  if (!type) throw new UnsupportedImageError();
  const sharp = await loadSharp();
  try {
    const meta = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    if (meta.format !== SHARP_FORMAT[type]) throw new UnsupportedImageError();
    return {
      type,
      variants: {
        s0: await variant(sharp, input, type, S0_MAX_DIMENSION),
        s64: await variant(sharp, input, type, S64_DIMENSION),
      },
    };
  } catch (error) {
    if (error instanceof UnsupportedImageError) throw error;
    // sharp could not decode it (truncated, corrupt, too many pixels): not an image we keep.
    throw new UnsupportedImageError('The file is not a readable image.');
  }
}
