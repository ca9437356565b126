import { legacy_createStore, type Middleware } from 'redux';
import { describe, expect, it } from '@jest/globals';
import { lateMiddleware } from './late-middleware';

type Counted = { n: number; seen: string[] };
const count = (s: Counted = { n: 0, seen: [] }, a: { type: string }): Counted =>
  a.type === 'add' ? { n: s.n + 1, seen: [...s.seen, 'reducer'] } : s;

describe('a store whose middleware comes later', () => {
  it('when actions are dispatched before the middleware is installed, then they wait and then run through it in order', () => {
    const store = legacy_createStore(count, undefined, lateMiddleware);
    store.dispatch({ type: 'add' });
    store.dispatch({ type: 'add' });
    expect(store.getState().n).toBe(0);
    const passed: string[] = [];
    const log: Middleware = () => (next) => (action) => {
      passed.push((action as { type: string }).type);
      return next(action);
    };
    store.installMiddleware([log]);
    expect(passed).toEqual(['add', 'add']);
    expect(store.getState().n).toBe(2);
  });

  it('when the middleware is in, then a dispatch goes through it at once and middleware can dispatch in turn', () => {
    const store = legacy_createStore(count, undefined, lateMiddleware);
    const twice: Middleware = (api) => (next) => (action) => {
      const r = next(action);
      if ((action as { again?: boolean }).again) api.dispatch({ type: 'add' });
      return r;
    };
    store.installMiddleware([twice]);
    store.dispatch({ type: 'add', again: true });
    expect(store.getState().n).toBe(2);
    expect(() => store.installMiddleware([])).toThrow(/already installed/);
  });
});
