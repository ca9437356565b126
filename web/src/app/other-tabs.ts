import { sessionRestored, signedOut } from '../api/session';
import { hasSignedInMark, restoreSession, SIGNED_IN_MARK } from '../api/session-restore';
import { goTo } from './navigation';
import type { AppStore } from './store';
import { toast } from './toast';

/**
 * One browser, one session (docs/web-app.md): when another tab signs out, this one does too and
 * leaves for the home page (nothing of the account stays on screen); when another tab signs
 * in, a tab that was signed out takes up the browser's session. Tabs hear of each other
 * through the sign-in mark in local storage (`storage` events reach every other tab).
 */
export function followOtherTabs(store: AppStore, fetchImpl?: typeof fetch): () => void {
  const onStorage = (e: StorageEvent) => {
    // A null key is local storage cleared as a whole.
    if (e.key !== SIGNED_IN_MARK && e.key !== null) return;
    const signedIn = store.getState().user.token !== '';
    if (!hasSignedInMark()) {
      if (!signedIn) return;
      store.dispatch(signedOut());
      toast.info('You signed out in another tab.');
      goTo('/', { replace: true });
    } else if (!signedIn) {
      void restoreSession(fetchImpl).then((s) => {
        if (s && store.getState().user.token === '') store.dispatch(sessionRestored(s));
      });
    }
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
