import { z } from 'zod';
import { Timestamp } from '../common.js';

/**
 * The customer's own photo on a card. A card has at most one photo per panel: on the front
 * (the artwork step is skipped and the greeting sits in the calm band the customer picks) or
 * on the inside left panel (instead of the artwork's window). Every option of the card uses it.
 */
export const PhotoPanel = z.enum(['front', 'inside_left']);
export type PhotoPanel = z.infer<typeof PhotoPanel>;

/** Where the front greeting goes over a photo: the band the customer says is calm (no faces). */
export const TextBand = z.enum(['top', 'middle', 'bottom']);
export type TextBand = z.infer<typeof TextBand>;

/**
 * The part of the photo shown on the panel (with its bleed), as fractions of the photo's width
 * and height. A product of another shape keeps the crop's centre and covers its own panel.
 */
export const PhotoCrop = z
  .object({
    x: z.number().min(0).max(1),
    y: z.number().min(0).max(1),
    w: z.number().min(0.01).max(1),
    h: z.number().min(0.01).max(1),
  })
  .refine((c) => c.x + c.w <= 1.0001 && c.y + c.h <= 1.0001, { message: 'must lie within the photo' });
export type PhotoCrop = z.infer<typeof PhotoCrop>;

/** Upload limits and the sizes the server keeps. */
export const PHOTO_LIMITS = {
  /** Largest file accepted, in bytes (20 MB). */
  maxBytes: 20 * 1024 * 1024,
  /** Largest picture accepted, in pixels (decompression bombs are refused before decoding). */
  maxPixels: 100_000_000,
  /** Longest edge of the print version, in pixels: 300 DPI across an A5 panel with bleed at about 2× zoom. */
  printMaxEdgePx: 5000,
  /** Longest edge of the screen version (designer, thumbnails), in pixels. */
  previewMaxEdgePx: 1600,
  /** Below this many dots per inch on the smallest card, uncropped, a photo is refused as too small to print. */
  refuseBelowDpi: 100,
  /** Types read from the file's bytes that are accepted. */
  types: ['image/jpeg', 'image/png', 'image/webp'] as const,
} as const;

/** Print quality of a photo at a product's size: `good` ≥ 300 DPI, `low` 150–299, `very_low` below 150. */
export const PrintQualityLevel = z.enum(['good', 'low', 'very_low']);
export type PrintQualityLevel = z.infer<typeof PrintQualityLevel>;

/** One photo's effective resolution on one product, as customers and the print team read it. */
export const PhotoPrintCheck = z.object({
  panel: PhotoPanel,
  dpi: z.number().int().describe('Pixels per inch the photo prints at on this product, as cropped'),
  level: PrintQualityLevel,
  message: z.string().describe('What it means, in plain English'),
});
export type PhotoPrintCheck = z.infer<typeof PhotoPrintCheck>;

/** A photo on a card, as the API shows it. */
export const CardPhoto = z.object({
  panel: PhotoPanel,
  /** Pixel size of the print version (what the PDF embeds), after the EXIF orientation is applied. */
  width_px: z.number().int(),
  height_px: z.number().int(),
  /** Pixel size of the file as uploaded (oriented). */
  original_width_px: z.number().int(),
  original_height_px: z.number().int(),
  /** The type read from the file's bytes. */
  source_type: z.string(),
  bytes: z.number().int().describe('Size of the uploaded file'),
  crop: PhotoCrop,
  text_band: TextBand,
  /** A screen-sized copy (longest edge 1600 px) for the designer; the print version is never public. */
  preview_url: z.string(),
  created_at: Timestamp,
  updated_at: Timestamp,
});
export type CardPhoto = z.infer<typeof CardPhoto>;

export const CardPhotoParams = z.object({ id: z.coerce.number().int().positive(), panel: PhotoPanel });

/** `PUT /cards/{id}/photos/{panel} {photo:{crop?, text_band?}}` */
export const UpdateCardPhotoBody = z.object({
  photo: z
    .object({ crop: PhotoCrop.optional(), text_band: TextBand.optional() })
    .refine((p) => p.crop !== undefined || p.text_band !== undefined, { message: 'needs a crop or a text band' }),
});
export type UpdateCardPhotoInput = z.infer<typeof UpdateCardPhotoBody>['photo'];

/** Where the BFF streams an upload: a temporary key of the asset store, swept if nobody takes it. */
export const UPLOADS_PREFIX = 'uploads/';

/**
 * `generation.photo.upload` body: the BFF has streamed the file to the asset store under a
 * temporary key; generation checks and converts it, stores the photo, and deletes the key.
 */
export const PhotoUpload = z.object({
  key: z.string().regex(/^uploads\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, 'not an upload key'),
  bytes: z.number().int().min(1),
  filename: z.string().max(255).optional(),
});

/** The photos of a card as the renderer and the cart need them (internal). */
export const CardPhotoRenderData = z.object({
  panel: PhotoPanel,
  /** Store key of the print version (JPEG, what the PDF embeds). */
  print_key: z.string(),
  /** Store key of the screen version (thumbnails). */
  preview_key: z.string(),
  width_px: z.number().int(),
  height_px: z.number().int(),
  crop: PhotoCrop,
  text_band: TextBand,
});
export type CardPhotoRenderData = z.infer<typeof CardPhotoRenderData>;
