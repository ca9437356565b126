import { conflict } from '@cards/kit';
import { entityErrors } from '../../crud/catalog-errors.js';

/** `feature_not_found`, `feature_taken` (key or name). */
export const featureErrors = entityErrors('feature', 'Feature');

export const featureInUse = (plans: string[]) =>
  conflict(
    'feature_in_use',
    `This feature is still granted by ${plans.length === 1 ? 'the plan' : 'the plans'} ${plans.join(', ')}; remove it from ${plans.length === 1 ? 'that plan' : 'them'} first`,
    { plans },
  );
