import { entityErrors } from '../../crud/catalog-errors.js';

/** `style_not_found`, `style_taken`. */
export const styleErrors = entityErrors('style', 'Style');
