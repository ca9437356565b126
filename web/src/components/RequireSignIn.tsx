import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useAppSelector } from '../app/hooks';

/** Pages that only make sense signed in send visitors to /login and bring them back after. */
export function RequireSignIn({ children }: { children: ReactNode }) {
  const token = useAppSelector((s) => s.user.token);
  const { pathname, search } = useLocation();
  if (!token) return <Navigate to={`/login?return_to=${encodeURIComponent(pathname + search)}`} replace />;
  return <>{children}</>;
}
