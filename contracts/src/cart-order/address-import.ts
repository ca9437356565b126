import { z } from 'zod';

/** The most rows one file may hold; the address book's own cap applies on top. */
export const MAX_IMPORT_ROWS = 1000;
/** The most characters one file may hold (it travels in a JSON body under the BFF's 1 MB limit). */
export const MAX_IMPORT_CHARS = 512_000;

/** A group name, e.g. "Christmas list"; matched without regard to case. */
export const GroupName = z.string().trim().min(1, 'Name the group.').max(40, 'A group name is at most 40 characters.');

/**
 * `POST /addresses/import`: a CSV or vCard file's text. With `dry_run` nothing is written and the
 * answer says what would be imported; either way a file with a bad row imports nothing.
 */
export const ImportAddressesBody = z.object({
  format: z.enum(['csv', 'vcard']).describe('csv: a spreadsheet or mail-program export; vcard: a .vcf file (3.0 or 4.0)'),
  content: z
    .string()
    .min(1, 'The file is empty.')
    .max(MAX_IMPORT_CHARS, `The file is larger than ${MAX_IMPORT_CHARS / 1000} KB; split it into smaller files.`),
  group: GroupName.optional().describe('Every imported row is put into this group, made if it does not exist'),
  dry_run: z.boolean().default(false).describe('Only report what would be imported'),
  skip_bad: z
    .boolean()
    .default(false)
    .describe('Import the good rows and leave out the bad ones (named in `refused`); a file that cannot be read is still refused whole'),
});
export type ImportAddressesBody = z.infer<typeof ImportAddressesBody>;

/** What happened (or would happen) to one row of the file. */
export const ImportedRow = z.object({
  line: z.number().int().describe('The line of the file the row starts on'),
  name: z.string(),
  postcode: z.string().describe('Empty for a contact with only an e-mail address'),
  email: z.string(),
  action: z.enum(['add', 'merge', 'skip']).describe('skip: the row says nothing the address book does not already hold'),
});
export type ImportedRow = z.infer<typeof ImportedRow>;

/** The answer to an import, or to its dry run. */
export const AddressImportReport = z.object({
  dry_run: z.boolean(),
  added: z.number().int(),
  merged: z.number().int(),
  skipped: z.number().int(),
  group: z.string().nullable(),
  rows: z.array(ImportedRow),
  /** With `skip_bad`: the rows left out, each named by its line (empty otherwise). */
  refused: z.array(z.object({ line: z.number().int(), message: z.string() })).default([]),
});
export type AddressImportReport = z.infer<typeof AddressImportReport>;

/** One bad row, in the `details.lines` of the 422 answer `address_import_invalid`. */
export const ImportProblem = z.object({ line: z.number().int(), message: z.string() });
export type ImportProblem = z.infer<typeof ImportProblem>;

/** A group of the address book with the ids of its addresses. */
export const AddressGroup = z.object({
  id: z.number().int(),
  name: z.string(),
  address_ids: z.array(z.number().int()),
});
export type AddressGroup = z.infer<typeof AddressGroup>;

/** `PUT /addresses/{id}/groups {groups}`: the groups the entry is in, by name, from now on; new names make new groups. */
export const SetAddressGroupsBody = z.object({ groups: z.array(GroupName).max(50, 'An entry is in at most 50 groups.') });

/** `GET /address_groups/:id/addresses` */
export const AddressGroupParams = z.object({ id: z.coerce.number().int().positive() });
