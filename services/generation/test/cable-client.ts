import { WebSocket } from 'ws';

/** The parts of the stock `@rails/actioncable` client the tests use (it ships no types). */
export interface StockSubscription {
  identifier: string;
  unsubscribe(): void;
}
export interface StockConsumer {
  subscriptions: { create(params: Record<string, unknown>, mixin: Record<string, (...a: never[]) => void>): StockSubscription };
  disconnect(): void;
}
interface StockModule {
  createConsumer(url: string): StockConsumer;
  adapters: { WebSocket: unknown; logger: unknown };
}

/**
 * Loads the browser client into Node as the machine notes describe: the `ws` class as its
 * WebSocket, no-op window listeners (it watches page visibility), an absolute ws:// URL.
 */
export async function stockActionCable(): Promise<StockModule> {
  const g = globalThis as unknown as Record<string, unknown>;
  g.addEventListener ??= () => {};
  g.removeEventListener ??= () => {};
  const mod = (await import('@rails/actioncable')) as unknown as StockModule;
  mod.adapters.WebSocket = WebSocket;
  mod.adapters.logger = { log: () => {} };
  return mod;
}

/** A raw socket speaking the protocol by hand, recording every frame. */
export class RawCable {
  readonly frames: Array<Record<string, unknown>> = [];
  readonly ws: WebSocket;
  closed = false;

  constructor(url: string, protocols: string[] = ['actioncable-v1-json', 'actioncable-unsupported']) {
    this.ws = new WebSocket(url, protocols);
    this.ws.on('message', (d) => this.frames.push(JSON.parse(d.toString()) as Record<string, unknown>));
    this.ws.on('close', () => {
      this.closed = true;
    });
  }

  opened(): Promise<void> {
    return new Promise((resolve, reject) => {
      this.ws.once('open', () => resolve());
      this.ws.once('error', reject);
    });
  }

  send(frame: Record<string, unknown>) {
    this.ws.send(JSON.stringify(frame));
  }

  of(type: string) {
    return this.frames.filter((f) => f.type === type);
  }

  messages() {
    return this.frames.filter((f) => 'message' in f && f.type === undefined);
  }

  close() {
    this.ws.close();
  }
}
