import { entityErrors } from '../crud/catalog-errors.js';

/** `event_not_found`, `event_taken`. */
export const eventErrors = entityErrors('event', 'Occasion');
