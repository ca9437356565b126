import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Icon, Spinner } from '../../../components/icon';
import { selectCurrentUser } from '../../../api/user.state';
import { useAppSelector } from '../../../app/hooks';
import { useAdminListQuery, type AdminRecord } from '../api/admin.api';
import { useAdminStore } from '../api/admin-store';
import type { ColumnDef, ResourceDef } from '../resources/types';
import { ConfirmDialog } from './confirm-dialog';
import { Pager } from './pager';
import { idOf } from './paths';
import { ResourceSearch, type ListPatch } from './resource-search';
import { ResourceTable } from './resource-table';
import { ErrorAlert } from '../../../components/error-alert';

/** Lists up to this size are loaded whole, so sorting and paging cover every row. */
const WHOLE = 200;

function sortKey(c: ColumnDef, r: AdminRecord): string | number {
  if (c.sortValue) return c.sortValue(r);
  const v = r[c.key];
  if (typeof v === 'number') return v;
  if (typeof v === 'boolean') return v ? 1 : 0;
  return v == null ? '' : String(v).toLowerCase();
}

function matches(def: ResourceDef, r: AdminRecord, q: string): boolean {
  const hay = [def.labelOf(r), ...def.columns.map((c) => String(r[c.key] ?? ''))].join(' ').toLowerCase();
  return q
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((w) => hay.includes(w));
}

/** What the list shows, as the address asks for it. */
interface ListQuery {
  page: number;
  perPage: number;
  search: string;
  sort: string;
  dir: 'asc' | 'desc';
  filterParams: Record<string, string | undefined>;
}

/**
 * The rows of one page and the total: a list of up to `WHOLE` rows is loaded whole and searched,
 * filtered, sorted and paged here; a bigger one is paged by the server.
 */
function useListRows(def: ResourceDef, q: ListQuery, extraFilter?: (r: AdminRecord) => boolean) {
  const { page, perPage, search, sort, dir, filterParams } = q;
  const serverSearch = def.clientPaging ? undefined : search || undefined;
  const route = def.listRoute ?? def.routes.list;
  const whole = useAdminListQuery({ route, page: 1, per_page: WHOLE, search: serverSearch, params: filterParams });
  const big = !def.clientPaging && (whole.data?.total ?? 0) > WHOLE;
  const paged = useAdminListQuery({ route, page, per_page: perPage, search: serverSearch, params: filterParams }, { skip: !big });

  const { rows, total } = useMemo(() => {
    let items = (big ? paged.data?.items : whole.data?.items) ?? [];
    if (def.clientPaging && search) items = items.filter((r) => matches(def, r, search));
    if (extraFilter) items = items.filter(extraFilter);
    const col = def.columns.find((c) => c.key === sort);
    if (col) {
      items = [...items].sort((a, b) => {
        const x = sortKey(col, a);
        const y = sortKey(col, b);
        const c = typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y));
        return dir === 'desc' ? -c : c;
      });
    }
    if (big) return { rows: items, total: paged.data?.total ?? 0 };
    return { rows: items.slice((page - 1) * perPage, page * perPage), total: items.length };
  }, [big, paged.data, whole.data, def, search, extraFilter, sort, dir, page, perPage]);

  const loading = whole.isLoading || (big && paged.isFetching && !paged.data);
  const error = whole.error ?? paged.error;
  return { rows, total, loading, error };
}

/** The section's title and description, and its New button unless records are not made here. */
function ResourceListHead({ def }: { def: ResourceDef }) {
  return (
    <header className="admin-head">
      <div>
        <h1 id={`${def.key}-title`}>{def.title}</h1>
        <p className="muted">{def.description}</p>
      </div>
      {!def.readOnly?.create && (
        <Link className="button button-primary" to={`/admin/${def.singular}/new`}>
          <Icon name="add" /> New {def.noun}
        </Link>
      )}
    </header>
  );
}

/**
 * A section's list: searched on the server (`?search=`), paged by `page`/`per_page` with
 * `X-Total-Count`, sorted by any column. State lives in the address so a list can be shared.
 */
export function ResourceList({
  def,
  extraFilter,
  toolbar,
  params,
}: {
  def: ResourceDef;
  extraFilter?: (r: AdminRecord) => boolean;
  toolbar?: React.ReactNode;
  params?: Record<string, string | undefined>;
}) {
  const [sp, setSp] = useSearchParams();
  const page = Math.max(1, Number(sp.get('page') ?? 1) || 1);
  const perPage = Number(sp.get('per_page') ?? 25) || 25;
  const search = sp.get('search') ?? '';
  const sort = sp.get('sort') ?? '';
  const dir = sp.get('dir') === 'desc' ? 'desc' : 'asc';
  // The list page's own server-side filters (`params`, e.g. the orders' dispatch day) join the definition's.
  const filterParams = { ...Object.fromEntries((def.filters ?? []).map((f) => [f.name, sp.get(f.name) ?? undefined])), ...params };
  const [deleting, setDeleting] = useState<AdminRecord | null>(null);
  const store = useAdminStore(def);
  const me = useAppSelector(selectCurrentUser);

  const set = (patch: ListPatch) => {
    const next = new URLSearchParams(sp);
    for (const [k, v] of Object.entries(patch)) {
      if (v === undefined || v === '') next.delete(k);
      else next.set(k, String(v));
    }
    setSp(next, { replace: false });
  };

  const { rows, total, loading, error } = useListRows(def, { page, perPage, search, sort, dir, filterParams }, extraFilter);

  return (
    <section className="page admin-list" aria-labelledby={`${def.key}-title`}>
      <ResourceListHead def={def} />
      <ResourceSearch def={def} search={search} filterValue={(name) => sp.get(name) ?? ''} onChange={set}>
        {toolbar}
      </ResourceSearch>
      {loading ? (
        <Spinner label={`Loading ${def.title.toLowerCase()}`} />
      ) : error ? (
        <ErrorAlert error={error} />
      ) : rows.length === 0 ? (
        <p className="admin-empty">{search ? `No ${def.title.toLowerCase()} match “${search}”.` : `No ${def.title.toLowerCase()} yet.`}</p>
      ) : (
        <ResourceTable
          def={def}
          rows={rows}
          sort={sort}
          dir={dir}
          onSort={(key, next) => set({ sort: key, dir: next })}
          onDelete={setDeleting}
          me={me}
        />
      )}
      <Pager
        page={page}
        perPage={perPage}
        total={total}
        onPage={(p) => set({ page: p })}
        onPerPage={(n) => set({ per_page: n, page: undefined })}
      />
      {deleting && (
        <ConfirmDialog
          title={`${def.deleteWord ?? 'Delete'} ${def.noun} “${def.labelOf(deleting)}”?`}
          confirmLabel={def.deleteWord ?? 'Delete'}
          onConfirm={() => store.remove(idOf(def, deleting))}
          onClose={() => setDeleting(null)}
        >
          <p>This cannot be undone.</p>
        </ConfirmDialog>
      )}
    </section>
  );
}
