import type { AppStore } from './store';
import { nextTask } from './when-idle';

const installing = new WeakMap<AppStore, Promise<void>>();

/**
 * True once the store has its API (RTK Query, the slices' reducers, the middleware): installing
 * it puts in the reducers first and the middleware last, so the store itself knows, and the API
 * chunk need not report back to this module (which loads it).
 */
export function apiReady(store: AppStore): boolean {
  return store.middlewareInstalled();
}

/**
 * Loads the API chunk (store-api.ts) and installs it into the store, once per store. The first
 * route does not wait for it; every page that calls the API does (lazy-page.tsx).
 */
export function loadApi(store: AppStore): Promise<void> {
  if (apiReady(store)) return Promise.resolve();
  let p = installing.get(store);
  if (!p) {
    // Redux Toolkit's core and the API chunk load together and are evaluated apart; installing
    // runs in a task of its own after both, keeping each task short.
    const toolkit = import('./toolkit').then((m) => m.toolkit);
    p = Promise.all([toolkit, import('./store-api')]).then(async ([, m]) => {
      await nextTask();
      m.installApi(store);
    });
    // A failed chunk load may be retried (the next page that needs it asks again).
    p.catch(() => installing.delete(store));
    installing.set(store, p);
  }
  return p;
}
