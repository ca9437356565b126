import type { ReactNode } from 'react';
import type { RouteRef } from '../../../api/route-request';
import { useAdminListQuery } from '../api/admin.api';

/**
 * One box of a customer's page: a titled list of what one admin list route answers for them
 * (at most 50, newest or soonest first as the route orders them), the count when there are more.
 */
export function ActivityBox<T>({
  title,
  route,
  params,
  empty,
  item,
}: {
  title: string;
  route: RouteRef;
  params: Record<string, number>;
  empty: string;
  item: (row: T) => { key: string | number; content: ReactNode };
}) {
  const { data, isLoading, isError } = useAdminListQuery({ route, per_page: 50, params });
  const rows = (data?.items ?? []) as unknown as T[];
  return (
    <div className="card-box">
      <h2>
        {title} {data ? `(${data.total})` : ''}
      </h2>
      {isLoading ? (
        <p className="muted">Loading…</p>
      ) : isError ? (
        <p className="muted">Could not be loaded.</p>
      ) : !rows.length ? (
        <p className="muted">{empty}</p>
      ) : (
        <ul className="admin-files" aria-label={`${title} of this customer`}>
          {rows.map((r) => {
            const { key, content } = item(r);
            return <li key={key}>{content}</li>;
          })}
        </ul>
      )}
    </div>
  );
}
