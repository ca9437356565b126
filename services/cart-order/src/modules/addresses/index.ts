/**
 * The address book: a user's saved addresses and their default. The front door of the module;
 * everything else in it is private.
 */
export { AddressService, MAX_ADDRESSES } from './address.service.js';
export { addressesOf, findAddress, patchAddress, saveAddress, toAddress, type AddressRow } from './address.store.js';
