import { createBrowserRouter, RouterProvider } from 'react-router';

const router = createBrowserRouter([
  { path: '/', lazy: async () => ({ Component: (await import('./Home')).Home }) },
]);

export function App() {
  return <RouterProvider router={router} />;
}
