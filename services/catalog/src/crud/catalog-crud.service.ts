import { catalogChangedEvent, type CatalogEntityName, type ListQuery, type Page } from '@cards/contracts';
import { containsPattern, isUniqueViolation, type Outbox, type TimestampedRow } from '@cards/kit';
import type { DataSource, EntityManager, EntityTarget, SelectQueryBuilder } from 'typeorm';
import type { ShopRow } from './catalog-columns.js';
import type { EntityErrors } from './catalog-errors.js';

export interface CrudSpec<Row> {
  entity: CatalogEntityName;
  /** The row's entity class. */
  table: EntityTarget<Row>;
  errors: EntityErrors;
  /** Soft delete keeps the row (and everything pointing at it) and hides it; hard delete removes it. */
  softDelete: boolean;
  /** Customers see rows with `active = true` only. */
  hasActive: boolean;
  /** Columns `?search=` matches (case-insensitive substring). */
  searchColumns: string[];
  /** Column a non-numeric `GET /<things>/{key}` looks up, e.g. `slug`. */
  keyColumn?: string;
  /** Unique among live rows; `column` compared case-insensitively when `caseInsensitive`. */
  unique: Array<{ field: string; column: string; caseInsensitive?: boolean }>;
}

/**
 * How most catalogue tables behave: named rows with a URL slug, hidden rather than deleted,
 * searched by name and slug, looked up by slug, the name unique whatever its case, the slug unique.
 */
export const NAMED_BY_SLUG = {
  softDelete: true,
  hasActive: true,
  searchColumns: ['name', 'slug'],
  keyColumn: 'slug',
  unique: [
    { field: 'name', column: 'name', caseInsensitive: true },
    { field: 'slug', column: 'slug' },
  ],
} satisfies Omit<CrudSpec<TimestampedRow>, 'entity' | 'table' | 'errors'>;

export interface ReadOptions {
  /** Admins see inactive rows too. */
  includeInactive: boolean;
}

export type ChangeAction = 'created' | 'updated' | 'deleted';

const ALIAS = 'x';
/** The largest id of a `serial` column. */
const MAX_ID = 2_147_483_647;

/**
 * The shared use cases of a catalogue entity: paged, searchable, stably ordered lists; reads
 * that hide inactive rows from customers; writes in one transaction with their change event
 * in the outbox; uniqueness checked among live rows (422 naming the fields). Each entity's
 * service supplies the mapping between its input and its columns and its own rules.
 */
export abstract class CatalogCrudService<Row extends TimestampedRow, Dto, Input extends object> {
  constructor(
    protected readonly ds: DataSource,
    protected readonly outbox: Outbox,
    protected readonly spec: CrudSpec<Row>,
  ) {}

  /** Columns from input: the whole input on create (`current` undefined), the sent fields on update. */
  protected abstract toColumns(input: Partial<Input>, current: Row | undefined): Partial<Row>;
  protected abstract toDto(row: Row): Dto;

  /** DTOs of many rows; override to load related facts in one query. */
  protected async toDtos(_m: EntityManager, rows: Row[]): Promise<Dto[]> {
    return rows.map((r) => this.toDto(r));
  }

  /** Rules beyond the input schema (references, combinations): throw a 422. */
  protected async validate(_m: EntityManager, _next: Row, _current: Row | undefined): Promise<void> {}

  /** Refuse a delete with 409 while something still needs the row. */
  protected async assertDeletable(_m: EntityManager, _row: Row): Promise<void> {}

  /** Further events a change implies (e.g. a planfeature changes its plan's features). */
  protected async afterChange(_m: EntityManager, _row: Row, _action: ChangeAction, _correlationId?: string): Promise<void> {}

  /** Joins and filters of the entity's list query beyond search. */
  protected filterList(_qb: SelectQueryBuilder<Row>, _alias: string, _q: ListQuery, _opts: ReadOptions): void {}

