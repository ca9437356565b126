import { AppError, forbidden, notFound, unprocessable } from '@cards/kit';

export const cardNotFound = () => notFound('card_not_found', 'Card not found');
export const unknownCatalogRow = (field: 'event_id' | 'style_id' | 'persona_id', what: string) =>
  unprocessable('validation_failed', `Unknown ${what}`, { [`card.${field}`]: [`is not an available ${what}`] });
export const noAccount = () => new AppError(403, 'account_required', 'Your user has no account to keep cards in');
export const sampleAdminOnly = () => forbidden('Only administrators can curate sample cards', 'sample_admin_only');
