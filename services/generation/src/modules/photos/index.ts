/**
 * A card's own photos: upload, crop and band, removal, and what the rest of the service reads of
 * them. The front door of the module; everything else in it is private.
 */
import { CardPhotoEntity } from './card-photo.entity.js';

export { CardPhotoService } from './card-photo.service.js';
export type { CardCovers, CoverChange } from './card-covers.port.js';
export { CardPhotoReads, type CardPhotoView } from './card-photo-reads.js';
export { photoErrors } from './photo.errors.js';
export { registerCardPhotoHandlers } from './card-photo.handlers.js';

/** The module's tables, for the service's DataSource. */
export const photoTables = [CardPhotoEntity];
export { PhotosConfig } from './photos.config.js';
