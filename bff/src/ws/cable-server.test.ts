import { createServer, type Server } from 'node:http';
import { randomUUID } from 'node:crypto';
import { IdentityCalls, type SessionVerifyReply } from '@cards/contracts';
import { createLogger, MemoryEventBus, MemoryRequestBus, AppError, serveCall } from '@cards/kit';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eventually } from '@cards/testing';
import { WebSocket } from 'ws';
import { CableServer } from './cable-server.js';

const log = createLogger('cable-test', 'silent');
const ACCOUNT = 7;
/** Tokens the fake identity service knows: `good-<n>` is user n of ACCOUNT; `short` expires in a second. */
const verify = async (p: unknown): Promise<SessionVerifyReply> => {
  const token = (p as { token: string }).token;
  const now = Math.floor(Date.now() / 1000);
  if (token === 'short') return { actor: { user_id: 3, account_id: ACCOUNT, email: 's@x', admin: false }, jti: 'j-short', exp: now + 1 };
  const m = /^good-(\d+)$/.exec(token);
  if (!m) throw new AppError(401, 'unauthorized', 'bad token');
  return { actor: { user_id: Number(m[1]), account_id: ACCOUNT, email: 'u@x', admin: false }, jti: `j-${m[1]}`, exp: now + 3600 };
};

type Frame = Record<string, unknown>;
class Raw {
  readonly frames: Frame[] = [];
  readonly binary: boolean[] = [];
  readonly ws: WebSocket;
  closed = false;
  constructor(url: string) {
    this.ws = new WebSocket(url, ['actioncable-v1-json', 'actioncable-unsupported']);
    this.ws.on('message', (d, isBinary) => {
      this.binary.push(isBinary);
      this.frames.push(JSON.parse(d.toString()) as Frame);
    });
    this.ws.on('close', () => {
      this.closed = true;
    });
  }
  opened() {
    return new Promise<void>((resolve, reject) => {
      this.ws.once('open', () => resolve());
      this.ws.once('error', reject);
    });
  }
  send(f: Frame) {
    this.ws.send(JSON.stringify(f));
  }
  of(type: string) {
    return this.frames.filter((f) => f.type === type);
  }
  messages() {
    return this.frames.filter((f) => f.type === undefined);
  }
}

interface StockConsumer {
  subscriptions: { create(params: Record<string, unknown>, mixin: Record<string, (...a: never[]) => void>): unknown };
  disconnect(): void;
}
/** The browser's `@rails/actioncable` in Node: `ws` as its WebSocket, no-op page listeners. */
async function stockClient(url: string): Promise<StockConsumer> {
  const g = globalThis as unknown as Record<string, unknown>;
  g.addEventListener ??= () => {};
  g.removeEventListener ??= () => {};
  const AC = (await import('@rails/actioncable')) as unknown as {
    createConsumer(url: string): StockConsumer;
    adapters: Record<string, unknown>;
  };
  AC.adapters.WebSocket = WebSocket;
  AC.adapters.logger = { log: () => {} };
  return AC.createConsumer(url);
}

