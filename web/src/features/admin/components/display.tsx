import type { ReactNode } from 'react';
import { dateTime, dayName, money } from '../../../components/format';

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A value as a table cell or a detail shows it. */
export function displayValue(v: unknown): ReactNode {
  if (v === null || v === undefined || v === '') return <span className="muted">—</span>;
  if (typeof v === 'boolean') return <span className={`status-pill ${v ? '' : 'is-off'}`}>{v ? 'Yes' : 'No'}</span>;
  if (Array.isArray(v)) return v.length ? v.map(String).join(', ') : <span className="muted">—</span>;
  if (typeof v === 'object') return <code className="admin-json">{JSON.stringify(v)}</code>;
  if (typeof v === 'string' && ISO.test(v)) return <time dateTime={v}>{dateTime(v)}</time>;
  if (typeof v === 'string' && CALENDAR_DAY.test(v)) return <time dateTime={v}>{dayName(v)}</time>;
  return String(v);
}

export { dateTime, dayName };

export const pounds = (v: unknown) => (v == null ? <span className="muted">—</span> : money(Number(v)));

export function StatusPill({ status }: { status: string }) {
  const tone = /fail|cancel|refund|down|past_due|expired/.test(status)
    ? 'is-bad'
    : /queued|pending|incomplete|waiting|in_production|not_used|held/.test(status)
      ? 'is-warn'
      : '';
  return <span className={`status-pill ${tone}`}>{status.replace(/_/g, ' ')}</span>;
}
