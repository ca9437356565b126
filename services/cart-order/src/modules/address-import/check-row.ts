import { AddressInput } from '@cards/contracts';
import type { z } from 'zod';
import type { RawContact } from './header-match.js';

/** A row that passed its checks: an address (postal fields empty for an e-mail-only contact). */
export type CheckedContact = AddressInput & { line: number };

const UK = new Set(['', 'gb', 'uk', 'unitedkingdom', 'greatbritain', 'england', 'scotland', 'wales', 'northernireland', 'gbr']);

const WHAT: Record<string, string> = {
  name: 'the name',
  line1: 'the first line of the address',
  line2: 'the second line of the address',
  city: 'the town or city',
  county: 'the county',
  postcode: 'the postcode',
  email: 'the e-mail address',
  salutation: 'the greeting',
  label: 'the label',
};

/** One problem of a row in plain English, naming the value where that helps. */
function explain(issue: z.core.$ZodIssue, f: RawContact['fields']): string {
  const field = String(issue.path[0]);
  const what = WHAT[field] ?? field;
  const value = (f as Record<string, string | undefined>)[field] ?? '';
  if (issue.code === 'too_big') return `${what} is longer than ${String(issue.maximum)} characters`;
  if (!value) return `${what} is missing`;
  if (field === 'postcode') return `the postcode "${value}" is not a UK postcode`;
  if (field === 'email') return `the e-mail address "${value}" is not an e-mail address`;
  return `${what} "${value}" is not valid`;
}

/** Checks a row with the address book's own schema; `string` is what is wrong with it. */
export function checkRow(row: RawContact): CheckedContact | string {
  if (row.unreadable) return 'this vCard cannot be read';
  const f = row.fields;
  const name = f.name || [f.first_name, f.middle_name, f.last_name].filter(Boolean).join(' ');
  const [street = '', ...more] = (f.line1 ?? '').split(/\r?\n/);
  const line2 = [more.join(', '), f.line2 ?? ''].filter(Boolean).join(', ');
  const postal = Boolean(f.line1 || f.line2 || f.city || f.postcode);
  if (!postal && !f.email) return `${name ? `"${name}" has` : 'the row has'} neither a postal address nor an e-mail address`;
  if (!UK.has((f.country ?? '').toLowerCase().replace(/[^a-z]/g, ''))) {
    return `the country "${f.country}" is not the United Kingdom; we post within the UK only`;
  }
  const input = {
    name,
    line1: street,
    line2,
    city: f.city,
    county: f.county,
    postcode: f.postcode,
    email: f.email,
    salutation: f.salutation,
    label: f.label,
  };
  const schema = postal ? AddressInput : AddressInput.pick({ name: true, email: true, salutation: true, label: true });
  const r = schema.safeParse(input);
  if (!r.success) {
    const seen = new Set<string>();
    const problems = r.error.issues.filter((i) => !seen.has(String(i.path[0])) && seen.add(String(i.path[0])));
    return problems.map((i) => explain(i, { ...f, name, line1: street })).join('; ');
  }
  const empty = { line1: '', line2: '', city: '', county: '', postcode: '', country: 'GB' as const, is_default: false };
  return { ...empty, ...r.data, is_default: false, line: row.line };
}
