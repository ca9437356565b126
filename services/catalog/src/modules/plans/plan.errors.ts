import { entityErrors } from '../../crud/catalog-errors.js';

/** `plan_not_found`, `plan_taken` (name, slug or provider_price_id). */
export const planErrors = entityErrors('plan', 'Plan');
