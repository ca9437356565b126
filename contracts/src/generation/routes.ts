import { cardOptionRoutes } from './routes-card-options.js';
import { cardRoutes } from './routes-cards.js';
import { cardPhotoRoutes } from './routes-photos.js';
import { sharingRoutes } from './routes-sharing.js';

export { uploadCardPhotoRoute } from './routes-photos.js';

/**
 * REST routes owned by the generation service, one file per area. The order is the routers'
 * (the BFF mounts them in it): `samples` comes before `/cards/:id` so "samples" is never read
 * as an id.
 */
export const generationRoutes = {
  ...cardRoutes,
  ...cardOptionRoutes,
  ...cardPhotoRoutes,
  ...sharingRoutes,
} as const;
