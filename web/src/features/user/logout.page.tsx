import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../app/toast';
import { useAppDispatch } from '../../app/hooks';
import { Spinner } from '../../components/icon';
import { useLogoutMutation } from './user.api';
import { signedOut } from '../../api/session';

/** Signs out (the server revokes the token) and goes home. */
export function Page() {
  const [logout] = useLogoutMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void logout().finally(() => {
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
