/**
 * The address book: a user's saved postal addresses and their default. The front door of the
 * module; everything else in it is private.
 */
import { AddressEntity } from './address.entity.js';

export { AddressService } from './address.service.js';
export { serveAddresses } from './address.handlers.js';
export { findAddress, findDefaultAddress, postcodesOf, saveAddress, toPostal, type AddressRow } from './address.store.js';

/** The module's tables, for the service's DataSource. */
export const addressTables = [AddressEntity];
