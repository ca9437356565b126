/**
 * A `date` column as `YYYY-MM-DD`. node-postgres reads `date` as local midnight, so the local
 * parts are the stored day whatever the server's zone.
 */
export function calendarDay(v: Date | string | null): string | null {
  if (v == null) return null;
  if (typeof v === 'string') return v.slice(0, 10);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${v.getFullYear()}-${pad(v.getMonth() + 1)}-${pad(v.getDate())}`;
}
