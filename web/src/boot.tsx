import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App } from './app/App';
import { bootstrap } from './app/bootstrap';
import { routes } from './app/routes';
import { makeBrowserStore } from './app/store';

const store = makeBrowserStore();
// What the pre-rendered HTML was made from: hydration reads this, later renders the live state.
const serverState = store.getState();
const router = createBrowserRouter(routes);
const container = document.getElementById('root')!;

/**
 * Public pages arrive pre-rendered. A visitor's first render matches that HTML, so it is
 * hydrated in place (no flash, same LCP element); a signed-in user's menu and badge differ, so
 * their page is rendered fresh once the route's code has loaded. Either way the router has
 * resolved its lazy route first, so nothing blank is ever committed over the pre-rendered page.
 */
function mount() {
  const hydrating = container.dataset.prerendered === 'true' && !store.getState().user.token;
  const app = (
    <StrictMode>
      <App store={store} router={router} serverState={hydrating ? serverState : undefined} />
    </StrictMode>
  );
  if (hydrating) hydrateRoot(container, app);
  else createRoot(container).render(app);
  bootstrap(store);
}

if (router.state.initialized) mount();
else {
  const stop = router.subscribe((state) => {
    if (!state.initialized) return;
    stop();
    mount();
  });
}
