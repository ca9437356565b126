import type { CatalogEntityName } from '@cards/contracts';
import { AppError, notFound } from '@cards/kit';

/** The errors every catalogue entity raises, with stable codes `<entity>_not_found`, `<entity>_taken`. */
export function entityErrors(entity: CatalogEntityName, label: string) {
  return {
    notFound: () => notFound(`${entity}_not_found`, `${label} not found`),
    /** 422 naming every clashing field, e.g. `{ "style.slug": ["has already been taken"] }`. */
    taken: (fields: string[]) =>
      new AppError(
        422,
        `${entity}_taken`,
        `${a(label)} with this ${fields.join(' and ')} already exists`,
        Object.fromEntries(fields.map((f) => [`${entity}.${f}`, ['has already been taken']])),
      ),
    /** 422 for a field that names another row which does not exist (or was deleted). */
    missingReference: (field: string, what: string) =>
      new AppError(422, 'validation_failed', `Invalid ${entity}.${field}`, { [`${entity}.${field}`]: [`${what} does not exist`] }),
    invalid: (field: string, message: string) =>
      new AppError(422, 'validation_failed', `Invalid ${entity}.${field}`, { [`${entity}.${field}`]: [message] }),
  };
}
export type EntityErrors = ReturnType<typeof entityErrors>;

const a = (label: string) => (/^[aeiou]/i.test(label) ? `An ${label.toLowerCase()}` : `A ${label.toLowerCase()}`);
