import { z } from 'zod';
import { patchOf } from '../catalog/fields.js';
import { Timestamp } from '../common.js';

/** UK postcodes (we post within the UK only), normalised to upper case with one space. */
export const UkPostcode = z
  .string()
  .trim()
  .toUpperCase()
  .transform((s) => s.replace(/\s+/g, ''))
  .pipe(
    z.string().regex(/^[A-Z]{1,2}\d[A-Z\d]?\d[A-Z]{2}$/, {
      error: (iss) => (iss.input ? 'Enter a UK postcode, like SW1A 2AA.' : 'Enter the postcode.'),
    }),
  )
  .transform((s) => `${s.slice(0, -3)} ${s.slice(-3)}`);

/** A postal address as typed by the customer. */
export const AddressInput = z.object({
  name: z.string().trim().min(1).max(100).describe('Who the envelope is addressed to'),
  line1: z.string().trim().min(1).max(120),
  line2: z.string().trim().max(120).default(''),
  city: z.string().trim().min(1).max(80),
  county: z.string().trim().max(80).default(''),
  postcode: UkPostcode,
  country: z.literal('GB').default('GB').describe('Delivery is within the United Kingdom only'),
  label: z.string().trim().max(40).default('').describe('How the customer names it in their address book, e.g. "Mum"'),
  email: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.union([z.literal(''), z.email('Enter an e-mail address, like jean@example.com.')]))
    .default('')
    .describe('Where an e-card goes'),
  salutation: z.string().trim().max(80).default('').describe('How a card greets them, e.g. "Dear Aunt Jean"'),
  is_default: z.boolean().default(false),
});
export type AddressInput = z.infer<typeof AddressInput>;

/** The postal part of an address, as snapshotted on a cart and an order. */
export const PostalAddress = z.object({
  name: z.string(),
  line1: z.string(),
  line2: z.string(),
  city: z.string(),
  county: z.string(),
  postcode: z.string(),
  country: z.literal('GB'),
});
export type PostalAddress = z.infer<typeof PostalAddress>;

/** A saved address of the signed-in user's address book. */
export const Address = PostalAddress.extend({
  id: z.number().int(),
  label: z.string(),
  email: z.string().describe('Empty when unknown; a contact with only an e-mail address has empty postal fields'),
  salutation: z.string(),
  is_default: z.boolean(),
  created_at: Timestamp,
  updated_at: Timestamp,
});
export type Address = z.infer<typeof Address>;

/** `POST /addresses {address:{...}}` */
export const CreateAddressBody = z.object({ address: AddressInput });
/** `PUT /addresses/{id} {address:{...}}`: only the fields sent change ("Make default" sends just `is_default`). */
export const UpdateAddressBody = z.object({ address: patchOf(AddressInput) });
