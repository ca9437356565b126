import { Link } from 'react-router';
import { Icon } from '../../../components/icon';
import { useAdminListQuery, useHealthQuery, useQueuesQuery } from '../api/admin.api';
import { SECTION_GROUPS } from '../resources';
import type { ResourceDef } from '../resources/types';

function Count({ def }: { def: ResourceDef }) {
  const { data } = useAdminListQuery({ route: def.listRoute ?? def.routes.list, page: 1, per_page: def.clientPaging ? 200 : 1 });
  return <span className="admin-count">{data ? data.total : '…'}</span>;
}

/** /admin: every section with its size, and the state of the queues and services at a glance. */
export function Dashboard() {
  const queues = useQueuesQuery(undefined, { pollingInterval: 15_000 });
  const health = useHealthQuery(undefined, { pollingInterval: 30_000 });
  const failed = queues.data?.queues.reduce((n, q) => n + q.failed, 0) ?? 0;
  const waiting = queues.data?.queues.reduce((n, q) => n + q.waiting + q.active + q.delayed, 0) ?? 0;
  return (
    <section className="page">
      <header className="admin-head">
        <div>
          <h1>Admin</h1>
          <p className="muted">Run the shop: catalogue, people, orders and the machinery behind them.</p>
        </div>
      </header>
      <div className="admin-ops-tiles">
        <Link to="/admin/queues" className={`card-box admin-tile ${failed ? 'is-bad' : ''}`}>
          <strong>Queues</strong>
          <span>{queues.data ? `${waiting} in progress · ${failed} failed` : 'Loading…'}</span>
        </Link>
        <Link to="/admin/health" className={`card-box admin-tile ${health.data && !health.data.ok ? 'is-bad' : ''}`}>
          <strong>Service health</strong>
          <span>{health.data ? (health.data.ok ? 'Everything is up' : 'Something is down') : 'Checking…'}</span>
        </Link>
      </div>
      {SECTION_GROUPS.map((g) => (
        <div key={g.title} className="admin-group">
          <h2>{g.title}</h2>
          <ul className="admin-tiles">
            {g.sections.map((s) => (
              <li key={s.key}>
                <Link to={`/admin/${s.key}`} className="card-box admin-tile">
                  <span className="admin-tile-head">
                    <strong>{s.title}</strong>
                    <Count def={s} />
                  </span>
                  <span className="muted">{s.description}</span>
                  <span className="admin-tile-go">
                    Open <Icon name="arrow" size={16} />
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
