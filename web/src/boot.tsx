import './app/zod-jitless';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { apiReady, loadApi } from './app/load-api';
import { preloadRoute } from './app/routes';
import { makeBrowserStore, type AppStore } from './app/store';
import { idle, whenIdle } from './app/when-idle';
import { restoreSession } from './api/session-restore';
import { loadUserState } from './api/user.state';

const container = document.getElementById('root')!;

/**
 * Public pages arrive pre-rendered. A visitor's first render matches that HTML, so it is
 * hydrated in place (no flash, same LCP element); a signed-in user's menu and badge differ, so
 * their page is rendered fresh once the route's code has loaded. Either way the route's code
 * (and, for pages that call the API, the API chunk) is in before the first render, so nothing
 * blank is ever committed over the pre-rendered page.
 */
function mount(store: AppStore) {
  // What the pre-rendered HTML was made from: hydration reads this, later renders the live state.
  const serverState = store.getState();
  const hydrating = container.dataset.prerendered === 'true' && !store.getState().user.token;
  const app = (
    <StrictMode>
      <App store={store} serverState={hydrating ? serverState : undefined} />
    </StrictMode>
  );
  // As a transition, hydration yields to the browser every few milliseconds instead of holding
  // the main thread for the whole page; the page is already painted, so nothing waits on it.
  if (hydrating)
    startTransition(() => {
      hydrateRoot(container, app);
    });
  else createRoot(container).render(app);
  // The start-up calls (docs/product.md) and the realtime socket need the API chunk. A page that calls the
  // API has it already, and they start at once (as before the page can be used: the first calls
  // also set the XSRF cookie); the home page does not need it to paint, so there they wait for idle.
  const run = () => import('./app/bootstrap').then((m) => m.bootstrap(store));
  if (apiReady(store)) void run();
  else whenIdle(() => void loadApi(store).then(idle).then(run));
}

/**
 * A tab without a session of its own, in a browser that signed in, first asks for the browser's
 * session (a mail's link opened in a new tab arrives signed in), then renders.
 */
async function start() {
  const restored = loadUserState().token ? null : await restoreSession();
  const store = makeBrowserStore(restored);
  const go = () => mount(store);
  await preloadRoute(window.location.pathname, store).then(go, go);
}

void start();
