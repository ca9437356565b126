import { useState, type ComponentType } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import type { RouteRef } from '../../../api/route-request';
import { catalog, identity } from '../../../api/route-table.gen';
import { Icon, Spinner } from '../../../components/icon';
import { selectCurrentUser } from '../../../api/user.state';
import { useAppSelector } from '../../../app/hooks';
import { useAdminGetQuery, type AdminRecord } from '../api/admin.api';
import { useAdminStore } from '../api/admin-store';
import type { ResourceDef } from '../resources/types';
import { ConfirmDialog } from './confirm-dialog';
import { displayValue } from './display';

/** Ids of other records link to their admin page, named by the record they point at. */
const LINKED: Record<string, { page: string; route: RouteRef }> = {
  user_id: { page: 'user', route: identity.getUser },
  account_id: { page: 'account', route: identity.getAccount },
  plan_id: { page: 'plan', route: catalog.plan.get },
  feature_id: { page: 'feature', route: catalog.feature.get },
  product_category_id: { page: 'product_category', route: catalog.product_category.get },
  product_id: { page: 'product', route: catalog.product.get },
  event_id: { page: 'event', route: catalog.event.get },
  style_id: { page: 'style', route: catalog.style.get },
  persona_id: { page: 'persona', route: catalog.persona.get },
};

/** A link to another record by its name (its e-mail for a user without one); the number only while it loads or if it is gone. */
function ReferenceName({ to, id }: { to: { page: string; route: RouteRef }; id: number }) {
  const { data } = useAdminGetQuery({ route: to.route, id: String(id) });
  const name = data ? String(data.name || data.email || data.key || data.slug || '') : '';
  return <Link to={`/admin/${to.page}/${id}`}>{name || `#${id}`}</Link>;
}

function detailValue(key: string, v: unknown) {
  const to = LINKED[key];
  if (to && typeof v === 'number') return <ReferenceName to={to} id={v} />;
  if (v && typeof v === 'object' && !Array.isArray(v) && 'name' in v) return String((v as { name: unknown }).name);
  return displayValue(v);
}
import { editPath } from './paths';
import { ResourceForm } from './resource-form';
import { ErrorAlert } from '../../../components/error-alert';

const human = (k: string) =>
  k
    .replace(/_id$/, '')
    .replace(/_/g, ' ')
    .replace(/^./, (c) => c.toUpperCase());

/** What a section adds to its show page (order actions, user actions…). */
export type ShowExtra = ComponentType<{ def: ResourceDef; record: AdminRecord }>;

/**
 * The record of the page's id. `currentData`, not `data`: going from one record's page to
 * another's (a customer's page to their card) must never show the last record under the new
 * page's section, where its extra would read fields it does not have.
 */
function useRecord(def: ResourceDef) {
  const { id = '' } = useParams();
  const q = useAdminGetQuery({ route: def.routes.get, id });
  return { id, data: q.currentData, error: q.error, isLoading: q.isLoading || (q.isFetching && !q.currentData) };
}

function Crumbs({ def, record, here }: { def: ResourceDef; record?: AdminRecord; here: string }) {
  return (
    <nav aria-label="Breadcrumb" className="admin-crumbs">
      <Link to="/admin">Admin</Link> <span aria-hidden="true">/</span> <Link to={`/admin/${def.key}`}>{def.title}</Link>
      {record && (
        <>
          {' '}
          <span aria-hidden="true">/</span> <span>{def.labelOf(record)}</span>
        </>
      )}
      <>
        {' '}
        <span aria-hidden="true">/</span> <span aria-current="page">{here}</span>
      </>
    </nav>
  );
}

export function NewPage({ def }: { def: ResourceDef }) {
  return (
    <section className="page">
      <Crumbs def={def} here="New" />
      <h1>New {def.noun}</h1>
      <ResourceForm def={def} mode="create" />
    </section>
  );
}

export function EditPage({ def }: { def: ResourceDef }) {
  const { data, isLoading, error } = useRecord(def);
  if (isLoading) return <Spinner label={`Loading the ${def.noun}`} />;
  if (!data) return <ErrorAlert error={error} fallback={`We could not find that ${def.noun}.`} />;
  return (
    <section className="page">
      <Crumbs def={def} record={data} here="Edit" />
      <h1>
        Edit {def.noun} “{def.labelOf(data)}”
      </h1>
      <ResourceForm key={String(data.updated_at ?? data.id)} def={def} mode="edit" record={data} />
    </section>
  );
}

export function ShowPage({ def, extra: Extra }: { def: ResourceDef; extra?: ShowExtra }) {
  const { id, data, isLoading, error } = useRecord(def);
  const navigate = useNavigate();
  const store = useAdminStore(def);
  const [deleting, setDeleting] = useState(false);
  const me = useAppSelector(selectCurrentUser);
  if (isLoading) return <Spinner label={`Loading the ${def.noun}`} />;
  if (!data) return <ErrorAlert error={error} fallback={`We could not find that ${def.noun}.`} />;
  const labelFor = (k: string) => (def.fields[k] || undefined)?.label ?? def.columns.find((c) => c.key === k)?.label ?? human(k);
  // `event_id` next to an `event` object says the same thing twice: the object (its name) stays.
  const shown = Object.entries(data).filter(
    ([k, v]) =>
      !def.hideOnShow?.includes(k) &&
      // A list of records shows only where the section says how (a product's volume prices).
      !(Array.isArray(v) && v.some((x) => typeof x === 'object') && !def.columns.some((c) => c.key === k && c.render)) &&
      !(k.endsWith('_id') && data[k.slice(0, -3)] && typeof data[k.slice(0, -3)] === 'object'),
  );
  return (
    <section className="page">
      <Crumbs def={def} here={def.labelOf(data)} />
      <header className="admin-head">
        <div>
          <p className="eyebrow">{def.noun}</p>
          <h1>{def.labelOf(data)}</h1>
        </div>
        <div className="button-row">
          {!def.readOnly?.edit && (
            <Link className="button" to={editPath(def, data)}>
              <Icon name="edit" size={18} /> Edit
            </Link>
          )}
          {!def.readOnly?.delete && (
            <button
              type="button"
              className="button button-danger"
              onClick={() => setDeleting(true)}
              disabled={def.canDelete ? !def.canDelete(data, me) : false}
              title={def.canDelete && !def.canDelete(data, me) ? 'You cannot delete this one' : undefined}
            >
              <Icon name="delete" size={18} /> {def.deleteWord ?? 'Delete'}
            </button>
          )}
        </div>
      </header>
      {Extra && <Extra def={def} record={data} />}
      <div className="card-box">
        <dl className="admin-details">
          {shown.map(([k, v]) => (
            <div key={k}>
              <dt>{labelFor(k)}</dt>
              <dd>{def.columns.find((c) => c.key === k)?.render?.(data) ?? detailValue(k, v)}</dd>
            </div>
          ))}
        </dl>
      </div>
      <Link to={`/admin/${def.key}`}>← All {def.title.toLowerCase()}</Link>
      {deleting && (
        <ConfirmDialog
          title={`${def.deleteWord ?? 'Delete'} ${def.noun} “${def.labelOf(data)}”?`}
          confirmLabel={def.deleteWord ?? 'Delete'}
          onConfirm={async () => {
            await store.remove(def.idOf?.(data) ?? id);
            navigate(`/admin/${def.key}`);
          }}
          onClose={() => setDeleting(false)}
        >
          <p>This cannot be undone.</p>
        </ConfirmDialog>
      )}
    </section>
  );
}
