import type { z } from 'zod';
import type { Config } from './config.schema.js';

/**
 * A module's part of the config: the keys its sub-schema (`ConfigSchema.pick({…})`) names, from
 * the config the process loaded and checked once. A class given its slice depends on those keys
 * alone, and its type says which.
 */
export function configSlice<S extends z.ZodObject>(slice: S, config: Config): z.output<S> {
  return Object.fromEntries(Object.keys(slice.shape).map((k) => [k, config[k as keyof Config]])) as z.output<S>;
}
