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

/** A postcode, or nothing (a contact with only an e-mail address). */
const PostcodeOrBlank = z
  .string()
  .trim()
  .transform((s, ctx) => {
    if (!s) return '';
    const r = UkPostcode.safeParse(s);
    if (r.success) return r.data;
    for (const i of r.error.issues) ctx.addIssue({ code: 'custom', message: i.message });
    return z.NEVER;
  });

/** The fields of an address-book entry: an address's, the postal ones allowed empty (see {@link BookEntryInput}). */
export const BookEntryFields = AddressInput.extend({
  line1: z.string().trim().max(120).default(''),
  city: z.string().trim().max(80).default(''),
  postcode: PostcodeOrBlank.default(''),
});

/**
 * What an address-book entry must have: a postal address (first line, town or city and a
 * postcode), or, for someone who gets e-cards only, an e-mail address and no postal fields at
 * all. Each missing field is named in the address form's own words.
 */
export function bookEntryIssues(a: Pick<AddressInput, 'line1' | 'line2' | 'city' | 'county' | 'postcode' | 'email'>) {
  const postal = !a.email || [a.line1, a.line2, a.city, a.county, a.postcode].some(Boolean);
  if (!postal) return [];
  const missing = (['line1', 'city', 'postcode'] as const).filter((k) => !a[k]);
  return missing.map((k) => ({ code: 'too_small' as const, origin: 'string' as const, minimum: 1, inclusive: true, input: '', path: [k] }));
}

/** An address-book entry as saved: a postal address, or an e-mail-only contact (an e-card's). */
export const BookEntryInput = BookEntryFields.superRefine((a, ctx) => {
  for (const issue of bookEntryIssues(a)) ctx.addIssue(issue);
});
export type BookEntryInput = z.infer<typeof BookEntryInput>;

/** `POST /addresses {address:{...}}`: a postal address, or a name and an e-mail address alone. */
export const CreateAddressBody = z.object({ address: BookEntryInput });
/**
 * `PUT /addresses/{id} {address:{...}}`: only the fields sent change ("Make default" sends just
 * `is_default`); the entry that results must still be a postal address or an e-mail-only contact.
 */
export const UpdateAddressBody = z.object({ address: patchOf(BookEntryFields) });
