import type { Consumer, Subscription } from '@rails/actioncable';
import type { UnknownAction } from '@reduxjs/toolkit';
import { baseApi } from './base-api';
import { cableUrl } from './config';
import { reconnectFailed, socketChanged } from './socket.slice';

interface CableStore {
  dispatch(action: UnknownAction): unknown;
  getState(): { user: { token: string } };
  subscribe(listener: () => void): () => void;
}

/** After this many failed reconnects the client gives up and raises the reconnect-error flag. */
export const MAX_RECONNECT_ATTEMPTS = 10;

/** What the account channel delivers: `{message:'card_updated', card:{id}}` (docs/api.md, `/ws`). */
export function isCardUpdated(data: unknown): data is { message: 'card_updated'; card: { id: number } } {
  const d = data as { message?: unknown; card?: { id?: unknown } } | null;
  return !!d && d.message === 'card_updated' && typeof d.card?.id === 'number';
}

/** The Card tags a `card_updated` message invalidates: the list, and that card if it is loaded. */
export function cardUpdatedTags(cardId: number) {
  return [{ type: 'Card' as const, id: 'LIST' }, { type: 'Card' as const, id: cardId }];
}

/**
 * Opens the ActionCable consumer to `<api>/ws` (docs/api.md) and keeps the `socket` slice in
 * step. On every `welcome` (first connect and each reconnect) it subscribes to AccountChannel
 * with the stored token if no subscription exists; the stock client re-sends existing ones.
 * A login, logout or expired session swaps the subscription.
 */
export async function startCable(store: CableStore, url = cableUrl()): Promise<() => void> {
  const { createConsumer } = await import('@rails/actioncable');
  const consumer: Consumer = createConsumer(url);
  let sub: Subscription | undefined;
  let subToken = '';

  const sync = () => {
    const ws = consumer.connection.webSocket;
    store.dispatch(socketChanged({ isConnected: consumer.connection.isOpen(), readyState: ws ? ws.readyState : 3 }));
  };
  const subscribe = () => {
    const token = store.getState().user.token;
    if (sub && subToken === token) return;
    sub?.unsubscribe();
    sub = undefined;
    subToken = token;
    if (!token) return;
    sub = consumer.subscriptions.create({ channel: 'AccountChannel', token }, {
      received(data) {
        if (isCardUpdated(data)) store.dispatch(baseApi.util.invalidateTags(cardUpdatedTags(data.card.id)));
      },
      rejected() { sub = undefined; subToken = ''; },
    });
  };

  // Observe the connection's events without replacing what the stock client does with them.
  const conn = consumer.connection;
  const stock = conn.events;
  conn.events = {
    ...stock,
    open(e) { const r = stock.open.call(this, e); sync(); return r; },
    error(e) { const r = stock.error.call(this, e); sync(); return r; },
    close(e) {
      const r = stock.close.call(this, e);
      sync();
      if (conn.monitor.reconnectAttempts >= MAX_RECONNECT_ATTEMPTS) {
        store.dispatch(reconnectFailed());
        consumer.disconnect();
      }
      return r;
    },
    message(e) {
      const r = stock.message.call(this, e);
      try {
        if ((JSON.parse(String(e.data)) as { type?: string }).type === 'welcome') { sync(); subscribe(); }
      } catch { /* not JSON: the stock handler ignored it too */ }
      return r;
    },
  };

  let lastToken = store.getState().user.token;
  const unlisten = store.subscribe(() => {
    const token = store.getState().user.token;
    if (token === lastToken) return;
    lastToken = token;
    if (conn.isOpen()) subscribe();
    else if (!token) { sub?.unsubscribe(); sub = undefined; subToken = ''; }
  });
  consumer.connect();
  sync();
  return () => { unlisten(); consumer.disconnect(); sync(); };
}
