import { anyCatalogChange, CatalogCalls, type CatalogChangedData, type CatalogEntityName } from '@cards/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import type { EventBus, EventSubscription } from '../bus/event-bus.port.js';
import { isAppError } from '../errors/app-error.js';
import { consumeEvent } from '../events/consume-event.js';
import type { Logger } from '../logging/logger.js';
import { requestCall } from '../rpc/calls.js';
import type { RequestBus } from '../rpc/request-bus.port.js';
import { catalogRowSchemas, snapshotListOf, type CatalogRow, type CatalogRowOf, type SnapshotEntity } from './catalog-rows.js';
import type { CatalogStore } from './catalog-store.port.js';

export interface CatalogReadModelOptions<S extends CatalogStore> {
  /** The consuming service, which names its consumer (`<service>__catalog_changed`). */
  service: string;
  /** The entities this service follows; changes of others are ignored. */
  entities: readonly SnapshotEntity[];
  store: S;
  rpc: RequestBus;
  bus: EventBus;
  log: Logger;
  /**
   * Where a store in the database records the events it applied: changes are then applied
   * once per service, in the inbox's transaction. Without it every replica applies every
   * change to its own (memory) store.
   */
  inbox?: DataSource;
  /** How often the snapshot is asked for at start before going on with what events bring (default 1). */
  loadAttempts?: number;
}

/**
 * A service's copy of the catalogue: subscribed to `catalog.*.changed.v1` first, then filled
 * from `CatalogCalls.snapshot`, so no change falls between the two (rows compare on
 * `updated_at`, so the order they land in does not matter). Every row is parsed with the
 * catalogue's own schema; one that does not match is logged and left out, never guessed at.
 */
export class CatalogReadModel<S extends CatalogStore = CatalogStore> {
  readonly store: S;
  private sub?: EventSubscription;
  private lastMissReload = 0;

  constructor(private readonly o: CatalogReadModelOptions<S>) {
    this.store = o.store;
  }

  async start(): Promise<EventSubscription> {
    const { service, bus, inbox } = this.o;
    const base = {
      service,
      handler: 'catalog_changed',
      event: anyCatalogChange,
      filter: (e: { data: CatalogChangedData }) => this.follows(e.data.entity),
    };
    this.sub = inbox
      ? await consumeEvent(bus, { ...base, inbox, apply: (tx, e) => this.apply(e.data, tx) })
      : await consumeEvent(bus, { ...base, perReplica: true, handle: (e) => this.apply(e.data) });
    await this.load();
    return this.sub;
  }

  async stop(): Promise<void> {
    await this.sub?.stop();
  }

  /**
   * Fills the store from the snapshot, asked for up to `loadAttempts` times (the catalog may
   * still be starting).
   * @returns whether the catalogue was loaded
   */
  async load(): Promise<boolean> {
    const attempts = this.o.loadAttempts ?? 1;
    for (let attempt = 1; ; attempt++) {
      try {
        const snap = await requestCall(this.o.rpc, CatalogCalls.snapshot, {}, { timeoutMs: 10_000 });
        await this.fill((entity) => snap[snapshotListOf[entity]]);
        return true;
      } catch (err) {
        if (attempt >= attempts) {
          this.o.log.warn({ err }, 'catalogue snapshot unavailable; going on with what change events and lookups bring');
          return false;
        }
        await new Promise((r) => setTimeout(r, 200 * attempt));
      }
    }
  }

  /** Applies one change event; rows carry the whole entity, so applying one twice is harmless. */
  async apply(d: CatalogChangedData, tx?: EntityManager): Promise<void> {
    if (!this.follows(d.entity)) return;
    if (d.action === 'deleted' || !d.row) {
      await this.o.store.put({ entity: d.entity, id: d.id, row: null }, tx);
      return;
    }
    const row = this.parse(d.entity, { ...d.row, id: d.id });
    if (row) await this.o.store.put({ entity: d.entity, id: d.id, row }, tx);
  }

  /**
   * One row asked for with its entity's `find` call and kept, for a row the store does not
   * hold yet (added before this replica subscribed, or while it was away).
   * @returns the row, or null when the catalogue has no such row
   */
  async fetch<E extends SnapshotEntity>(entity: E, id: number): Promise<CatalogRowOf<E> | null> {
    let raw: unknown;
    try {
      // Every entity's find call takes the same request; one of them stands for all in the types.
      const find = CatalogCalls[entity].find as (typeof CatalogCalls)['product']['find'];
      raw = await requestCall(this.o.rpc, find, { id }, { timeoutMs: 5000 });
    } catch (err) {
      if (isAppError(err) && err.status === 404) return null;
      throw err;
    }
    const row = this.parse(entity, raw) as CatalogRowOf<E> | null;
    if (row) await this.o.store.put({ entity, id, row });
    return row;
  }

  /**
   * For a row someone refers to that the store does not hold: loads everything again, at
   * most every 5 s, in case this replica missed rows (seeded without events, or lost while
   * reconnecting).
   * @returns whether a reload ran
   */
  async reloadOnMiss(): Promise<boolean> {
    if (Date.now() - this.lastMissReload < 5000) return false;
    this.lastMissReload = Date.now();
    await this.load();
    return true;
  }

  private follows(entity: CatalogEntityName): entity is SnapshotEntity {
    return (this.o.entities as readonly string[]).includes(entity);
  }

  private parse(entity: CatalogEntityName, raw: unknown): CatalogRow | null {
    const r = catalogRowSchemas[entity].safeParse(raw);
    if (r.success) return r.data;
    this.o.log.warn(
      { entity, id: (raw as { id?: unknown } | null)?.id, issues: r.error.issues.slice(0, 3) },
      'catalogue row does not match its contract; left out',
    );
    return null;
  }

  private async fill(listOf: (entity: SnapshotEntity) => readonly unknown[]) {
    const counts: Record<string, number> = {};
    for (const entity of this.o.entities) {
      const list = listOf(entity);
      for (const raw of list) {
        const row = this.parse(entity, raw);
        if (row) await this.o.store.put({ entity, id: row.id, row });
      }
      counts[entity] = list.length;
    }
    this.o.log.info(counts, 'catalogue read model loaded');
  }
}
