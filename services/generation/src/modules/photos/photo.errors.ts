import { AppError, notFound, unprocessable } from '@cards/kit';

const MB = 1024 * 1024;

/** Why a photo is refused, each in words a customer can act on. */
export const photoErrors = {
  notAnImage: (found?: string) =>
    unprocessable(
      'photo_not_an_image',
      `This file is not a photo${found ? ` (it looks like ${found})` : ''}. Please choose a JPEG, PNG or WebP picture.`,
    ),
  unsupportedType: (mime: string) =>
    /hei[cf]|avif/.test(mime)
      ? unprocessable(
          'photo_type_unsupported',
          'HEIC photos cannot be read here yet. Please save it as a JPEG (on an iPhone: Settings › Camera › Formats › Most Compatible, or share it as JPEG) and upload it again.',
        )
      : unprocessable(
          'photo_type_unsupported',
          `This kind of picture (${mime}) cannot be printed. Please choose a JPEG, PNG or WebP picture.`,
        ),
  tooLarge: (bytes: number, max: number) =>
    new AppError(
      413,
      'photo_too_large',
      `This photo is ${(bytes / MB).toFixed(1)} MB; the most we take is ${Math.round(max / MB)} MB. Please choose a smaller file.`,
    ),
  tooManyPixels: (w: number, h: number, max: number) =>
    unprocessable(
      'photo_too_large',
      `This picture is ${w} × ${h} pixels, more than the ${Math.round(max / 1e6)} megapixels we can take. Please choose a smaller picture.`,
    ),
  tooSmall: (w: number, h: number, dpi: number, need: { w: number; h: number }) =>
    unprocessable(
      'photo_too_small',
      `This photo is too small to print: it is ${w} × ${h} pixels and would print at ${dpi} dots per inch, so it would look blurred. A card needs at least ${need.w} × ${need.h} pixels; 300 dots per inch (about ${need.w * 3} × ${need.h * 3}) prints sharp.`,
    ),
  corrupt: () =>
    unprocessable(
      'photo_corrupt',
      'This photo could not be read: the file seems damaged or cut short. Please try it again or choose another.',
    ),
  uploadIncomplete: () => unprocessable('photo_upload_incomplete', 'The photo did not arrive complete. Please upload it again.'),
  notFound: () => notFound('card_photo_not_found', 'This card has no photo there'),
  noArtworkToRegenerate: () =>
    new AppError(409, 'photo_front', 'The front of this card is your photo, so there is no artwork to make again.'),
};
