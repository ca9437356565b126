import { plainErrorMap } from '@cards/contracts/validation-messages';
import { zodResolver } from '@hookform/resolvers/zod';

/**
 * The forms' resolver: a zod schema checked in the browser, its messages the same plain
 * sentences the API gives ("Enter the town or city."), so most mistakes need no round trip.
 */
export const plainResolver = ((schema: Parameters<typeof zodResolver>[0], schemaOptions?: object, resolverOptions?: object) =>
  zodResolver(schema as never, { error: plainErrorMap, ...schemaOptions } as never, resolverOptions as never)) as typeof zodResolver;
