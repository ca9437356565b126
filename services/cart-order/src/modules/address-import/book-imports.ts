import type { Actor, AddressImportReport, GiveAddressBody, ImportAddressesBody, ImportProblem } from '@cards/contracts';
import { notFound } from '@cards/kit';
import { In } from 'typeorm';
import type { Tx } from '../../domain/db.js';
import type { BookAddress } from '../addresses/index.js';
import { AddressGroupEntity, AddressGroupMemberEntity, groupKey } from './address-group.entity.js';
import type { CheckedContact } from './check-row.js';
import { CollectedAddressEntity } from './collection-link.entity.js';
import type { MatchOutcome } from './collection-match.js';
import { planMerge, type MergePlan } from './merge-plan.js';

/** A file's good rows and what was asked of the import. */
export interface ImportRows {
  rows: CheckedContact[];
  body: Pick<ImportAddressesBody, 'dry_run' | 'group'>;
  /** The rows left out (`skip_bad`), reported back. */
  refused: ImportProblem[];
}

/** The link an answer came through: whose book it fills and the group it joins. */
export interface GivingLink {
  id: number;
  user_id: number;
  account_id: number | null;
  group_id: number;
  sender_name: string;
}

/**
 * What writes the address book together with this module's groups and answers, in one
 * transaction: a port of this module, filled in `app.ts` with the flow
 * (`flows/address-book-imports.ts`) that runs both modules' operations.
 */
export interface ImportsIntoBook {
  /** Adds and merges the rows into the user's book (nothing when `dry_run`), all or none, and answers the report. */
  import(actor: Actor, file: ImportRows): Promise<AddressImportReport>;
  /** Puts one of the user's entries in exactly the groups named. */
  setGroupsOf(actor: Actor, addressId: number, names: string[]): Promise<void>;
  /** Files one answer given through a collection link: a new entry, or an update offered to one. */
  give(link: GivingLink, given: GiveAddressBody): Promise<void>;
  /** Settles an offered update: its answer written into its entry (`accept`), or dismissed. */
  settle(actor: Actor, id: number, accept: boolean): Promise<void>;
}

/**
 * The address-import module's operations for the flow that writes the address book with it,
 * each in the caller's transaction. The groups and the collected answers are written by this
 * module only.
 */
export class BookImports {
  /** What importing the rows into a book holding `current` comes to, and the report it answers. */
  plan(current: BookAddress[], { rows, body, refused }: ImportRows): { plan: MergePlan; report: AddressImportReport } {
    const plan = planMerge(current, rows);
    const count = (a: string) => plan.rows.filter((r) => r.action === a).length;
    const report = {
      dry_run: body.dry_run,
      added: count('add'),
      merged: count('merge'),
      skipped: count('skip'),
      group: body.group ?? null,
      refused,
      rows: plan.rows.map(({ target: _target, ...r }) => r),
    };
    return { plan, report };
  }

  /** Adds entries to the user's group of that name, making the group when it is new. */
  async group(tx: Tx, userId: number, name: string, addressIds: number[]): Promise<void> {
    const key = groupKey(name);
    let g = await tx.findOneBy(AddressGroupEntity, { user_id: userId, name_key: key });
    g ??= await tx.save(AddressGroupEntity, tx.create(AddressGroupEntity, { user_id: userId, name: name.trim(), name_key: key }));
    if (addressIds.length) {
      await tx
        .createQueryBuilder()
        .insert()
        .into(AddressGroupMemberEntity)
        .values(addressIds.map((address_id) => ({ group_id: g.id, address_id })))
        .orIgnore()
        .execute();
    }
  }

  /** Puts one entry in exactly the groups named, making new ones; groups it leaves stay, even empty. */
  async regroup(tx: Tx, userId: number, addressId: number, names: string[]): Promise<void> {
    const mine = await tx.findBy(AddressGroupEntity, { user_id: userId });
    if (mine.length) await tx.delete(AddressGroupMemberEntity, { address_id: addressId, group_id: In(mine.map((g) => g.id)) });
    for (const name of new Map(names.map((n) => [groupKey(n), n])).values()) await this.group(tx, userId, name, [addressId]);
  }

  /** Keeps an answer given through a link, and its entry in the link's group. */
  async file(tx: Tx, link: GivingLink, given: GiveAddressBody, filed: { address_id: number; outcome: MatchOutcome['outcome'] }) {
    await tx
      .createQueryBuilder()
      .insert()
      .into(AddressGroupMemberEntity)
      .values({ group_id: link.group_id, address_id: filed.address_id })
      .orIgnore()
      .execute();
    await tx.save(
      CollectedAddressEntity,
      tx.create(CollectedAddressEntity, { ...given, link_id: link.id, user_id: link.user_id, ...filed, summarised_at: null }),
    );
  }

  /** An update offered to one of the user's entries, still waiting; 404 when there is none. */
  async offered(tx: Tx, userId: number, id: number) {
    const r = await tx.findOneBy(CollectedAddressEntity, { id, user_id: userId, outcome: 'offered' });
    if (!r) throw notFound('offered_update_not_found', 'There is no such update waiting');
    const { name, line1, line2, city, county, postcode } = r;
    return { address_id: r.address_id, fields: { name, line1, line2, city, county, postcode } };
  }

  /** Marks an offered update settled. */
  async settle(tx: Tx, id: number, accept: boolean): Promise<void> {
    await tx.update(CollectedAddressEntity, { id }, { outcome: accept ? 'accepted' : 'dismissed' });
  }
}
