import { AppError } from '@cards/kit';
import { entityErrors } from '../../crud/catalog-errors.js';

/** `planfeature_not_found`, reference and value errors naming `planfeature.<field>`. */
export const planFeatureErrors = entityErrors('planfeature', 'Plan feature');

export const planFeatureTaken = () =>
  new AppError(422, 'planfeature_taken', 'This plan already grants this feature; change its value instead', {
    'planfeature.feature_id': ['is already granted by this plan'],
  });
