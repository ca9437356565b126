import type { ComponentHealth } from '@cards/contracts';
import { Icon, Spinner } from '../../../components/icon';
import { useHealthQuery } from '../api/admin.api';
import { dateTime, StatusPill } from '../components/display';
import { ErrorAlert } from '../../../components/error-alert';
import { ColumnHeads } from '../../../components/column-heads';

const NAMES: Record<string, string> = {
  catalog: 'Catalog',
  identity: 'Identity',
  cart_order: 'Cart and orders',
  generation: 'Generation',
  rendering: 'Rendering',
  nats: 'NATS',
  redis: 'Redis',
  postgres: 'PostgreSQL',
};

function Table({ caption, rows }: { caption: string; rows: ComponentHealth[] }) {
  return (
    <div className="card-box">
      <table className="table admin-table">
        <caption>{caption}</caption>
        <ColumnHeads labels={['Name', 'Status', 'Answered in', 'Detail']} />
        <tbody>
          {rows.map((c) => (
            <tr key={c.name}>
              <th scope="row">{NAMES[c.name] ?? c.name}</th>
              <td>
                <StatusPill status={c.status} />
              </td>
              <td>{c.latency_ms == null ? '—' : `${c.latency_ms} ms`}</td>
              <td className="muted">{c.detail ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Each service's readiness and that of NATS, Redis and PostgreSQL. */
export function HealthPage() {
  const { data, isLoading, error, refetch, isFetching } = useHealthQuery(undefined, { pollingInterval: 15_000 });
  if (isLoading) return <Spinner label="Checking the services" />;
  if (!data) return <ErrorAlert error={error} />;
  return (
    <section className="page">
      <header className="admin-head">
        <div>
          <h1>Service health</h1>
          <p className="muted">
            {data.ok ? 'Everything is up.' : 'Something is down.'} Checked {dateTime(data.checked_at)} · bus: {data.mode.bus}, queue:{' '}
            {data.mode.queue}.
          </p>
        </div>
        <button type="button" className="button" onClick={() => void refetch()} disabled={isFetching}>
          <Icon name="refresh" size={18} /> Check again
        </button>
      </header>
      <Table caption="Services" rows={data.services} />
      <Table caption="Infrastructure" rows={data.infrastructure} />
    </section>
  );
}
