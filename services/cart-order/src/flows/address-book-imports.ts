import type { Actor, AddressImportReport, GiveAddressBody } from '@cards/contracts';
import { unprocessable } from '@cards/kit';
import type { DataSource } from 'typeorm';
import { addressNotFound } from '../domain/cart.errors.js';
import { BookImports, matchGiven, type GivingLink, type ImportRows, type ImportsIntoBook } from '../modules/address-import/index.js';
import { AddressBook, MAX_ADDRESSES } from '../modules/addresses/index.js';

/** The modules whose operations the flow runs, each writing its own tables. */
const book = new AddressBook();
const imports = new BookImports();

/**
 * What writes the address book from the address-import module: a file's rows, an entry's
 * groups, an answer given through a collection link and an offered update accepted. Each runs
 * in one transaction under the book's lock (so its cap and its one default hold): the
 * addresses module writes the entries, the address-import module its groups and answers. The
 * address-import module reaches it through its port `ImportsIntoBook`, filled in `app.ts`.
 */
export class AddressBookImports implements ImportsIntoBook {
  constructor(private readonly ds: DataSource) {}

  import(actor: Actor, file: ImportRows): Promise<AddressImportReport> {
    return this.ds.transaction(async (tx) => {
      await book.lock(tx, actor.user_id);
      const current = await book.list(tx, actor.user_id);
      const { plan, report } = imports.plan(current, file);
      if (current.length + plan.adds.length > MAX_ADDRESSES) {
        throw unprocessable(
          'address_book_full',
          `The address book holds ${current.length} addresses and the file adds ${plan.adds.length}; it holds at most ${MAX_ADDRESSES}`,
        );
      }
      if (file.body.dry_run) return report;
      const ids = new Map<number, number>();
      for (const { row, key } of plan.adds) ids.set(-key, (await book.save(tx, actor, row)).id);
      for (const [id, fields] of plan.patches) await book.patch(tx, actor.user_id, id, fields);
      if (file.body.group) {
        const members = [...new Set(plan.rows.map((r) => (r.target > 0 ? r.target : ids.get(r.target)!)))];
        await imports.group(tx, actor.user_id, file.body.group, members);
      }
      return report;
    });
  }

  async setGroupsOf(actor: Actor, addressId: number, names: string[]): Promise<void> {
    await this.ds.transaction(async (tx) => {
      await book.lock(tx, actor.user_id);
      if (!(await book.find(tx, actor.user_id, addressId))) throw addressNotFound();
      await imports.regroup(tx, actor.user_id, addressId, names);
    });
  }

  async give(link: GivingLink, given: GiveAddressBody): Promise<void> {
    await this.ds.transaction(async (tx) => {
      // The book's lock also keeps two answers from adding one person twice.
      await book.lock(tx, link.user_id);
      const entries = await book.list(tx, link.user_id);
      const match = matchGiven(entries, given);
      let addressId: number;
      if (match.outcome === 'added') {
        if (entries.length >= MAX_ADDRESSES) throw unprocessable('address_book_full', `${link.sender_name}'s address book is full.`);
        const owner = { user_id: link.user_id, account_id: link.account_id };
        const input = { ...given, country: 'GB' as const, label: '', email: '', salutation: '', is_default: false };
        addressId = (await book.save(tx, owner, input)).id;
      } else addressId = match.address_id;
      await imports.file(tx, link, given, { address_id: addressId, outcome: match.outcome });
    });
  }

  async settle(actor: Actor, id: number, accept: boolean): Promise<void> {
    await this.ds.transaction(async (tx) => {
      await book.lock(tx, actor.user_id);
      const offer = await imports.offered(tx, actor.user_id, id);
      if (accept) await book.patch(tx, actor.user_id, offer.address_id, offer.fields);
      await imports.settle(tx, id, accept);
    });
  }
}
