import {
  MAX_IMPORT_ROWS,
  type Actor,
  type AddressGroup,
  type AddressImportReport,
  type ImportAddressesBody,
  type ImportProblem,
} from '@cards/contracts';
import { lockForTransaction, notFound, unprocessable } from '@cards/kit';
import { In, type DataSource, type EntityManager } from 'typeorm';
import { addressNotFound } from '../../domain/cart.errors.js';
import { AddressBook, MAX_ADDRESSES } from '../addresses/index.js';
import { AddressGroupEntity, AddressGroupMemberEntity, groupKey } from './address-group.entity.js';
import { checkRow } from './check-row.js';
import type { RawContact } from './header-match.js';
import { ImportFileError } from './import-file-error.js';
import { planMerge } from './merge-plan.js';
import { parseCsv } from './parse-csv.js';
import { parseVcards } from './parse-vcard.js';

const book = new AddressBook();

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

/** Imports address lists into a user's book, all rows or none, and keeps the book's groups. */
export class AddressImportService {
  constructor(private readonly ds: DataSource) {}

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
    return this.ds.transaction(async (m) => {
      // The same lock as the address book's own writes, so its cap holds.
      await lockForTransaction(m, 'address-book', actor.user_id);
      const plan = planMerge(await book.list(m, actor.user_id), rows);
      const have = (await book.list(m, actor.user_id)).length;
      if (have + plan.adds.length > MAX_ADDRESSES) {
        throw unprocessable(
          'address_book_full',
          `The address book holds ${have} addresses and the file adds ${plan.adds.length}; it holds at most ${MAX_ADDRESSES}`,
        );
      }
      const count = (a: string) => plan.rows.filter((r) => r.action === a).length;
      const report = {
        dry_run: body.dry_run,
        added: count('add'),
        merged: count('merge'),
        skipped: count('skip'),
        group: body.group ?? null,
        refused: problems,
      };
      const answer = { ...report, rows: plan.rows.map(({ target: _target, ...r }) => r) };
      if (body.dry_run) return answer;
      const ids = new Map<number, number>();
      for (const { row, key } of plan.adds) ids.set(-key, (await book.save(m, actor, row)).id);
      for (const [id, fields] of plan.patches) await book.patch(m, actor.user_id, id, fields);
      if (body.group) {
        const members = [...new Set(plan.rows.map((r) => (r.target > 0 ? r.target : ids.get(r.target)!)))];
        await this.addToGroup(m, actor.user_id, body.group, members);
      }
      return answer;
    });
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
    await this.ds.transaction(async (m) => {
      await lockForTransaction(m, 'address-book', actor.user_id);
      if (!(await book.find(m, actor.user_id, addressId))) throw addressNotFound();
      const mine = await m.findBy(AddressGroupEntity, { user_id: actor.user_id });
      if (mine.length) await m.delete(AddressGroupMemberEntity, { address_id: addressId, group_id: In(mine.map((g) => g.id)) });
      for (const name of new Map(names.map((n) => [groupKey(n), n])).values()) await this.addToGroup(m, actor.user_id, name, [addressId]);
    });
    return this.groups(actor);
  }

  private async addToGroup(m: EntityManager, userId: number, name: string, addressIds: number[]): Promise<void> {
    const key = groupKey(name);
    let g = await m.findOneBy(AddressGroupEntity, { user_id: userId, name_key: key });
    g ??= await m.save(AddressGroupEntity, m.create(AddressGroupEntity, { user_id: userId, name: name.trim(), name_key: key }));
    if (addressIds.length) {
      await m
        .createQueryBuilder()
        .insert()
        .into(AddressGroupMemberEntity)
        .values(addressIds.map((address_id) => ({ group_id: g.id, address_id })))
        .orIgnore()
        .execute();
    }
  }
}
