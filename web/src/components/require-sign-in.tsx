import type { ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { Navigate, useLocation } from 'react-router';
import { selectSignedIn } from '../api/user.state';

/** Pages that only make sense signed in send visitors to /login and bring them back after. */
export function RequireSignIn({ children }: { children: ReactNode }) {
  const signedIn = useSelector(selectSignedIn);
  const { pathname, search } = useLocation();
  if (!signedIn) return <Navigate to={`/login?return_to=${encodeURIComponent(pathname + search)}`} replace />;
  return <>{children}</>;
}
