import { anyCatalogChange, CatalogCalls, type CatalogChangedData, type Event, type Persona, type Plan, type Style } from '@cards/contracts';
import { consumeEvent, requestCall, type EventBus, type EventSubscription, type Logger, type RequestBus } from '@cards/kit';

type Entity = 'event' | 'style' | 'persona' | 'plan';
interface Row { id: number; active?: boolean; position?: number; updated_at?: string }

/** A map of rows that ignores an event older than what it holds (snapshot and events may interleave). */
class Rows<T extends Row> {
  readonly byId = new Map<number, T>();
  /** Rows customers can no longer pick, kept so existing cards still name their occasion/style. */
  readonly retired = new Map<number, T>();

  put(row: T) {
    const cur = this.byId.get(row.id) ?? this.retired.get(row.id);
    if (cur?.updated_at && row.updated_at && cur.updated_at > row.updated_at) return;
    if (row.active === false) { this.byId.delete(row.id); this.retired.set(row.id, row); return; }
    this.retired.delete(row.id);
    this.byId.set(row.id, row);
  }

  retire(id: number) {
    const cur = this.byId.get(id);
    if (cur) this.retired.set(id, { ...cur, active: false });
    this.byId.delete(id);
  }

  get(id: number | null | undefined, opts: { includeRetired?: boolean } = {}): T | undefined {
    if (id == null) return undefined;
    return this.byId.get(id) ?? (opts.includeRetired ? this.retired.get(id) : undefined);
  }

  active(): T[] {
    return [...this.byId.values()].sort((a, b) => (a.position ?? 0) - (b.position ?? 0) || a.id - b.id);
  }
}

/**
 * This replica's copy of the catalogue parts generation needs (occasions, styles, personas,
 * plans with their features): subscribed to `catalog.*.changed.v1` first, then filled from
 * `CatalogCalls.snapshot` (or the per-entity list calls when the snapshot is not served), so no
 * change falls between the two.
 */
export class CatalogReadModel {
  readonly events = new Rows<Event>();
  readonly styles = new Rows<Style>();
  readonly personas = new Rows<Persona>();
  readonly plans = new Rows<Plan>();
  private sub?: EventSubscription;

  constructor(private readonly rpc: RequestBus, private readonly bus: EventBus, private readonly log: Logger) {}

  async start(): Promise<void> {
    this.sub = await consumeEvent(this.bus, {
      service: 'generation', handler: 'catalog_changed', event: anyCatalogChange, perReplica: true,
      handle: (e) => this.apply(e.data),
    });
    await this.load();
  }

  /** Loads every row; retried a few times because the catalog may still be starting. */
  async load(): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        const snap = await requestCall(this.rpc, CatalogCalls.snapshot, {}, { timeoutMs: 10_000 });
        this.fill({ events: snap.events, styles: snap.styles, personas: snap.personas, plans: snap.plans });
        return;
      } catch (err) {
        const code = (err as { code?: string }).code;
        if (code === 'service_unavailable') {
          // An older catalog without the snapshot call: ask for each entity's list instead.
          const lists = await this.loadLists().catch((e: unknown) => { this.log.warn({ err: e }, 'catalog lists unavailable'); return undefined; });
          if (lists) { this.fill(lists); return; }
        }
        if (attempt >= 5) { this.log.error({ err }, 'catalogue read model could not be loaded; continuing with what events bring'); return; }
        await new Promise((r) => setTimeout(r, 200 * attempt));
      }
    }
  }

  private async loadLists() {
    const list = async <T>(entity: Entity): Promise<T[]> => {
      const out: T[] = [];
      for (let page = 1; page < 100; page++) {
        try {
          const r = await requestCall(this.rpc, CatalogCalls[entity].list, { actor: null, params: {}, query: { page, per_page: 200 } });
          out.push(...(r.items as unknown as T[]));
          if (out.length >= r.total || r.items.length === 0) break;
        } catch (err) {
          if ((err as { code?: string }).code === 'service_unavailable' && entity !== 'event') return out; // not served yet
          throw err;
        }
      }
      return out;
    };
    return { events: await list<Event>('event'), styles: await list<Style>('style'), personas: await list<Persona>('persona'), plans: await list<Plan>('plan') };
  }

  private fill(s: { events: Event[]; styles: Style[]; personas: Persona[]; plans: Plan[] }) {
    for (const r of s.events) this.events.put(r);
    for (const r of s.styles) this.styles.put(r);
    for (const r of s.personas) this.personas.put(r);
    for (const r of s.plans) this.plans.put(r);
    this.log.info({ events: s.events.length, styles: s.styles.length, personas: s.personas.length, plans: s.plans.length }, 'catalogue read model loaded');
  }

  /** Applies one change event; rows carry the whole entity, so this is idempotent. */
  apply(d: CatalogChangedData) {
    const target = ({ event: this.events, style: this.styles, persona: this.personas, plan: this.plans } as Record<string, Rows<Row>>)[d.entity];
    if (!target) return;
    if (d.action === 'deleted' || !d.row) target.retire(d.id);
    else target.put(d.row as unknown as Row);
  }

  private lastMissReload = 0;

  /**
   * Called when a row someone refers to is unknown here: reloads everything, at most every
   * 5 s, in case this replica missed rows (seeded without events, or lost while reconnecting).
   * @returns whether a reload ran
   */
  async reloadOnMiss(): Promise<boolean> {
    if (Date.now() - this.lastMissReload < 5000) return false;
    this.lastMissReload = Date.now();
    await this.load();
    return true;
  }

  planBySlug(slug: string): Plan | undefined {
    return this.plans.active().find((p) => p.slug === slug) ?? [...this.plans.retired.values()].find((p) => p.slug === slug);
  }

  async stop() {
    await this.sub?.stop();
  }
}
