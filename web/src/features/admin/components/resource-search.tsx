import { useState, type FormEvent, type ReactNode } from 'react';
import { Icon } from '../../../components/icon';
import type { ResourceDef } from '../resources/types';

export type ListPatch = Record<string, string | number | undefined>;

/** A list's toolbar: the search box, a select per server-side filter of the section, and the page's own tools. */
export function ResourceSearch({
  def,
  search,
  filterValue,
  onChange,
  children,
}: {
  def: ResourceDef;
  search: string;
  filterValue: (name: string) => string;
  onChange: (patch: ListPatch) => void;
  children?: ReactNode;
}) {
  const [typed, setTyped] = useState(search);
  const onSearch = (e: FormEvent) => {
    e.preventDefault();
    onChange({ search: typed.trim(), page: undefined });
  };
  return (
    <div className="admin-toolbar">
      <form role="search" className="admin-search" onSubmit={onSearch}>
        <label htmlFor={`${def.key}-search`} className="visually-hidden">
          Search {def.title.toLowerCase()}
        </label>
        <input
          id={`${def.key}-search`}
          type="search"
          placeholder={`Search ${def.title.toLowerCase()}`}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
        />
        <button type="submit" className="button button-small">
          <Icon name="search" size={16} /> Search
        </button>
        {search && (
          <button
            type="button"
            className="button button-small button-ghost"
            onClick={() => {
              setTyped('');
              onChange({ search: undefined, page: undefined });
            }}
          >
            Clear
          </button>
        )}
      </form>
      {(def.filters ?? []).map((f) => (
        <label key={f.name} className="admin-filter">
          <span>{f.label}</span>
          <select value={filterValue(f.name)} onChange={(e) => onChange({ [f.name]: e.target.value, page: undefined })}>
            <option value="">All</option>
            {f.options.map((o) => (
              <option key={o} value={o}>
                {o.replace(/_/g, ' ')}
              </option>
            ))}
          </select>
        </label>
      ))}
      {children}
    </div>
  );
}
