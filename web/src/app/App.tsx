import { Provider } from 'react-redux';
import { RouterProvider, type createBrowserRouter } from 'react-router';
import type { AppStore, RootState } from './store';

export function App({ store, router, serverState }: { store: AppStore; router: ReturnType<typeof createBrowserRouter>; serverState?: RootState }) {
  return (
    <Provider store={store} serverState={serverState}>
      <RouterProvider router={router} />
    </Provider>
  );
}
