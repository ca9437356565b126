import { describe, expect, it } from '@jest/globals';
import { customer } from '../test-utils';
import { apiReady, loadApi } from './load-api';
import { toastOf } from './store-api';
import { makeShellStore } from './store';
import { cartSlice } from '../features/cart/cart.slice';
import { loadingSlice } from '../api/loading.slice';
import { socketSlice } from '../api/socket.slice';
import { signedOutUser } from '../api/user.state';
import { signedOut } from '../api/session';
import { userSlice } from '../features/user/user.slice';

describe('the store before and after its API is installed', () => {
  it('when the shell store is made, then the first route can read the user, an empty cart and a closed socket', () => {
    const store = makeShellStore({ user: customer });
    expect(store.getState().user).toEqual(customer);
    expect(store.getState().cart.itemCount).toBe(0);
    expect(store.getState().socket.isConnected).toBe(false);
    expect(apiReady(store)).toBe(false);
  });

  it('when an action comes before the API chunk, then it is applied once the chunk is installed', async () => {
    const store = makeShellStore({ user: customer });
    store.dispatch(signedOut());
    expect(store.getState().user.token).toBe(customer.token);
    await loadApi(store);
    expect(apiReady(store)).toBe(true);
    expect(store.getState().user.token).toBe('');
    expect(store.getState().api).toBeDefined();
  });
});

describe('the shell store’s first state', () => {
  it('when nobody is signed in, then it is what the slices start from', () => {
    const shell = makeShellStore({ user: signedOutUser }).getState();
    const fresh = {
      user: userSlice.getInitialState(),
      cart: cartSlice.getInitialState(),
      socket: socketSlice.getInitialState(),
      loading: loadingSlice.getInitialState(),
    };
    expect({ user: shell.user, cart: shell.cart, socket: shell.socket, loading: shell.loading }).toEqual(fresh);
  });
});

describe('which failed calls become a toast', () => {
  const failed = (endpointName: string, status: unknown, data?: unknown) => ({
    payload: { status, data },
    meta: { arg: { endpointName } },
  });

  it('when the designs are used up, then no toast repeats what the offers on the page say, whichever call met it', () => {
    const used = { code: 'generation_allowance_exhausted', error: 'You have used all 30 card designs of your free plan this month.' };
    expect(toastOf(failed('generateCard', 402, used))).toBeUndefined();
    expect(toastOf(failed('regenerateImage', 402, used))).toBeUndefined();
  });

  it('when an e-card link opens nothing, then the page says so and no toast repeats it', () => {
    expect(toastOf(failed('getEcard', 404, { code: 'not_found', error: 'This link does not open an e-card' }))).toBeUndefined();
  });

  it('when another call fails, then its message is the toast; a 401 and a network failure are none', () => {
    expect(toastOf(failed('addToCart', 422, { code: 'invalid', error: 'Choose a size.' }))).toBe('Choose a size.');
    expect(toastOf(failed('addToCart', 401))).toBeUndefined();
    expect(toastOf(failed('addToCart', 'FETCH_ERROR'))).toBeUndefined();
  });
});
