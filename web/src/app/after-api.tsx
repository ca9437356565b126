import { useCallback, useSyncExternalStore, type ComponentType } from 'react';
import { useStore } from 'react-redux';
import { apiReady, loadApi } from './load-api';
import type { AppStore } from './store';
import { idle, whenIdle } from './when-idle';

/**
 * A part of a page that shows API data, for pages that must not wait for the API chunk (the
 * home page): it renders `Static` — what the pre-rendered HTML shows before any data — and,
 * once the page is idle, loads the API chunk and `load`'s component and switches to it. Where
 * both are already in (a later visit), it renders `Live` at once. Hydration always sees
 * `Static`, so it matches the pre-rendered HTML.
 */
export function afterApi<P extends object>(Static: ComponentType<P>, load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let Live: ComponentType<P> | undefined;
  const loadLive = () =>
    load().then((c) => {
      Live = c;
    });
  function AfterApi(props: P) {
    const store = useStore() as unknown as AppStore;
    const subscribe = useCallback(
      (changed: () => void) => {
        let on = true;
        // Loading, then switching (a render and the first call), each in an idle moment of its own.
        const cancel = whenIdle(() => {
          void Promise.all([loadApi(store), Live ?? loadLive()])
            .then(idle)
            .then(
              () => {
                if (on) changed();
              },
              () => undefined,
            );
        });
        return () => {
          on = false;
          cancel();
        };
      },
      [store],
    );
    const ready = useSyncExternalStore(
      subscribe,
      () => Live !== undefined && apiReady(store),
      () => false,
    );
    const Shown = ready ? Live! : Static;
    return <Shown {...props} />;
  }
  return AfterApi;
}
