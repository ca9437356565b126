import {
  MAX_IMPORT_ROWS,
  type Actor,
  type AddressGroup,
  type AddressImportReport,
  type ImportAddressesBody,
  type ImportProblem,
} from '@cards/contracts';
import { notFound, unprocessable } from '@cards/kit';
import type { DataSource } from 'typeorm';
import { AddressGroupEntity, AddressGroupMemberEntity } from './address-group.entity.js';
import type { ImportsIntoBook } from './book-imports.js';
import { checkRow } from './check-row.js';
import type { RawContact } from './header-match.js';
import { ImportFileError } from './import-file-error.js';
import { parseCsv } from './parse-csv.js';
import { parseVcards } from './parse-vcard.js';

/** The file's rows, or a 422 saying why the file cannot be read. */
function readFile(body: ImportAddressesBody): RawContact[] {
  try {
    const rows = body.format === 'csv' ? parseCsv(body.content) : parseVcards(body.content);
    if (!rows.length) throw new ImportFileError('The file has no addresses in it.');
    if (rows.length > MAX_IMPORT_ROWS) {
      throw new ImportFileError(
        `The file has ${rows.length} rows; one import takes at most ${MAX_IMPORT_ROWS}. Split it into smaller files.`,
      );
    }
    return rows;
  } catch (err) {
    if (err instanceof ImportFileError) throw unprocessable('address_import_unreadable', err.message);
    throw err;
  }
}

/**
 * Imports address lists into a user's book, all rows or none, and keeps the book's groups. The
 * book is written through the module's port `ImportsIntoBook`, a flow that `app.ts` fills.
 */
export class AddressImportService {
  constructor(
    private readonly ds: DataSource,
    private readonly book: ImportsIntoBook,
  ) {}

  async import(actor: Actor, body: ImportAddressesBody): Promise<AddressImportReport> {
    const checked = readFile(body).map((raw) => ({ raw, result: checkRow(raw) }));
    const problems: ImportProblem[] = checked.flatMap(({ raw, result }) =>
      typeof result === 'string' ? [{ line: raw.line, message: `Line ${raw.line}: ${result}.` }] : [],
    );
    // Left out on request only when some rows are good: an all-bad file is still refused whole.
    const skipping = body.skip_bad && problems.length > 0 && problems.length < checked.length;
    if (problems.length && !skipping) {
      const n = problems.length;
      throw unprocessable('address_import_invalid', `${n} ${n === 1 ? 'row is' : 'rows are'} not right, so nothing was imported`, {
        lines: problems,
      });
    }
    const rows = checked.flatMap(({ result }) => (typeof result === 'string' ? [] : [result]));
    return this.book.import(actor, { rows, body, refused: problems });
  }

  async groups(actor: Actor): Promise<AddressGroup[]> {
    const groups = await this.ds.getRepository(AddressGroupEntity).find({ where: { user_id: actor.user_id }, order: { name_key: 'ASC' } });
    const members = groups.length
      ? await this.ds
          .getRepository(AddressGroupMemberEntity)
          .createQueryBuilder('m')
          .innerJoin('addresses', 'a', 'a.id = m.address_id')
          .where('m.group_id IN (:...ids)', { ids: groups.map((g) => g.id) })
          .orderBy('m.address_id')
          .getMany()
      : [];
    return groups.map((g) => ({
      id: g.id,
      name: g.name,
      address_ids: members.filter((x) => x.group_id === g.id).map((x) => x.address_id),
    }));
  }

  async groupAddressIds(actor: Actor, groupId: number): Promise<number[]> {
    const g = await this.ds.getRepository(AddressGroupEntity).findOneBy({ id: groupId, user_id: actor.user_id });
    if (!g) throw notFound('address_group_not_found', 'There is no such address group');
    const rows = await this.ds.getRepository(AddressGroupMemberEntity).findBy({ group_id: g.id });
    return rows.map((r) => r.address_id);
  }

  async deleteGroup(actor: Actor, groupId: number): Promise<void> {
    const r = await this.ds.getRepository(AddressGroupEntity).delete({ id: groupId, user_id: actor.user_id });
    if (!r.affected) throw notFound('address_group_not_found', 'There is no such address group');
  }

  /** Puts one entry of the book in exactly the groups named, making new ones; groups it leaves stay, even empty. */
  async setGroupsOf(actor: Actor, addressId: number, names: string[]): Promise<AddressGroup[]> {
    await this.book.setGroupsOf(actor, addressId, names);
    return this.groups(actor);
  }
}
