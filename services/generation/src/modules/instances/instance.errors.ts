import { AppError, notFound } from '@cards/kit';

export const cardInstanceNotFound = () => notFound('card_instance_not_found', 'Card option not found');
export const generationInProgress = (part: 'words' | 'artwork') =>
  new AppError(409, 'generation_in_progress', `The ${part} of this option are already being made`);
export const notReady = () => new AppError(409, 'card_instance_not_ready', 'This option is not ready yet');
