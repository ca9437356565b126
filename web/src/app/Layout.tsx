import { lazy, Suspense, useEffect, useLayoutEffect, useState } from 'react';
import { Outlet, useLocation, useMatches, useNavigate, useNavigation } from 'react-router';
import { registerNavigate } from '../api/navigation';
import { Spinner } from '../components/Icon';
import { Footer } from './Footer';
import { Header } from './Header';
import { useAppSelector } from './hooks';
import type { RouteHandle } from './routes';

/** The toast container loads after the first paint; its code is not on the first route. */
const Toasts = lazy(() => import('./Toasts'));

const useIsoLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

export function Layout() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const matches = useMatches();
  const wide = matches.some((m) => (m.handle as RouteHandle | undefined)?.wide);
  const reconnectError = useAppSelector((s) => s.socket.reconnectError);
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);

  useEffect(() => registerNavigate((to, opts) => void navigate(to, opts)), [navigate]);
  // Navigation scrolls to the top (spec §2).
  useIsoLayoutEffect(() => { window.scrollTo(0, 0); }, [pathname]);

  return (
    <div className="app">
      <a className="skip-link" href="#main">Skip to content</a>
      <Header />
      {navigation.state === 'loading' && <div className="route-progress" aria-hidden="true" />}
      {reconnectError && (
        <div className="banner" role="status">
          Live updates are paused. <button type="button" className="link-button" onClick={() => window.location.reload()}>Reload the page</button> to reconnect.
        </div>
      )}
      <main id="main" tabIndex={-1} className={wide ? 'main main-wide' : 'main'}>
        <Suspense fallback={<div className="page-loading"><Spinner /></div>}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      {mounted && <Suspense fallback={null}><Toasts /></Suspense>}
    </div>
  );
}
