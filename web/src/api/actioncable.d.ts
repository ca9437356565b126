/** The part of @rails/actioncable the SPA uses (the package ships no types). */
declare module '@rails/actioncable' {
  export interface Subscription {
    identifier: string;
    unsubscribe(): void;
  }
  export interface SubscriptionMixin {
    connected?(data?: { reconnected: boolean }): void;
    disconnected?(data?: { willAttemptReconnect: boolean }): void;
    rejected?(): void;
    received?(data: unknown): void;
  }
  export interface Connection {
    webSocket?: WebSocket;
    events: Record<'message' | 'open' | 'close' | 'error', (this: Connection, event: Event & { data?: string }) => unknown>;
    monitor: { reconnectAttempts: number };
    isOpen(): boolean;
  }
  export interface Consumer {
    connection: Connection;
    subscriptions: { create(params: Record<string, unknown>, mixin?: SubscriptionMixin): Subscription; subscriptions: Subscription[] };
    connect(): boolean;
    disconnect(): void;
  }
  export function createConsumer(url?: string): Consumer;
  export const adapters: { WebSocket: typeof WebSocket; logger: Console };
}
