import type { Address, AddressInput, PostalAddress } from '@cards/contracts';
import { one, S, type Queryable } from '../../db/sql.js';

export interface AddressRow {
  id: number; user_id: number; account_id: number | null; label: string; name: string; line1: string; line2: string;
  city: string; county: string; postcode: string; country: 'GB'; is_default: boolean; created_at: Date; updated_at: Date;
}

export const toPostal = (a: Pick<AddressRow, 'name' | 'line1' | 'line2' | 'city' | 'county' | 'postcode'>): PostalAddress => ({
  name: a.name, line1: a.line1, line2: a.line2 ?? '', city: a.city, county: a.county ?? '', postcode: a.postcode, country: 'GB',
});

export const toAddress = (a: AddressRow): Address => ({
  ...toPostal(a), id: a.id, label: a.label, is_default: a.is_default, created_at: a.created_at.toISOString(), updated_at: a.updated_at.toISOString(),
});

export function findAddress(q: Queryable, userId: number, id: number): Promise<AddressRow | undefined> {
  return one<AddressRow>(q, `SELECT * FROM ${S}.addresses WHERE id = $1 AND user_id = $2`, [id, userId]);
}

/** Saves an address to the user's book; a new default demotes the old one in the same transaction. */
export async function saveAddress(q: Queryable, owner: { user_id: number; account_id: number | null }, a: AddressInput): Promise<AddressRow> {
  if (a.is_default) await q.query(`UPDATE ${S}.addresses SET is_default = false WHERE user_id = $1 AND is_default`, [owner.user_id]);
  return (await one<AddressRow>(q, `
    INSERT INTO ${S}.addresses (user_id, account_id, label, name, line1, line2, city, county, postcode, country, is_default)
    VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'GB', $10) RETURNING *`,
  [owner.user_id, owner.account_id, a.label, a.name, a.line1, a.line2, a.city, a.county, a.postcode, a.is_default]))!;
}
