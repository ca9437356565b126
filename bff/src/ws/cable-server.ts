import type { IncomingMessage, Server } from 'node:http';
import {
  AccountChannelIdentifier,
  CABLE_PATH,
  CABLE_PROTOCOL,
  CableCommand,
  GenerationEvents,
  IdentityCalls,
  IdentityEvents,
  RenderingEvents,
  type CardUpdatedMessage,
  type SessionVerifyReply,
} from '@cards/contracts';
import { consumeEvent, requestCall, type EventBus, type EventSubscription, type Logger, type RequestBus } from '@cards/kit';
import { WebSocket, WebSocketServer, type RawData } from 'ws';
import {
  channelFrame,
  encodeFrame,
  messageHead,
  messageTail,
  sendText as send,
  textFrame,
  WELCOME,
  writeFrame,
  type MessageHead,
} from './frames.js';

/** `head` is `{"identifier":…,"message":` for this subscription, made once (see frames.ts). */
interface Subscription {
  head: MessageHead;
  accountId: number;
  userId: number;
  jti: string;
  exp: number;
}

/**
 * A cable connection is its socket: the subscriptions live on it, so 5,000 connections cost no
 * wrapper objects and no closures (the listeners are shared, see CableServer).
 */
export class CableSocket extends WebSocket {
  /** Confirmed subscriptions by identifier (usually one). */
  readonly subs = new Map<string, Subscription>();
  /** Subscribes being checked, so a resent subscribe waits for the first instead of checking twice; made when needed. */
  pending: Map<string, Promise<void>> | undefined;
  /** Which of the ping slices this socket is in (see CableServer). */
  pingSlice = 0;
}

/**
 * Sockets are pinged in this many slices, one slice per tick, so each still gets a ping every
 * 3 s but the server never writes to all of them at once: a ping to 5,000 sockets takes the
 * event loop for tens of ms, and a card_updated arriving meanwhile would wait behind it.
 */
const PING_SLICES = 30;

/**
 * `/ws` in the ActionCable protocol, so the stock `@rails/actioncable` client works: welcome,
 * a ping every 3 s, idempotent subscribe to `AccountChannel` with a token (the identifier is
 * echoed byte for byte), reject for a bad token, disconnect when the token is revoked.
 * Card changes reach every replica through the bus; each delivers to its own sockets.
 */
export class CableServer {
  private readonly wss = new WebSocketServer({
    noServer: true,
    WebSocket: CableSocket,
    // The server keeps its own set of sockets; ws's would add a Set entry and a close listener per socket.
    clientTracking: false,
    // Frames are a few hundred bytes of JSON: compression would cost a zlib context per socket.
    perMessageDeflate: false,
    // A subscribe with its token is well under 4 KB; 64 KB leaves room and stops abuse.
    maxPayload: 64 * 1024,
    handleProtocols: (p) => (p.has(CABLE_PROTOCOL) ? CABLE_PROTOCOL : false),
  });
  private readonly conns = new Set<CableSocket>();
  private readonly slices = Array.from({ length: PING_SLICES }, () => new Set<CableSocket>());
  private nextSlice = 0;
  private tick = 0;
  private readonly byAccount = new Map<number, Set<CableSocket>>();
  private ping?: NodeJS.Timeout;
  private subs: EventSubscription[] = [];
  // One set of listeners for every socket (EventEmitter calls them with the socket as `this`).
  private readonly listeners = (() => {
    // eslint-disable-next-line @typescript-eslint/no-this-alias -- inside the listeners `this` is the socket
    const cable = this;
    return {
      message(this: WebSocket, raw: RawData) {
        cable.onMessage(this as CableSocket, raw.toString()).catch((err: unknown) => cable.log.warn({ err }, 'cable message failed'));
      },
      close(this: WebSocket) {
        cable.drop(this as CableSocket);
      },
      error(this: WebSocket) {
        cable.drop(this as CableSocket);
      },
    };
  })();

