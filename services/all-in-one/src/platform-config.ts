import { BffConfigKeys } from '@cards/bff';
import { CartOrderConfigKeys } from '@cards/cart-order';
import { GenerationConfigKeys } from '@cards/generation';
import { IdentityConfigKeys } from '@cards/identity';
import { ConfigSchema, type ConfigKeys, type ConfigOwner } from '@cards/kit';
import { RenderingConfigKeys } from '@cards/rendering';
import { WebConfigKeys } from './web-config.js';

/**
 * Every environment key of the platform, by owner: kit's infrastructure keys, then each
 * service's and app's, each declared beside the code that reads it. The all-in-one loads them all
 * at start; the README's environment table and the checks of the deployment files read this list.
 * Catalog has no keys of its own.
 */
export const platformConfig: readonly ConfigOwner[] = [
  { owner: 'kit', keys: ConfigSchema },
  { owner: 'identity', keys: IdentityConfigKeys },
  { owner: 'bff', keys: BffConfigKeys },
  { owner: 'web', keys: WebConfigKeys },
  { owner: 'cart-order', keys: CartOrderConfigKeys },
  { owner: 'rendering', keys: RenderingConfigKeys },
  { owner: 'generation', keys: GenerationConfigKeys },
];

/** The keys composed with kit's where the whole platform starts in one process. */
export const platformOwnedKeys: readonly ConfigKeys[] = platformConfig.filter((o) => o.keys !== ConfigSchema).map((o) => o.keys);
