import { bookEntryIssues, type Actor, type Address, type BookEntryInput, type ListQuery, type Page } from '@cards/contracts';
import { plainIssueMessage } from '@cards/contracts/validation-messages';
import { lockForTransaction, unprocessable, validationFailed } from '@cards/kit';
import type { DataSource, EntityManager } from 'typeorm';
import { addressNotFound } from '../../domain/cart.errors.js';
import { AddressEntity } from './address.entity.js';
import { demoteDefault, findAddress, saveAddress, toAddress } from './address.store.js';

/** Room for a family's Christmas list: an import fills the book in one go. */
export const MAX_ADDRESSES = 1000;

/** Serialises a user's writes so "one default" and the cap hold under double clicks. */
const lockAddressBook = (m: EntityManager, userId: number) => lockForTransaction(m, 'address-book', userId);

// Checkout starts from the default, so it must be somewhere a card can be posted.
const notPostal = (name: string) => unprocessable('address_not_postal', `${name} has only an e-mail address; add a postal address first`);

/**
 * What else forgets an entry when it is deleted, in the deletion's transaction: a port of this
 * module, filled in `app.ts` (the answers people gave through collection links, which the
 * address-import module keeps).
 */
export type ForgetEntry = (tx: EntityManager, entry: { user_id: number; address_id: number }) => Promise<void>;

/** The signed-in user's address book; nobody sees another user's addresses. */
export class AddressService {
  constructor(
    private readonly ds: DataSource,
    private readonly forget: ForgetEntry = async () => undefined,
  ) {}

  async list(actor: Actor, q: ListQuery): Promise<Page<Address>> {
    const [items, total] = await this.ds.getRepository(AddressEntity).findAndCount({
      where: { user_id: actor.user_id },
      order: { is_default: 'DESC', updated_at: 'DESC', id: 'DESC' },
      take: q.per_page,
      skip: (q.page - 1) * q.per_page,
    });
    return { items: items.map(toAddress), total };
  }

  async get(actor: Actor, id: number): Promise<Address> {
    const a = await findAddress(this.ds.manager, actor.user_id, id);
    if (!a) throw addressNotFound();
    return toAddress(a);
  }

  async create(actor: Actor, input: BookEntryInput): Promise<Address> {
    if (input.is_default && !input.postcode) throw notPostal(input.name);
    return this.ds.transaction(async (m) => {
      await lockAddressBook(m, actor.user_id);
      if ((await m.countBy(AddressEntity, { user_id: actor.user_id })) >= MAX_ADDRESSES) {
        throw unprocessable('address_book_full', `An address book holds at most ${MAX_ADDRESSES} addresses`);
      }
      return toAddress(await saveAddress(m, actor, input));
    });
  }

  async update(actor: Actor, id: number, patch: Partial<BookEntryInput>): Promise<Address> {
    return this.ds.transaction(async (m) => {
      await lockAddressBook(m, actor.user_id);
      const cur = await findAddress(m, actor.user_id, id);
      if (!cur) throw addressNotFound();
      const next = { ...cur, ...Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)) } as AddressEntity;
      // What results is a postal address or an e-mail-only contact, each missing field named as the form names it.
      const missing = bookEntryIssues(next);
      if (missing.length) throw validationFailed(missing.map((i) => ({ path: ['address', ...i.path], message: plainIssueMessage(i) })));
      if (patch.is_default && !next.postcode) throw notPostal(cur.name);
      if (patch.is_default) await demoteDefault(m, actor.user_id, id);
      const { label, email, salutation, name, line1, line2, city, county, postcode, is_default } = next;
      await m.update(
        AddressEntity,
        { id, user_id: actor.user_id },
        { label, email, salutation, name, line1, line2, city, county, postcode, is_default },
      );
      return toAddress((await findAddress(m, actor.user_id, id))!);
    });
  }

  async remove(actor: Actor, id: number): Promise<void> {
    await this.ds.transaction(async (m) => {
      const r = await m.delete(AddressEntity, { id, user_id: actor.user_id });
      if (!r.affected) throw addressNotFound();
      await this.forget(m, { user_id: actor.user_id, address_id: id });
    });
  }
}
