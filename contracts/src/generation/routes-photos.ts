import { forwardedRoute } from '../forwarded-route.js';
import { defineRoute } from '../api-route.js';
import { CardPhoto, CardPhotoParams, PHOTO_LIMITS, UpdateCardPhotoBody } from './photo.js';
import { photoUploadCalls } from './rpc.js';

const tag = 'Cards';

/** The customer's own photos on a card: placing one on its panel, taking it off. */
export const cardPhotoRoutes = {
  updateCardPhoto: forwardedRoute(
    'generation.card_photo.update',
    defineRoute({
      method: 'put',
      path: '/cards/:id/photos/:panel',
      summary: "Crop and position the card's photo on its panel (fractions of the photo), and where the front greeting goes",
      tag,
      auth: 'user',
      params: CardPhotoParams,
      body: UpdateCardPhotoBody,
      response: CardPhoto,
      errors: [404],
    }),
  ),
  deleteCardPhoto: forwardedRoute(
    'generation.card_photo.delete',
    defineRoute({
      method: 'delete',
      path: '/cards/:id/photos/:panel',
      summary: 'Take the photo off the card (its files are deleted); a front without a photo gets artwork again',
      tag,
      auth: 'user',
      params: CardPhotoParams,
      status: 204,
      errors: [404],
    }),
  ),
} as const;

/**
 * `POST /cards/{id}/photos/{panel}` (multipart, field `photo`): the BFF streams the file to the
 * asset store under a temporary key, then makes the route's call with that key, so it is
 * mounted by hand rather than forwarded.
 */
export const uploadCardPhotoRoute = {
  call: photoUploadCalls.upload,
  ...defineRoute({
    method: 'post',
    path: '/cards/:id/photos/:panel',
    tag,
    auth: 'user',
    status: 201,
    response: CardPhoto,
    params: CardPhotoParams,
    summary:
      "Put your own photo on the front or the inside left panel (JPEG, PNG or WebP, at most 20 MB); replaces the panel's photo. 422 names why a file is refused: not an image, corrupt, too small to print",
    upload: { field: 'photo', maxBytes: PHOTO_LIMITS.maxBytes, accept: PHOTO_LIMITS.types },
    errors: [404, 413, 422],
  }),
};
