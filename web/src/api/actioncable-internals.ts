import type { Consumer } from '@rails/actioncable';

/**
 * The `@rails/actioncable` version the hooks below were checked against. `web/package.json` pins
 * exactly this (a test keeps the two equal), and `actioncable-internals.test.ts` checks that the
 * connection still has the fields they use. To upgrade the client: change both, and the test
 * must pass.
 */
export const PINNED_FOR_CONNECTION_HOOKS = { '@rails/actioncable': '8.1.400' } as const;

/** What the app wants to hear of the stock connection, beside what the stock client does with it. */
export interface ConnectionObserver {
  opened(): void;
  errored(): void;
  closed(): void;
  /** Every frame's raw text, after the stock client handled it. */
  message(text: string): void;
}

/**
 * The one reach into the stock client's internals. The client has no public events for the
 * connection (only per-subscription callbacks, which say nothing before a subscription exists
 * or when reconnecting stops), so its `connection.events` handlers are wrapped: each runs the
 * stock handler first, then tells the observer.
 */
export function observeConnection(consumer: Consumer, observer: ConnectionObserver): void {
  const conn = consumer.connection;
  const stock = conn.events;
  conn.events = {
    ...stock,
    open(e) {
      const r = stock.open.call(this, e);
      observer.opened();
      return r;
    },
    error(e) {
      const r = stock.error.call(this, e);
      observer.errored();
      return r;
    },
    close(e) {
      const r = stock.close.call(this, e);
      observer.closed();
      return r;
    },
    message(e) {
      const r = stock.message.call(this, e);
      observer.message(String(e.data));
      return r;
    },
  };
}

/** Reconnects the stock monitor has tried since the connection was last open. */
export function reconnectAttempts(consumer: Consumer): number {
  return consumer.connection.monitor.reconnectAttempts;
}

/** The socket's `readyState` (3, closed, when there is no socket yet). */
export function socketReadyState(consumer: Consumer): number {
  const ws = consumer.connection.webSocket;
  return ws ? ws.readyState : 3;
}
