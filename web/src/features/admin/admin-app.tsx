import { useEffect } from 'react';
import { Navigate, NavLink, Route, Routes, useLocation } from 'react-router';
import { useGetCurrentUserQuery } from '../user/user.api';
import { selectIsAdmin } from '../../api/user.state';
import { useAppSelector } from '../../app/hooks';
import { Spinner } from '../../components/icon';
import { OrderExtra } from './components/order-extra';
import { EditPage, NewPage, ShowPage, type ShowExtra } from './components/resource-pages';
import { ResourceList } from './components/resource-list';
import { SampleExtra } from './components/sample-extra';
import { UserExtra } from './components/user-extra';
import { Dashboard } from './pages/dashboard.page';
import { HealthPage } from './pages/health.page';
import { OrdersList } from './pages/orders-list.page';
import { PrintTodayPage } from './pages/print-today.page';
import { ProblemsPage } from './pages/problems.page';
import { QueuesPage } from './pages/queues.page';
import { SECTION_GROUPS, SECTIONS } from './resources';
import './admin.css';

const EXTRAS: Record<string, ShowExtra> = { orders: OrderExtra, users: UserExtra, samples: SampleExtra };

function AdminNav() {
  return (
    <nav className="admin-nav" aria-label="Admin">
      <NavLink to="/admin" end>
        Dashboard
      </NavLink>
      {SECTION_GROUPS.map((g) => (
        <div key={g.title} className="admin-nav-group">
          <span className="admin-nav-title">{g.title}</span>
          {g.sections.map((s) => (
            <NavLink
              key={s.key}
              to={`/admin/${s.key}`}
              className={({ isActive }) => (isActive || window.location.pathname.startsWith(`/admin/${s.singular}/`) ? 'active' : '')}
            >
              {s.title}
            </NavLink>
          ))}
        </div>
      ))}
      <div className="admin-nav-group">
        <span className="admin-nav-title">Operations</span>
        <NavLink to="/admin/print-today">Print today</NavLink>
        <NavLink to="/admin/problems">Reported cards</NavLink>
        <NavLink to="/admin/queues">Queues</NavLink>
        <NavLink to="/admin/health">Service health</NavLink>
      </div>
    </nav>
  );
}

/**
 * The admin area (docs/product.md). The gate in app/ let the user in on the stored flag; this asks
 * the server again, so a user demoted since signing in goes to /403 too. Every admin call is
 * refused by the server on its own whatever happens here.
 */
export default function AdminApp() {
  const { pathname } = useLocation();
  const { isLoading, isError } = useGetCurrentUserQuery(undefined, { refetchOnMountOrArgChange: true });
  const admin = useAppSelector(selectIsAdmin);
  useEffect(() => {
    const prev = document.title;
    document.title = 'Admin | Greeting Cards';
    return () => {
      document.title = prev;
    };
  }, [pathname]);
  if (!admin) return <Navigate to="/403" replace state={{ from: 'admin' }} />;
  if (isLoading && !isError)
    return (
      <div className="page-loading">
        <Spinner label="Checking your access" />
      </div>
    );
  return (
    <div className="admin-shell">
      <AdminNav />
      <div className="admin-main">
        <Routes>
          <Route index element={<Dashboard />} />
          <Route path="print-today" element={<PrintTodayPage />} />
          <Route path="problems" element={<ProblemsPage />} />
          <Route path="queues" element={<QueuesPage />} />
          <Route path="health" element={<HealthPage />} />
          {SECTIONS.map((def) => [
            <Route key={`${def.key}-list`} path={def.key} element={def.key === 'orders' ? <OrdersList /> : <ResourceList def={def} />} />,
            <Route key={`${def.key}-new`} path={`${def.singular}/new`} element={<NewPage def={def} />} />,
            <Route key={`${def.key}-show`} path={`${def.singular}/:id`} element={<ShowPage def={def} extra={EXTRAS[def.key]} />} />,
            <Route key={`${def.key}-edit`} path={`${def.singular}/:id/edit`} element={<EditPage def={def} />} />,
          ])}
          <Route path="*" element={<p className="admin-empty">There is no such admin page.</p>} />
        </Routes>
      </div>
    </div>
  );
}
