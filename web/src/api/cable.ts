import type { Consumer, Subscription } from '@rails/actioncable';
import type { UnknownAction } from '@reduxjs/toolkit';
import { observeConnection, reconnectAttempts, socketReadyState } from './actioncable-internals';
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
  return [
    { type: 'Card' as const, id: 'LIST' },
    { type: 'Card' as const, id: cardId },
  ];
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
    store.dispatch(socketChanged({ isConnected: consumer.connection.isOpen(), readyState: socketReadyState(consumer) }));
  };
  const subscribe = () => {
    const token = store.getState().user.token;
    if (sub && subToken === token) return;
    sub?.unsubscribe();
    sub = undefined;
    subToken = token;
    if (!token) return;
    sub = consumer.subscriptions.create(
      { channel: 'AccountChannel', token },
      {
        received(data) {
          if (isCardUpdated(data)) store.dispatch(baseApi.util.invalidateTags(cardUpdatedTags(data.card.id)));
        },
        rejected() {
          sub = undefined;
          subToken = '';
        },
      },
    );
  };

  // Hear the connection's events without replacing what the stock client does with them.
  const conn = consumer.connection;
  observeConnection(consumer, {
    opened: sync,
    errored: sync,
    closed() {
      sync();
      if (reconnectAttempts(consumer) >= MAX_RECONNECT_ATTEMPTS) {
        store.dispatch(reconnectFailed());
        consumer.disconnect();
      }
    },
    message(text) {
      try {
        if ((JSON.parse(text) as { type?: string }).type === 'welcome') {
          sync();
          subscribe();
        }
      } catch {
        /* not JSON: the stock handler ignored it too */
      }
    },
  });

  let lastToken = store.getState().user.token;
  const unlisten = store.subscribe(() => {
    const token = store.getState().user.token;
    if (token === lastToken) return;
    lastToken = token;
    if (conn.isOpen()) subscribe();
    else if (!token) {
      sub?.unsubscribe();
      sub = undefined;
      subToken = '';
    }
  });
  consumer.connect();
  sync();
  return () => {
    unlisten();
    consumer.disconnect();
    sync();
  };
}
