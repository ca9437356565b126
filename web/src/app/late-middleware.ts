import type { Dispatch, Middleware, MiddlewareAPI, StoreEnhancer } from 'redux';

/** What a store made with `lateMiddleware` adds: its middleware can be installed once, later. */
export interface LateMiddlewareExt {
  installMiddleware(middleware: Middleware[]): void;
  /** Whether `installMiddleware` has run. */
  middlewareInstalled(): boolean;
}

/**
 * A store enhancer for a store whose middleware arrives after the store is made: the first
 * route renders from the store before the API chunk (RTK Query, thunks, the toast listener)
 * has loaded. Until `installMiddleware` runs, dispatched actions wait in a queue (the reducers
 * that understand them arrive with the same chunk); then they run in order through the chain.
 */
export const lateMiddleware: StoreEnhancer<LateMiddlewareExt> = (createStore) => (reducer, preloadedState) => {
  const store = createStore(reducer, preloadedState);
  let chain: Dispatch | undefined;
  const queued: unknown[] = [];
  const dispatch = ((action: unknown) => {
    if (!chain) {
      queued.push(action);
      return action;
    }
    return chain(action as Parameters<Dispatch>[0]);
  }) as Dispatch;
  const api: MiddlewareAPI = {
    getState: store.getState,
    dispatch: (action, ...rest) => (dispatch as (...a: unknown[]) => unknown)(action, ...rest) as typeof action,
  };
  return {
    ...store,
    dispatch,
    installMiddleware(middleware) {
      if (chain) throw new Error('the store’s middleware is already installed');
      chain = middleware
        .map((m) => m(api))
        .reduceRight<Dispatch>((next, m) => m(next as (action: unknown) => unknown) as Dispatch, store.dispatch);
      for (const action of queued.splice(0)) chain(action as Parameters<Dispatch>[0]);
    },
    middlewareInstalled: () => chain !== undefined,
  };
};
