import { createSlice, type UnknownAction } from '@reduxjs/toolkit';

/**
 * Separate loading flags for lists and for the current item of each entity (docs/product.md), derived
 * from RTK Query's request lifecycle by endpoint name: `listCards` → cards.list,
 * `getCard` → cards.current.
 */
export type LoadingState = Record<string, { list: number; current: number }>;

interface QueryThunkAction {
  type: string;
  meta?: { arg?: { endpointName?: string; type?: string }; requestStatus?: string };
}

export function loadingKey(endpointName: string): { entity: string; kind: 'list' | 'current' } | undefined {
  const m = /^(list|get)([A-Z]\w*)$/.exec(endpointName);
  if (!m) return undefined;
  const noun = m[2]!.replace(/ByNumber$/, '');
  const entity = noun.charAt(0).toLowerCase() + noun.slice(1).replace(/s$/, '');
  return { entity, kind: m[1] === 'list' ? 'list' : 'current' };
}

function isQueryThunk(a: UnknownAction): a is UnknownAction & QueryThunkAction {
  return a.type.startsWith('api/executeQuery/');
}

export const loadingSlice = createSlice({
  name: 'loading',
  initialState: {} as LoadingState,
  reducers: {},
  extraReducers: (b) => {
    b.addMatcher(isQueryThunk, (s, a) => {
      const name = a.meta?.arg?.endpointName;
      const key = name ? loadingKey(name) : undefined;
      if (!key) return;
      const slot = (s[key.entity] ??= { list: 0, current: 0 });
      if (a.meta?.requestStatus === 'pending') slot[key.kind] += 1;
      else slot[key.kind] = Math.max(0, slot[key.kind] - 1);
    });
  },
});

export const selectLoading = (entity: string) => (s: { loading: LoadingState }) => ({
  list: (s.loading[entity]?.list ?? 0) > 0,
  current: (s.loading[entity]?.current ?? 0) > 0,
});