  protected searchCondition(alias: string): string {
    return `(${this.spec.searchColumns.map((c) => `${alias}.${c} ILIKE :search`).join(' OR ')})`;
  }

  protected orderList(qb: SelectQueryBuilder<Row>, alias: string): void {
    qb.orderBy(`${alias}.position`, 'ASC').addOrderBy(`${alias}.name`, 'ASC').addOrderBy(`${alias}.id`, 'ASC');
  }

  /** Whether a customer (or admin) may see this row. */
  protected async isVisible(_m: EntityManager, row: Row, opts: ReadOptions): Promise<boolean> {
    const shown = row as Partial<ShopRow>;
    if (this.spec.softDelete && shown.deleted_at) return false;
    return !this.spec.hasActive || opts.includeInactive || shown.active === true;
  }

  private listQuery(q: ListQuery, opts: ReadOptions) {
    const qb = this.ds.getRepository(this.spec.table).createQueryBuilder(ALIAS).where('1 = 1');
    if (this.spec.softDelete) qb.andWhere(`${ALIAS}.deleted_at IS NULL`);
    if (this.spec.hasActive && !opts.includeInactive) qb.andWhere(`${ALIAS}.active = true`);
    this.filterList(qb, ALIAS, q, opts);
    if (q.search) qb.andWhere(this.searchCondition(ALIAS), { search: containsPattern(q.search) });
    this.orderList(qb, ALIAS);
    return qb;
  }

  async list(q: ListQuery, opts: ReadOptions): Promise<Page<Dto>> {
    // offset/limit, not skip/take: joins used for ordering must not switch TypeORM to its two-query mode.
    const qb = this.listQuery(q, opts)
      .offset((q.page - 1) * q.per_page)
      .limit(q.per_page);
    const [rows, total] = await qb.getManyAndCount();
    return { items: await this.toDtos(this.ds.manager, rows), total };
  }

  /** Every row a customer sees, in list order (for the snapshot). */
  async all(): Promise<Dto[]> {
    const rows = await this.listQuery({ page: 1, per_page: 200 }, { includeInactive: false }).getMany();
    return this.toDtos(this.ds.manager, rows);
  }

  /** A row by its id, or by its key (slug, feature key) for entities looked up by one. */
  async get(idOrKey: number | string, opts: ReadOptions): Promise<Dto> {
    // An id PostgreSQL's integer cannot hold names no row (rather than failing the query).
    if (typeof idOrKey === 'number' && !(Number.isSafeInteger(idOrKey) && idOrKey > 0 && idOrKey <= MAX_ID))
      throw this.spec.errors.notFound();
    const repo = this.ds.getRepository(this.spec.table);
    const row =
      typeof idOrKey === 'number'
        ? await repo.findOneBy({ id: idOrKey } as never)
        : this.spec.keyColumn
          ? await repo
              .createQueryBuilder(ALIAS)
              .where(`${ALIAS}.${this.spec.keyColumn} = :key`, { key: idOrKey })
              .andWhere(this.spec.softDelete ? `${ALIAS}.deleted_at IS NULL` : '1 = 1')
              .getOne()
          : null;
    if (!row || !(await this.isVisible(this.ds.manager, row, opts))) throw this.spec.errors.notFound();
    return (await this.toDtos(this.ds.manager, [row]))[0]!;
  }

  async create(input: Input, correlationId?: string): Promise<Dto> {
    const dto = await this.write(async (m) => {
      const cols = this.toColumns(input, undefined);
      const next = { ...cols, ...(this.spec.softDelete ? { deleted_at: null } : {}) } as unknown as Row;
      await this.assertUnique(m, next);
      await this.validate(m, next, undefined);
      const saved = await m.getRepository(this.spec.table).save(next);
      return this.changed(m, saved, 'created', correlationId);
    });
    return dto!;
  }

