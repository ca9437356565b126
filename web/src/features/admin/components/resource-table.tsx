import { Link } from 'react-router';
import type { UserState } from '../../../api/user.state';
import type { AdminRecord } from '../api/admin.api';
import type { ResourceDef } from '../resources/types';
import { displayValue } from './display';
import { editPath, idOf, recordPath } from './paths';

export type SortDir = 'asc' | 'desc';

/** A section's rows as a table: a header per column that sorts by it, and each row's view, edit and delete actions. */
export function ResourceTable({
  def,
  rows,
  sort,
  dir,
  onSort,
  onDelete,
  me,
}: {
  def: ResourceDef;
  rows: AdminRecord[];
  sort: string;
  dir: SortDir;
  onSort: (key: string, dir: SortDir) => void;
  onDelete: (r: AdminRecord) => void;
  me: UserState['current'];
}) {
  return (
    <div className="admin-table-wrap">
      <table className="table admin-table">
        <thead>
          <tr>
            {def.columns.map((c) => (
              <th key={c.key} scope="col" aria-sort={sort === c.key ? (dir === 'asc' ? 'ascending' : 'descending') : 'none'}>
                <button
                  type="button"
                  className="sort-button"
                  onClick={() => onSort(c.key, sort === c.key && dir === 'asc' ? 'desc' : 'asc')}
                >
                  {c.label}
                  <span aria-hidden="true">{sort === c.key ? (dir === 'asc' ? ' ▲' : ' ▼') : ''}</span>
                </button>
              </th>
            ))}
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={String(idOf(def, r))}>
              {def.columns.map((c, i) => (
                <td key={c.key} data-label={c.label}>
                  {i === 0 ? (
                    <Link to={recordPath(def, r)}>{c.render ? c.render(r) : displayValue(r[c.key])}</Link>
                  ) : c.render ? (
                    c.render(r)
                  ) : (
                    displayValue(r[c.key])
                  )}
                </td>
              ))}
              <RowActions def={def} record={r} me={me} onDelete={onDelete} />
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function RowActions({
  def,
  record: r,
  me,
  onDelete,
}: {
  def: ResourceDef;
  record: AdminRecord;
  me: UserState['current'];
  onDelete: (r: AdminRecord) => void;
}) {
  const label = def.labelOf(r);
  return (
    <td className="admin-actions">
      <Link className="button button-small button-ghost" to={recordPath(def, r)} aria-label={`View ${label}`}>
        View
      </Link>
      {!def.readOnly?.edit && (
        <Link className="button button-small button-ghost" to={editPath(def, r)} aria-label={`Edit ${label}`}>
          Edit
        </Link>
      )}
      {!def.readOnly?.delete && (
        <button
          type="button"
          className="button button-small button-danger"
          aria-label={`${def.deleteWord ?? 'Delete'} ${label}`}
          onClick={() => onDelete(r)}
          disabled={def.canDelete ? !def.canDelete(r, me) : false}
          title={def.canDelete && !def.canDelete(r, me) ? 'You cannot delete this one' : undefined}
        >
          {def.deleteWord ?? 'Delete'}
        </button>
      )}
    </td>
  );
}