  constructor(
    private readonly rpc: RequestBus,
    private readonly bus: EventBus,
    private readonly log: Logger,
    private readonly pingMs = 3000,
  ) {}

  async attach(server: Server, path = CABLE_PATH) {
    server.on('upgrade', (req: IncomingMessage, socket, head) => {
      const url = new URL(req.url ?? '/', 'http://x');
      if (url.pathname !== path) {
        socket.destroy();
        return;
      }
      this.wss.handleUpgrade(req, socket, head, (ws) => this.onConnection(ws));
    });
    // ActionCable's heartbeat to the sockets this replica holds: per process by nature, so a
    // timer and not periodic work of the cluster. One timer for all sockets, a slice per tick;
    // the ping frame is built once per tick.
    // eslint-disable-next-line no-restricted-globals -- the heartbeat of this replica's sockets, not work of the cluster
    this.ping = setInterval(() => {
      const slice = this.slices[this.tick++ % PING_SLICES]!;
      if (slice.size === 0) return;
      const now = Math.floor(Date.now() / 1000);
      const frame = textFrame(encodeFrame({ type: 'ping', message: now }));
      for (const ws of slice) writeFrame(ws, frame);
      this.expire(slice, now);
    }, this.pingMs / PING_SLICES);
    this.ping.unref();
    const cardChanged = (accountId: number, cardId: number) => this.toAccount(accountId, cardId);
    const replica = { service: 'bff', perReplica: true } as const;
    this.subs.push(
      await consumeEvent(this.bus, {
        ...replica,
        handler: 'card_instance_updated',
        event: GenerationEvents.cardInstanceUpdated,
        handle: (e) => cardChanged(e.data.account_id, e.data.card_id),
      }),
      await consumeEvent(this.bus, {
        ...replica,
        handler: 'card_instance_deleted',
        event: GenerationEvents.cardInstanceDeleted,
        handle: (e) => cardChanged(e.data.account_id, e.data.card_id),
      }),
      await consumeEvent(this.bus, {
        ...replica,
        handler: 'card_signature_changed',
        event: GenerationEvents.cardSignatureChanged,
        handle: (e) => cardChanged(e.data.account_id, e.data.card_id),
      }),
      await consumeEvent(this.bus, {
        ...replica,
        handler: 'card_instance_rendered',
        event: RenderingEvents.cardInstanceRendered,
        handle: (e) => cardChanged(e.data.account_id, e.data.card_id),
      }),
      await consumeEvent(this.bus, {
        ...replica,
        handler: 'session_revoked',
        event: IdentityEvents.sessionRevoked,
        handle: (e) => this.revoke(e.data),
      }),
    );
  }

  get socketCount() {
    return this.conns.size;
  }

  /** Accounts with at least one subscribed socket here (what the fan-out index holds). */
  get subscribedAccounts() {
    return this.byAccount.size;
  }

  private onConnection(ws: CableSocket) {
    this.conns.add(ws);
    ws.pingSlice = this.nextSlice++ % PING_SLICES;
    this.slices[ws.pingSlice]!.add(ws);
    send(ws, WELCOME);
    ws.on('message', this.listeners.message);
    ws.on('close', this.listeners.close);
    ws.on('error', this.listeners.error);
  }

  private async onMessage(ws: CableSocket, raw: string) {
    let cmd: CableCommand;
    try {
      cmd = CableCommand.parse(JSON.parse(raw));
    } catch {
      return; // ActionCable ignores what it does not understand
    }
    const { identifier } = cmd;
    if (cmd.command === 'subscribe') {
      const inFlight = ws.pending?.get(identifier);
      if (inFlight) {
        await inFlight;
        return this.subscribe(ws, identifier);
      }
      const pending = (ws.pending ??= new Map());
      const p = this.subscribe(ws, identifier).finally(() => {
        pending.delete(identifier);
        if (ws.pending === pending && pending.size === 0) ws.pending = undefined;
      });
      pending.set(identifier, p);
      return p;
    }
    if (cmd.command === 'unsubscribe') {
      const s = ws.subs.get(identifier);
      if (s) {
        ws.subs.delete(identifier);
        this.unindex(ws, s.accountId);
      }
    }
  }

