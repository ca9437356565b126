import { FLAT_SIZE_MM, PHOTO_LIMITS, type PhotoPanel } from '@cards/contracts';
import { FULL_CROP, photoPrintCheck } from '@cards/card-layout';
import { fileTypeFromBuffer } from 'file-type';
import sharp, { type Metadata, type Sharp } from 'sharp';
import { photoErrors } from './photo.errors.js';

/** One stored version of a photo. */
export interface PhotoVersion {
  body: Buffer;
  contentType: 'image/jpeg' | 'image/png';
  extension: 'jpg' | 'png';
  width: number;
  height: number;
}

/** A photo checked and made ready to store: the type read from its bytes and its three versions. */
export interface PreparedPhoto {
  sourceType: string;
  bytes: number;
  original: PhotoVersion;
  print: PhotoVersion;
  preview: PhotoVersion;
}

/** The smallest card the shop sells: a photo must reach the refusal floor there, uncropped. */
const SMALLEST = { flat_width_mm: FLAT_SIZE_MM.A6.width, flat_height_mm: FLAT_SIZE_MM.A6.height, bleed_mm: 3 };

/** What sharp is allowed to read: bounded pixels (no decompression bombs), and a cut-short file is an error, not grey. */
const input = { limitInputPixels: PHOTO_LIMITS.maxPixels, failOn: 'truncated' as const, sequentialRead: true };

/** Readable names of the non-image types people most often pick by mistake. */
const KIND: Record<string, string> = {
  pdf: 'a PDF document',
  zip: 'a zip archive',
  docx: 'a Word document',
  mp4: 'a video',
  mov: 'a video',
  heic: 'a HEIC photo',
  txt: 'text',
};

/**
 * Reads the real type from the bytes (never the file name), refuses what cannot be printed,
 * then decodes with sharp: EXIF orientation applied, every piece of metadata (GPS, camera,
 * dates) dropped, colours in sRGB. Makes the original (full size), the print version (JPEG,
 * longest edge at most `printMaxEdgePx`, on white) and a screen preview.
 */
export async function preparePhoto(bytes: Buffer, panel: PhotoPanel): Promise<PreparedPhoto> {
  if (bytes.length > PHOTO_LIMITS.maxBytes) throw photoErrors.tooLarge(bytes.length, PHOTO_LIMITS.maxBytes);
  const type = await photoType(bytes);

  let meta: Metadata;
  try {
    meta = await sharp(bytes, { ...input, limitInputPixels: false }).metadata();
  } catch {
    throw photoErrors.corrupt();
  }
  if (!meta.width || !meta.height) throw photoErrors.corrupt();
  if (meta.width * meta.height > PHOTO_LIMITS.maxPixels) throw photoErrors.tooManyPixels(meta.width, meta.height, PHOTO_LIMITS.maxPixels);
  // Orientations 5–8 turn the picture a quarter: width and height swap once it is applied.
  const turned = (meta.orientation ?? 1) >= 5;
  const width = turned ? meta.height : meta.width,
    height = turned ? meta.width : meta.height;
  const check = photoPrintCheck(SMALLEST, { panel, width_px: width, height_px: height, crop: FULL_CROP });
  if (check.dpi < PHOTO_LIMITS.refuseBelowDpi) throw photoErrors.tooSmall(width, height, check.dpi, minimumPixels(width / height));

  const base = sharp(bytes, input).rotate();
  try {
    const [original, print, preview] = await Promise.all([
      encode(
        type.mime === 'image/png'
          ? base.clone().png({ compressionLevel: 6 })
          : base.clone().jpeg({ quality: 95, chromaSubsampling: '4:4:4' }),
        type.mime === 'image/png' ? 'png' : 'jpg',
      ),
      encode(sized(base, PHOTO_LIMITS.printMaxEdgePx).jpeg({ quality: 90, chromaSubsampling: '4:4:4' }), 'jpg'),
      encode(sized(base, PHOTO_LIMITS.previewMaxEdgePx).jpeg({ quality: 82 }), 'jpg'),
    ]);
    return { sourceType: type.mime, bytes: bytes.length, original, print, preview };
  } catch {
    throw photoErrors.corrupt();
  }
}

/**
 * The type of a photo from its first bytes (its name and declared type are never trusted);
 * refuses anything but JPEG, PNG and WebP with the reason. The first bytes of an upload are
 * enough, so a file that is not a photo is refused before the rest of it is read.
 */
export async function photoType(head: Uint8Array): Promise<{ mime: string; ext: string }> {
  const type = await fileTypeFromBuffer(head);
  if (!type || !type.mime.startsWith('image/')) throw photoErrors.notAnImage(type ? (KIND[type.ext] ?? `a .${type.ext} file`) : undefined);
  if (!(PHOTO_LIMITS.types as readonly string[]).includes(type.mime)) throw photoErrors.unsupportedType(type.mime);
  return type;
}

/** At most `edge` pixels on the longest side, flattened on white (print has no transparency). */
function sized(base: Sharp, edge: number): Sharp {
  return base.clone().resize({ width: edge, height: edge, fit: 'inside', withoutEnlargement: true }).flatten({ background: '#ffffff' });
}

async function encode(pipeline: Sharp, extension: 'jpg' | 'png'): Promise<PhotoVersion> {
  const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
  return { body: data, contentType: extension === 'png' ? 'image/png' : 'image/jpeg', extension, width: info.width, height: info.height };
}

/** The pixels a photo of this shape needs to cover the smallest card's panel at the refusal floor. */
function minimumPixels(aspect: number): { w: number; h: number } {
  const panelW = SMALLEST.flat_width_mm / 2 + SMALLEST.bleed_mm,
    panelH = SMALLEST.flat_height_mm + 2 * SMALLEST.bleed_mm;
  // Covering: the photo's width is at least the panel's, and so is its height.
  const wMm = Math.max(panelW, panelH * aspect);
  const w = Math.ceil((wMm / 25.4) * PHOTO_LIMITS.refuseBelowDpi);
  return { w, h: Math.ceil(w / aspect) };
}
