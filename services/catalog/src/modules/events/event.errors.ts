import { notFound, unprocessable } from '@cards/kit';

export const eventNotFound = () => notFound('event_not_found', 'Occasion not found');
export const eventTaken = (field: 'name' | 'slug') =>
  unprocessable('event_taken', `An occasion with this ${field} already exists`, { [`event.${field}`]: [`has already been taken`] });
