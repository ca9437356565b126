import { useEffect } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router';
import { AppRoutes } from './routes';
import type { AppStore, RootState } from './store';

export function App({ store, serverState }: { store: AppStore; serverState?: RootState }) {
  // Effects run once React has committed (after hydration of a pre-rendered page), when every
  // button has its handler: end-to-end tests wait for this mark before clicking.
  useEffect(() => {
    document.documentElement.dataset.appReady = 'true';
  }, []);
  return (
    <Provider store={store} serverState={serverState}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </Provider>
  );
}
