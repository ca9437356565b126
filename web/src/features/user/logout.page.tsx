import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../app/toast';
import { useAppDispatch } from '../../app/hooks';
import { Spinner } from '../../components/icon';
import { useLogoutMutation } from './user.api';
import { signedOut } from '../../api/session';
import { markSignedOut } from '../../api/session-restore';

/** Signs out (the server revokes the token and drops the browser's session cookie), tells the other tabs, and goes home. */
export function Page() {
  const [logout] = useLogoutMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void logout().finally(() => {
      markSignedOut();
      dispatch(signedOut());
      toast.info('You are signed out. See you soon!');
      void navigate('/', { replace: true });
    });
  }, [logout, dispatch, navigate]);
  return (
    <div className="page-loading">
      <Spinner label="Signing out" />
    </div>
  );
}
