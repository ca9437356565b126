import { lazy, Suspense, type ComponentType } from 'react';
import { Navigate } from 'react-router';
import { Spinner } from '../components/icon';
import { selectIsAdmin } from '../api/user.state';
import { useAppSelector } from './hooks';

/**
 * /admin (docs/product.md): only a user whose server-side `admin` flag is set gets in; everyone else
 * goes to /403. The admin area itself lives in features/admin (built separately); until it
 * exists this gate shows a placeholder.
 */
const adminModules = import.meta.glob<{ default: ComponentType }>('../features/admin/admin-app.tsx');
const loadAdmin = Object.values(adminModules)[0];
const AdminApp = loadAdmin ? lazy(loadAdmin) : null;

export function Page() {
  const isAdmin = useAppSelector(selectIsAdmin);
  if (!isAdmin) return <Navigate to="/403" replace state={{ from: 'admin' }} />;
  if (!AdminApp) {
    return (
      <section className="page narrow">
        <h1>Admin</h1>
        <p>The admin area is being set up.</p>
      </section>
    );
  }
  return (
    <Suspense fallback={<Spinner />}>
      <AdminApp />
    </Suspense>
  );
}
