import { AppError, forbidden, notFound, unprocessable } from '@cards/kit';

export const cardNotFound = () => notFound('card_not_found', 'Card not found');
export const cardInstanceNotFound = () => notFound('card_instance_not_found', 'Card option not found');
export const unknownCatalogRow = (field: 'event_id' | 'style_id' | 'persona_id', what: string) =>
  unprocessable('validation_failed', `Unknown ${what}`, { [`card.${field}`]: [`is not an available ${what}`] });
export const noAccount = () => new AppError(403, 'account_required', 'Your user has no account to keep cards in');
export const sampleAdminOnly = () => forbidden('Only administrators can curate sample cards', 'sample_admin_only');
export const generationInProgress = (part: 'words' | 'artwork') =>
  new AppError(409, 'generation_in_progress', `The ${part} of this option are already being made`);
export const notReady = () => new AppError(409, 'card_instance_not_ready', 'This option is not ready yet');