  async update(id: number, patch: Partial<Input>, correlationId?: string): Promise<Dto> {
    const dto = await this.write(async (m) => {
      const current = await this.lockLive(m, id);
      const next = { ...current, ...stripUndefined(this.toColumns(patch, current)) } as Row;
      await this.assertUnique(m, next);
      await this.validate(m, next, current);
      const saved = await m.getRepository(this.spec.table).save(next);
      return this.changed(m, saved, 'updated', correlationId);
    });
    return dto!;
  }

  async remove(id: number, correlationId?: string): Promise<void> {
    await this.write(async (m) => {
      const current = await this.lockLive(m, id);
      await this.assertDeletable(m, current);
      const repo = m.getRepository(this.spec.table);
      if (this.spec.softDelete) {
        await repo.save({ ...current, deleted_at: new Date(), ...(this.spec.hasActive ? { active: false } : {}) });
      } else {
        await repo.delete({ id } as never);
      }
      await this.changed(m, current, 'deleted', correlationId);
      return undefined;
    });
  }

  /** Writes the change event of `row` (and what it implies) into the outbox; returns its DTO. */
  protected async changed(m: EntityManager, row: Row, action: ChangeAction, correlationId?: string): Promise<Dto | undefined> {
    const dto = action === 'deleted' ? undefined : (await this.toDtos(m, [row]))[0];
    await this.outbox.add(
      m,
      catalogChangedEvent[this.spec.entity],
      {
        entity: this.spec.entity,
        id: row.id,
        action,
        row: dto as Record<string, unknown> | undefined,
      },
      correlationId,
    );
    await this.afterChange(m, row, action, correlationId);
    return dto;
  }

  private async write<T>(fn: (m: EntityManager) => Promise<T>): Promise<T> {
    let out: T;
    try {
      out = await this.ds.transaction(fn);
    } catch (e) {
      // Two admins creating the same name at once: the partial unique index is the last word.
      if (isUniqueViolation(e)) throw this.spec.errors.taken(this.spec.unique.map((u) => u.field).slice(0, 1));
      throw e;
    }
    await this.outbox.flush();
    return out;
  }

  private async lockLive(m: EntityManager, id: number): Promise<Row> {
    const current = await m.getRepository(this.spec.table).findOne({ where: { id } as never, lock: { mode: 'pessimistic_write' } });
    if (!current || (this.spec.softDelete && (current as Partial<ShopRow>).deleted_at)) throw this.spec.errors.notFound();
    return current;
  }

  private async assertUnique(m: EntityManager, next: Row) {
    const taken: string[] = [];
    for (const u of this.spec.unique) {
      const value = (next as unknown as Record<string, unknown>)[u.column];
      if (value === null || value === undefined) continue;
      const column = `${ALIAS}.${u.column}`;
      const qb = m
        .getRepository(this.spec.table)
        .createQueryBuilder(ALIAS)
        .where(u.caseInsensitive ? `lower(${column}) = lower(:value)` : `${column} = :value`, { value })
        .andWhere(`${ALIAS}.id <> :id`, { id: next.id ?? 0 });
      if (this.spec.softDelete) qb.andWhere(`${ALIAS}.deleted_at IS NULL`);
      if (await qb.getExists()) taken.push(u.field);
    }
    if (taken.length) throw this.spec.errors.taken(taken);
  }
}

/**
 * What a service's `toColumns` returns, checked total with `satisfies`: a key for every field of
 * the input, under the field's own name or the column it is renamed to (`{ price: 'price_pence' }`).
 * A field added to the input and forgotten in `toColumns` fails to compile, instead of an admin's
 * edit of it being silently dropped.
 */
export type EveryField<Input, Renamed extends { [K in keyof Input]?: string } = Record<never, never>> = Record<
  Exclude<keyof Input, keyof Renamed> | Extract<Renamed[keyof Renamed], string>,
  unknown
>;

export function stripUndefined<T extends object>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
}

export const iso = (d: Date) => d.toISOString();
