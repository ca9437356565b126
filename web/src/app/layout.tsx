import { lazy, Suspense, useEffect, useLayoutEffect, useMemo, useSyncExternalStore } from 'react';
import { matchRoutes, Outlet, useLocation, useNavigate, type RouteObject } from 'react-router';
import { ConfirmHost } from '../components/confirm';
import { Spinner } from '../components/icon';
import { Footer } from './footer';
import { Header } from './header';
import { useAppSelector } from './hooks';
import { pageLoads } from './lazy-page';
import { registerNavigate } from './navigation';
import { pages, type RouteHandle } from './pages';
import { PageErrorBoundary } from './page-error-boundary';
import { toastContainer } from './toast-container';
import { whenIdle } from './when-idle';

const Toasts = lazy(() => import('./toasts'));

const useIsoLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;
const underLayout: RouteObject[] = [{ path: '/', children: pages }];

/** A bar at the top while a page's code loads. Its own component, so the rest of the layout does not re-render with it. */
function RouteProgress() {
  const loading = useSyncExternalStore(pageLoads.subscribe, pageLoads.count, () => 0) > 0;
  return loading ? <div className="route-progress" aria-hidden="true" /> : null;
}

function ReconnectBanner() {
  const reconnectError = useAppSelector((s) => s.socket.reconnectError);
  if (!reconnectError) return null;
  return (
    <div className="banner" role="status">
      Live updates are paused.{' '}
      <button type="button" className="link-button" onClick={() => window.location.reload()}>
        Reload the page
      </button>{' '}
      to reconnect.
    </div>
  );
}

/**
 * The toast container (react-toastify), mounted with the first toast (see toast-container.ts);
 * its code is fetched once the page is idle, so that first toast does not wait for it.
 */
function ToastHost() {
  const shown = useSyncExternalStore(toastContainer.subscribe, toastContainer.shown, () => false);
  useEffect(() => whenIdle(() => void import('./toasts')), []);
  return shown ? (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  ) : null;
}

export function Layout() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const wide = useMemo(
    () => (matchRoutes(underLayout, pathname) ?? []).some((m) => (m.route.handle as RouteHandle | undefined)?.wide),
    [pathname],
  );

  useEffect(() => registerNavigate((to, opts) => void navigate(to, opts)), [navigate]);
  // Every navigation starts at the top of the new page (docs/product.md). A page already at the
  // top needs nothing (jsdom, which does not scroll, would log each call as not implemented).
  useIsoLayoutEffect(() => {
    if (window.scrollY !== 0 || window.scrollX !== 0) window.scrollTo(0, 0);
  }, [pathname]);

  return (
    <div className="app">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Header />
      <RouteProgress />
      <ReconnectBanner />
      <main id="main" tabIndex={-1} className={wide ? 'main main-wide' : 'main'}>
        <PageErrorBoundary pathname={pathname}>
          <Suspense
            fallback={
              <div className="page-loading">
                <Spinner />
              </div>
            }
          >
            <Outlet />
          </Suspense>
        </PageErrorBoundary>
      </main>
      <Footer />
      <ToastHost />
      <ConfirmHost />
    </div>
  );
}
