import type { AddressInput } from '@cards/contracts';
import { In, type EntityManager } from 'typeorm';
import { AddressEntity } from './address.entity.js';
import { toAddress, toPostal } from './address-view.js';

export { toAddress, toPostal };

export async function findAddress(m: EntityManager, userId: number, id: number): Promise<AddressEntity | undefined> {
  return (await m.findOneBy(AddressEntity, { id, user_id: userId })) ?? undefined;
}

/** The user's default address, the one checkout suggests first; `undefined` when none is. */
export async function findDefaultAddress(m: EntityManager, userId: number): Promise<AddressEntity | undefined> {
  return (await m.findOneBy(AddressEntity, { user_id: userId, is_default: true })) ?? undefined;
}

/** Saves an address to the user's book; a new default demotes the old one in the same transaction. */
export async function saveAddress(
  m: EntityManager,
  owner: { user_id: number; account_id: number | null },
  a: AddressInput,
): Promise<AddressEntity> {
  if (a.is_default) await demoteDefault(m, owner.user_id);
  return m.save(
    AddressEntity,
    m.create(AddressEntity, {
      user_id: owner.user_id,
      account_id: owner.account_id,
      label: a.label,
      email: a.email,
      salutation: a.salutation,
      name: a.name,
      line1: a.line1,
      line2: a.line2,
      city: a.city,
      county: a.county,
      postcode: a.postcode,
      country: 'GB',
      is_default: a.is_default,
    }),
  );
}

/** The user's default address stops being it; its `updated_at` stays, as nothing in it changed. */
export async function demoteDefault(m: EntityManager, userId: number, except?: number): Promise<void> {
  const qb = m
    .createQueryBuilder()
    .update(AddressEntity)
    .set({ is_default: false, updated_at: () => 'updated_at' })
    .where('user_id = :userId AND is_default', { userId });
  if (except != null) qb.andWhere('id <> :except', { except });
  await qb.execute();
}

/** The postcodes of the given addresses, by id (one query). */
export async function postcodesOf(m: EntityManager, ids: number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await m.find(AddressEntity, { select: { id: true, postcode: true }, where: { id: In(ids) } });
  return new Map(rows.map((a) => [a.id, a.postcode]));
}

/** Every address of the user's book, or those of `ids` only, oldest first. */
export async function addressesOf(m: EntityManager, userId: number, ids?: number[]): Promise<AddressEntity[]> {
  return m.find(AddressEntity, { where: { user_id: userId, ...(ids ? { id: In(ids) } : {}) }, order: { id: 'ASC' } });
}

/** Changes the given fields of one of the user's addresses. */
export async function patchAddress(m: EntityManager, userId: number, id: number, fields: Partial<AddressInput>): Promise<void> {
  await m.update(AddressEntity, { id, user_id: userId }, fields);
}