describe('CableServer (/ws, ActionCable protocol)', () => {
  let server: Server;
  let cable: CableServer;
  let bus: MemoryEventBus;
  let url: string;
  const raws: Raw[] = [];
  const raw = async () => {
    const r = new Raw(url);
    raws.push(r);
    await r.opened();
    await eventually(() => r.of('welcome').length).toBe(1);
    return r;
  };
  const publish = (type: string, data: unknown) =>
    bus.publish({ id: randomUUID(), type, version: 1, occurredAt: new Date().toISOString(), source: 'test', correlationId: null, data });
  const cardUpdated = (cardId: number, accountId = ACCOUNT) =>
    publish('generation.card_instance.updated.v1', {
      card_instance_id: cardId,
      card_id: cardId,
      account_id: accountId,
      user_id: 1,
      status: 'ready',
    });

  beforeAll(async () => {
    const rpc = new MemoryRequestBus(log);
    await serveCall(rpc, IdentityCalls.sessionVerify, verify);
    bus = new MemoryEventBus(log);
    cable = new CableServer(rpc, bus, log, 200);
    server = createServer();
    await cable.attach(server);
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    url = `ws://127.0.0.1:${(server.address() as { port: number }).port}/ws`;
  });
  afterAll(async () => {
    for (const r of raws) r.ws.terminate();
    await cable.close();
    await new Promise<void>((r) => server.close(() => r()));
  });

  it('when the stock client subscribes and a card changes, then it receives card_updated for that card', async () => {
    const consumer = await stockClient(url);
    const received: unknown[] = [];
    let connected = false;
    consumer.subscriptions.create(
      { channel: 'AccountChannel', token: 'good-1' },
      {
        connected: () => {
          connected = true;
        },
        received: (data: never) => {
          received.push(data);
        },
      },
    );
    try {
      await eventually(() => connected, { timeout: 5000 }).toBe(true);
      await cardUpdated(41);
      await eventually(() => received).toEqual([{ message: 'card_updated', card: { id: 41 } }]);
    } finally {
      consumer.disconnect();
    }
  });

  it('when the stock client subscribes with a bad token, then the subscription is rejected', async () => {
    const consumer = await stockClient(url);
    let rejected = false;
    consumer.subscriptions.create(
      { channel: 'AccountChannel', token: 'not-a-token' },
      {
        rejected: () => {
          rejected = true;
        },
      },
    );
    try {
      await eventually(() => rejected, { timeout: 5000 }).toBe(true);
    } finally {
      consumer.disconnect();
    }
  });

  it('when a raw client subscribes twice with an oddly spaced identifier, then both are confirmed, pings follow, and each change arrives once as a text frame echoing the identifier byte for byte', async () => {
    const r = await raw();
    expect(r.ws.protocol).toBe('actioncable-v1-json');
    const identifier = `{"channel": "AccountChannel",   "token":"good-2"}`;
    r.send({ command: 'subscribe', identifier });
    r.send({ command: 'subscribe', identifier });
    await eventually(() => r.of('confirm_subscription').length).toBe(2);
    expect(r.of('confirm_subscription').every((f) => f.identifier === identifier)).toBe(true);
    await eventually(() => r.of('ping').length).toBeGreaterThan(0);
    expect(typeof r.of('ping')[0]!.message).toBe('number');

    await cardUpdated(42);
    await cardUpdated(43, ACCOUNT + 1); // someone else's card
    await eventually(() => r.messages().length).toBe(1);
    await new Promise((res) => setTimeout(res, 100));
    expect(r.messages()).toEqual([{ identifier, message: { message: 'card_updated', card: { id: 42 } } }]);
    expect(r.binary.every((b) => !b)).toBe(true);

    r.send({ command: 'unsubscribe', identifier });
    await new Promise((res) => setTimeout(res, 100));
    await cardUpdated(44);
    await new Promise((res) => setTimeout(res, 100));
    expect(r.messages()).toHaveLength(1);
  });

  it('when a subscribe carries a malformed identifier, then it is rejected and the socket stays open', async () => {
    const r = await raw();
    r.send({ command: 'subscribe', identifier: '{"channel":"OtherChannel"}' });
    await eventually(() => r.of('reject_subscription')).toEqual([
      { type: 'reject_subscription', identifier: '{"channel":"OtherChannel"}' },
    ]);
    expect(r.closed).toBe(false);
  });

  it('when the session is revoked or the token expires, then the socket gets disconnect and is closed', async () => {
    const revoked = await raw();
    revoked.send({ command: 'subscribe', identifier: JSON.stringify({ channel: 'AccountChannel', token: 'good-5' }) });
    const expiring = await raw();
    expiring.send({ command: 'subscribe', identifier: JSON.stringify({ channel: 'AccountChannel', token: 'short' }) });
    await eventually(() => revoked.of('confirm_subscription').length + expiring.of('confirm_subscription').length).toBe(2);
    await publish('identity.session.revoked.v1', { user_id: 5, jti: 'j-5' });
    for (const r of [revoked, expiring]) {
      await eventually(() => r.closed, { timeout: 5000 }).toBe(true);
      expect(r.of('disconnect')).toEqual([{ type: 'disconnect', reason: 'unauthorized', reconnect: false }]);
    }
  });

  it('when more sockets are open than there are ping slices, then every one of them is pinged', async () => {
    const many = await Promise.all(Array.from({ length: 40 }, () => raw()));
    await eventually(() => many.filter((r) => r.of('ping').length > 0).length, { timeout: 5000 }).toBe(40);
  });

  it('when every socket has closed, then the server holds nothing for them', async () => {
    for (const r of raws) r.ws.close();
    await eventually(() => cable.socketCount).toBe(0);
    expect(cable.subscribedAccounts).toBe(0);
  });
});
