import { entityErrors } from '../../crud/catalog-errors.js';

/** `persona_not_found`, `persona_taken`. */
export const personaErrors = entityErrors('persona', 'Persona');
