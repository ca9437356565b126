/** The fields of an address-book row an import can fill. */
export type ContactField =
  | 'name'
  | 'first_name'
  | 'middle_name'
  | 'last_name'
  | 'line1'
  | 'line2'
  | 'city'
  | 'county'
  | 'postcode'
  | 'country'
  | 'email'
  | 'salutation'
  | 'label';

/** A row of a file as the import reads it, before it is checked; absent fields are empty. */
export interface RawContact {
  line: number;
  fields: Partial<Record<ContactField, string>>;
  /** The row could not be read at all (a vCard that does not parse). */
  unreadable?: boolean;
}

/** Case, spaces and punctuation do not matter: "Town/City" and "town city" are one header. */
export const headerKey = (h: string) => h.toLowerCase().replace(/[^a-z0-9]/g, '');

// The headers Google Contacts, Outlook and hand-made spreadsheets export, by field. Google's
// "Address 1 - …" and Outlook's "Home …" come first; "Business …" only when no home one is there.
const SYNONYMS: Record<ContactField, string[]> = {
  name: ['name', 'full name', 'display name', 'contact name', 'recipient', 'addressee'],
  first_name: ['first name', 'given name', 'forename', 'first'],
  middle_name: ['middle name', 'additional name'],
  last_name: ['last name', 'family name', 'surname', 'last'],
  line1: [
    'address line 1',
    'address 1',
    'address1',
    'address',
    'street',
    'street address',
    'line 1',
    'house',
    'address 1 - street',
    'home street',
    'business street',
    'other street',
  ],
  line2: [
    'address line 2',
    'address 2',
    'address2',
    'line 2',
    'locality',
    'home street 2',
    'business street 2',
    'address 1 - extended address',
  ],
  city: ['town', 'city', 'town/city', 'town or city', 'post town', 'address 1 - city', 'home city', 'business city', 'other city'],
  county: ['county', 'region', 'state', 'province', 'address 1 - region', 'home state', 'business state', 'other state'],
  postcode: [
    'postcode',
    'post code',
    'postal code',
    'zip',
    'zip code',
    'address 1 - postal code',
    'home postal code',
    'business postal code',
    'other postal code',
  ],
  country: ['country', 'country/region', 'address 1 - country', 'home country/region', 'business country/region', 'other country/region'],
  email: ['email', 'e-mail', 'email address', 'e-mail address', 'e-mail 1 - value', 'email 1 - value', 'e-mail 1', 'email 1'],
  salutation: ['salutation', 'greeting', 'dear', 'how to greet', 'greeting line'],
  label: ['label', 'nickname', 'nick name'],
};

const BY_KEY = new Map<string, ContactField>();
for (const [field, names] of Object.entries(SYNONYMS) as [ContactField, string[]][]) {
  for (const n of names) if (!BY_KEY.has(headerKey(n))) BY_KEY.set(headerKey(n), field);
}

/**
 * Which column fills which field: the first column whose header is a synonym of it (so a
 * Google export's "Address 1 - Street" wins over its "Address 2 - Street"). Unknown headers are
 * ignored; `null` marks a column that fills nothing.
 */
export function matchHeaders(headers: string[]): (ContactField | null)[] {
  const taken = new Set<ContactField>();
  return headers.map((h) => {
    const f = BY_KEY.get(headerKey(h));
    if (!f || taken.has(f)) return null;
    taken.add(f);
    return f;
  });
}

/** The fields a file must have a column for, at least one of each set, to be an address list. */
export function missingColumns(fields: (ContactField | null)[]): string | null {
  const has = new Set(fields);
  if (!has.has('name') && !has.has('first_name') && !has.has('last_name')) return 'a name column (such as "Name" or "First Name")';
  if (!has.has('postcode') && !has.has('email')) return 'a "Postcode" or an "Email" column';
  return null;
}
