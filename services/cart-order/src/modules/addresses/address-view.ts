import type { Address, PostalAddress } from '@cards/contracts';
import type { AddressEntity } from './address.entity.js';

/** An entry of the address book as other modules read it: every field of the entry. */
export type BookAddress = Readonly<Pick<AddressEntity, keyof AddressEntity>>;

/** Where a card goes to, from an entry of the book or an address typed in. */
export const toPostal = (a: Pick<AddressEntity, 'name' | 'line1' | 'line2' | 'city' | 'county' | 'postcode'>): PostalAddress => ({
  name: a.name,
  line1: a.line1,
  line2: a.line2 ?? '',
  city: a.city,
  county: a.county ?? '',
  postcode: a.postcode,
  country: 'GB',
});

/** An entry as the API shows it. */
export const toAddress = (a: BookAddress): Address => ({
  ...toPostal(a),
  id: a.id,
  label: a.label,
  email: a.email,
  salutation: a.salutation,
  is_default: a.is_default,
  created_at: a.created_at.toISOString(),
  updated_at: a.updated_at.toISOString(),
});
