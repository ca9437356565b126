import type { z } from 'zod';
import type { Config } from './config.schema.js';
import { configSource, parseConfigKeys } from './load-config.js';

/**
 * A module's part of the config: the keys its schema names (its own keys beside its code, and the
 * infrastructure keys it picks from kit's), from the config the process loaded and checked once.
 * A key the process did not compose at start (a test starting one service on kit's keys alone)
 * is read from the environment the config was loaded from, with the module's own schema. A class
 * given its slice depends on those keys alone, and its type says which.
 */
export function configSlice<S extends z.ZodObject>(slice: S, config: Config): z.output<S> {
  const loaded = config as Record<string, unknown>;
  const keys = Object.keys(slice.shape);
  const missing = keys.filter((k) => !(k in loaded));
  const read: Record<string, unknown> = missing.length
    ? parseConfigKeys(slice.pick(Object.fromEntries(missing.map((k) => [k, true])) as never), configSource(config))
    : {};
  return Object.fromEntries(keys.map((k) => [k, k in loaded ? loaded[k] : read[k]])) as z.output<S>;
}
