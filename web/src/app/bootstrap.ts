import { runtimeConfig, SITE, apiBaseUrl } from '../api/config';
import { startCable } from '../api/cable';
import { cartApi } from '../features/cart/cart.api';
import { catalogApi } from '../features/catalog/catalog.api';
import { userApi } from '../features/user/user.api';
import { followOtherTabs } from './other-tabs';
import type { AppStore } from './store';

/**
 * What happens once at start (docs/product.md): load every occasion and style, open the realtime
 * socket, follow the other tabs' sign-in and sign-out, and for a signed-in user refresh who they
 * are and their cart. Sentry starts only
 * when a DSN is configured, from its own chunk.
 */
export function bootstrap(store: AppStore) {
  void store.dispatch(catalogApi.endpoints.listEvents.initiate());
  void store.dispatch(catalogApi.endpoints.listStyles.initiate());
  const refresh = () => {
    if (!store.getState().user.token) return;
    void store.dispatch(userApi.endpoints.getCurrentUser.initiate(undefined, { forceRefetch: true }));
    void store.dispatch(cartApi.endpoints.getCart.initiate(undefined, { forceRefetch: true }));
  };
  refresh();
  let token = store.getState().user.token;
  store.subscribe(() => {
    const now = store.getState().user.token;
    if (now !== token) {
      token = now;
      if (now) refresh();
    }
  });
  void startCable(store).catch(() => undefined);
  followOtherTabs(store);

  const dsn = runtimeConfig().sentryDsn;
  if (dsn) {
    void import('./sentry').then((m) => m.startSentry(dsn, [SITE.origin, apiBaseUrl()], runtimeConfig().environment));
  }
}
