import { lazy, type ComponentType } from 'react';
import { useStore } from 'react-redux';
import { apiReady, loadApi } from './load-api';
import type { AppStore } from './store';

type PageModule = Promise<{ Page: ComponentType }>;

export interface LazyPage {
  Component: ComponentType;
  /** Loads what the page needs before it can render without suspending. */
  preload(store: AppStore): Promise<unknown>;
}

let pending = 0;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

/** How many page loads are under way: the layout shows its progress bar while any are. */
export const pageLoads = {
  subscribe(l: () => void) {
    listeners.add(l);
    return () => {
      listeners.delete(l);
    };
  },
  count: () => pending,
};

function track(p: Promise<unknown>) {
  // Counted from a microtask: this may start during a render, which must not update others.
  queueMicrotask(() => {
    pending += 1;
    emit();
  });
  const done = () =>
    queueMicrotask(() => {
      pending -= 1;
      emit();
    });
  p.then(done, done);
}

/**
 * A route's page, loaded on first use (every route loads lazily). Pages that call the
 * API (`api` true, the default) also wait for the API chunk, so their RTK Query hooks find the
 * store ready; pages that only show content (the home page above all) do not. Once loaded the
 * page renders synchronously, which is what hydrating a pre-rendered page needs: the boot code
 * preloads the matched routes before hydrating.
 */
export function lazyPage(load: () => PageModule, { api = true }: { api?: boolean } = {}): LazyPage {
  let Loaded: ComponentType | undefined;
  let loading: Promise<ComponentType> | undefined;
  const loadModule = () => {
    if (!loading) {
      loading = load().then((m) => (Loaded = m.Page));
      loading.catch(() => {
        loading = undefined;
      });
      track(loading);
    }
    return loading;
  };
  const preload = (store: AppStore) => Promise.all([loadModule(), api ? loadApi(store) : undefined]);
  // Until then a React.lazy per store (tests make several) suspends on both loads.
  const waiting = new WeakMap<AppStore, ComponentType>();
  const waitingFor = (store: AppStore) => {
    let W = waiting.get(store);
    if (!W) waiting.set(store, (W = lazy(() => preload(store).then(([Page]) => ({ default: Page })))));
    return W;
  };
  function Page() {
    const store = useStore() as unknown as AppStore;
    const Shown = Loaded && (!api || apiReady(store)) ? Loaded : waitingFor(store);
    return <Shown />;
  }
  return { Component: Page, preload };
}
