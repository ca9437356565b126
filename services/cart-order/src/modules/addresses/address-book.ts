import type { AddressInput } from '@cards/contracts';
import { lockForTransaction } from '@cards/kit';
import type { Tx } from '../../domain/db.js';
import type { BookAddress } from './address-view.js';
import { addressesOf, findAddress, findDefaultAddress, patchAddress, postcodesOf, saveAddress } from './address.store.js';

/**
 * The address book read by the modules that use it, in the caller's transaction when they hold
 * one: a read port, which writes and locks nothing (reminders check and place an entry with it).
 */
export class AddressReads {
  /** One of the user's entries; `undefined` when it is not theirs or not there. */
  find(tx: Tx, userId: number, id: number): Promise<BookAddress | undefined> {
    return findAddress(tx, userId, id);
  }

  /** The user's default entry, the one checkout suggests first; `undefined` when none is. */
  findDefault(tx: Tx, userId: number): Promise<BookAddress | undefined> {
    return findDefaultAddress(tx, userId);
  }

  /** The user's entries (those of `ids` only, when given), oldest first. */
  list(tx: Tx, userId: number, ids?: number[]): Promise<BookAddress[]> {
    return addressesOf(tx, userId, ids);
  }

  /** The postcodes of these entries, by id. */
  postcodes(tx: Tx, ids: number[]): Promise<Map<number, string>> {
    return postcodesOf(tx, ids);
  }
}

/**
 * The address book's operations for the modules that use it (the cart, Christmas lists,
 * imports), each in the caller's transaction: its reads, its lock and its writes. The addresses
 * table is written by this module only.
 */
export class AddressBook extends AddressReads {
  /** Holds the user's book for the caller's transaction, as the book's own writes do, so its cap and its one default hold. */
  async lock(tx: Tx, userId: number): Promise<void> {
    await lockForTransaction(tx, 'address-book', userId);
  }

  /** Saves an entry to the user's book; a new default demotes the old one. */
  save(tx: Tx, owner: { user_id: number; account_id: number | null }, a: AddressInput): Promise<BookAddress> {
    return saveAddress(tx, owner, a);
  }

  /** Changes the given fields of one of the user's entries. */
  patch(tx: Tx, userId: number, id: number, fields: Partial<AddressInput>): Promise<void> {
    return patchAddress(tx, userId, id, fields);
  }
}
