import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import type { AdminRecord } from '../api/admin.api';
import { ResourceList } from '../components/resource-list';
import { orders } from '../resources/commerce.resources';

/** Orders with the status filter of the API, the day's print run (orders planned to be printed and posted that day) and a placed-between date filter. */
export function OrdersList() {
  const [sp, setSp] = useSearchParams();
  const from = sp.get('from') ?? '';
  const to = sp.get('to') ?? '';
  const dispatch = sp.get('dispatch_date') ?? '';
  const inRange = useCallback(
    (r: AdminRecord) => {
      const day = String(r.created_at ?? '').slice(0, 10);
      return (!from || day >= from) && (!to || day <= to);
    },
    [from, to],
  );
  const set = (k: string, v: string) => {
    const next = new URLSearchParams(sp);
    if (v) next.set(k, v);
    else next.delete(k);
    next.delete('page');
    setSp(next);
  };
  return (
    <ResourceList
      def={orders}
      extraFilter={from || to ? inRange : undefined}
      params={{ dispatch_date: dispatch || undefined }}
      toolbar={
        <>
          <label className="admin-filter">
            <span>Print run of</span>
            <input type="date" value={dispatch} onChange={(e) => set('dispatch_date', e.target.value)} />
          </label>
          <label className="admin-filter">
            <span>Placed from</span>
            <input type="date" value={from} onChange={(e) => set('from', e.target.value)} />
          </label>
          <label className="admin-filter">
            <span>to</span>
            <input type="date" value={to} onChange={(e) => set('to', e.target.value)} />
          </label>
        </>
      }
    />
  );
}
