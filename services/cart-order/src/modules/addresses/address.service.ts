import type { Actor, Address, AddressInput, ListQuery, Page } from '@cards/contracts';
import { unprocessable } from '@cards/kit';
import type { DataSource } from 'typeorm';
import { one, rows, S } from '../../db/sql.js';
import { addressNotFound } from '../cart/cart.errors.js';
import { findAddress, saveAddress, toAddress, type AddressRow } from './address.store.js';

const MAX_ADDRESSES = 100;

/** The signed-in user's address book; nobody sees another user's addresses. */
export class AddressService {
  constructor(private readonly ds: DataSource) {}

  async list(actor: Actor, q: ListQuery): Promise<Page<Address>> {
    const items = await rows<AddressRow>(this.ds,
      `SELECT * FROM ${S}.addresses WHERE user_id = $1 ORDER BY is_default DESC, updated_at DESC, id DESC LIMIT $2 OFFSET $3`,
      [actor.user_id, q.per_page, (q.page - 1) * q.per_page]);
    const total = await one<{ n: number }>(this.ds, `SELECT count(*)::int AS n FROM ${S}.addresses WHERE user_id = $1`, [actor.user_id]);
    return { items: items.map(toAddress), total: total!.n };
  }

  async get(actor: Actor, id: number): Promise<Address> {
    const a = await findAddress(this.ds, actor.user_id, id);
    if (!a) throw addressNotFound();
    return toAddress(a);
  }

  async create(actor: Actor, input: AddressInput): Promise<Address> {
    return this.ds.transaction(async (m) => {
      // Serialises a user's writes so "one default" and the cap hold under double clicks.
      await m.query(`SELECT pg_advisory_xact_lock(hashtext('address-book'), $1)`, [actor.user_id]);
      const n = await one<{ n: number }>(m, `SELECT count(*)::int AS n FROM ${S}.addresses WHERE user_id = $1`, [actor.user_id]);
      if (n!.n >= MAX_ADDRESSES) {
        throw unprocessable('address_book_full', `An address book holds at most ${MAX_ADDRESSES} addresses`);
      }
      return toAddress(await saveAddress(m, actor, input));
    });
  }

  async update(actor: Actor, id: number, patch: Partial<AddressInput>): Promise<Address> {
    return this.ds.transaction(async (m) => {
      await m.query(`SELECT pg_advisory_xact_lock(hashtext('address-book'), $1)`, [actor.user_id]);
      const cur = await findAddress(m, actor.user_id, id);
      if (!cur) throw addressNotFound();
      const next = { ...cur, ...Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)) } as AddressRow;
      if (patch.is_default) await m.query(`UPDATE ${S}.addresses SET is_default = false WHERE user_id = $1 AND is_default AND id <> $2`, [actor.user_id, id]);
      const u = await one<AddressRow>(m, `
        UPDATE ${S}.addresses SET label = $3, name = $4, line1 = $5, line2 = $6, city = $7, county = $8, postcode = $9, is_default = $10, updated_at = now()
        WHERE id = $1 AND user_id = $2 RETURNING *`,
      [id, actor.user_id, next.label, next.name, next.line1, next.line2, next.city, next.county, next.postcode, next.is_default]);
      return toAddress(u!);
    });
  }

  async remove(actor: Actor, id: number): Promise<void> {
    const r = await rows(this.ds, `DELETE FROM ${S}.addresses WHERE id = $1 AND user_id = $2 RETURNING id`, [id, actor.user_id]);
    if (!r.length) throw addressNotFound();
  }
}
