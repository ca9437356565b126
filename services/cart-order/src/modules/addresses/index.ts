/**
 * The address book: a user's saved addresses (an e-mail-only contact has no postal part) and
 * their default. The front door of the module; everything else in it is private.
 */
import { AddressEntity } from './address.entity.js';

export { AddressService, MAX_ADDRESSES, type ForgetEntry } from './address.service.js';
export { serveAddresses } from './address.handlers.js';
export { AddressBook, AddressReads } from './address-book.js';
export { toAddress, toPostal, type BookAddress } from './address-view.js';

/** The module's tables, for the service's DataSource. */
export const addressTables = [AddressEntity];