  private async subscribe(ws: CableSocket, identifier: string) {
    if (ws.subs.has(identifier)) {
      // The stock client resends subscribe until it sees the confirmation: answer again, once per ask.
      send(ws, encodeFrame({ type: 'confirm_subscription', identifier }));
      return;
    }
    const reject = () => send(ws, encodeFrame({ type: 'reject_subscription', identifier }));
    let id: { channel: 'AccountChannel'; token: string };
    try {
      id = AccountChannelIdentifier.parse(JSON.parse(identifier));
    } catch {
      return reject();
    }
    let who: SessionVerifyReply;
    try {
      who = await requestCall(this.rpc, IdentityCalls.sessionVerify, { token: id.token }, { timeoutMs: 5000 });
    } catch {
      return reject();
    }
    const accountId = who.actor.account_id;
    if (accountId == null) return reject();
    if (!this.conns.has(ws)) return; // closed while the token was being checked
    ws.subs.set(identifier, { head: messageHead(identifier), accountId, userId: who.actor.user_id, jti: who.jti, exp: who.exp });
    let set = this.byAccount.get(accountId);
    if (!set) this.byAccount.set(accountId, (set = new Set()));
    set.add(ws);
    send(ws, encodeFrame({ type: 'confirm_subscription', identifier }));
  }

  /** The hot path: one event to every socket of the account, each subscription's frame from its head and the event's tail. */
  private toAccount(accountId: number, cardId: number) {
    const set = this.byAccount.get(accountId);
    if (!set) return;
    const tail = messageTail({ message: 'card_updated', card: { id: cardId } } satisfies CardUpdatedMessage);
    for (const ws of set) {
      if (ws.readyState !== WebSocket.OPEN) continue;
      for (const s of ws.subs.values()) {
        if (s.accountId === accountId) writeFrame(ws, channelFrame(s.head, tail));
      }
    }
  }

  private revoke(r: { user_id: number; jti: string | null; except_jti?: string }) {
    for (const ws of this.conns) {
      for (const s of ws.subs.values()) {
        if (s.userId === r.user_id && (r.jti === null ? s.jti !== r.except_jti : s.jti === r.jti)) {
          this.disconnect(ws);
          break;
        }
      }
    }
  }

  /** A token that expired while its socket stayed open ends the connection, as a revoked one does. */
  private expire(sockets: Set<CableSocket>, now: number) {
    for (const ws of sockets) {
      for (const s of ws.subs.values()) {
        if (s.exp <= now) {
          this.disconnect(ws);
          break;
        }
      }
    }
  }

  private disconnect(ws: CableSocket) {
    send(ws, encodeFrame({ type: 'disconnect', reason: 'unauthorized', reconnect: false }));
    ws.close(1000);
    this.drop(ws);
  }

  private unindex(ws: CableSocket, accountId: number) {
    for (const s of ws.subs.values()) if (s.accountId === accountId) return;
    const set = this.byAccount.get(accountId);
    set?.delete(ws);
    if (set?.size === 0) this.byAccount.delete(accountId);
  }

  private drop(ws: CableSocket) {
    if (!this.conns.delete(ws)) return;
    this.slices[ws.pingSlice]!.delete(ws);
    const accounts = [...ws.subs.values()].map((s) => s.accountId);
    ws.subs.clear();
    for (const a of accounts) this.unindex(ws, a);
  }

  async close() {
    clearInterval(this.ping);
    await Promise.allSettled(this.subs.map((s) => s.stop()));
    for (const ws of this.conns) ws.terminate();
    this.conns.clear();
    for (const slice of this.slices) slice.clear();
    this.byAccount.clear();
    await new Promise<void>((r) => this.wss.close(() => r()));
  }
}
