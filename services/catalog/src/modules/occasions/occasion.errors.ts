import { entityErrors } from '../../crud/catalog-errors.js';

/** `event_not_found`, `event_taken`: the codes keep the spec's name. */
export const occasionErrors = entityErrors('event', 'Occasion');
