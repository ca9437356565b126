import { lazy, useEffect } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router';
import { CardCoverProvider } from '../components/card-cover';
import { AppRoutes } from './routes';
import type { AppStore, RootState } from './store';

/** The cart's, orders' and card lists' covers, drawn by the cards feature's layout, loaded with it when a cover first shows. */
const DrawnCover = lazy(() => import('../features/cards/drawn-cover'));

export function App({ store, serverState }: { store: AppStore; serverState?: RootState }) {
  // Effects run once React has committed (after hydration of a pre-rendered page), when every
  // button has its handler: end-to-end tests wait for this mark before clicking.
  useEffect(() => {
    document.documentElement.dataset.appReady = 'true';
  }, []);
  return (
    <Provider store={store} serverState={serverState}>
      <CardCoverProvider drawer={DrawnCover}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </CardCoverProvider>
    </Provider>
  );
}
