/**
 * Group cards: the owner's signing link and signatures, and the public signing page. The front
 * door of the module; everything else in it is private.
 */
import { SignatureEntity, SigningLinkEntity } from './card-signing.entity.js';

export { CardSigningService } from './card-signing.service.js';
export { SignerService } from './signer.service.js';
export { SigningTokens } from './signing-tokens.js';
export type { SigningOptions } from './signing-options.port.js';
export type { SignedCards } from './signed-cards.port.js';
export { SignatureReads } from './signature-reads.js';
export { registerSigningHandlers } from './signing.handlers.js';

/** The module's tables, for the service's DataSource. */
export const signingTables = [SignatureEntity, SigningLinkEntity];
export { SigningConfig } from './signing.config.js';
