import type { IncomingMessage, Server } from 'node:http';
import {
  AccountChannelIdentifier, CABLE_PROTOCOL, CableCommand, CardInstanceDeletedData, CardInstanceRenderedData, CardInstanceUpdatedData,
  SessionRevokedData, type CableServerFrame, type SessionVerifyReply,
} from '@cards/contracts';
import type { CardUpdatedMessage } from '@cards/contracts';
import type { EventBus, EventSubscription, Logger, RequestBus } from '@cards/kit';
import { WebSocketServer, type WebSocket } from 'ws';

/** `identifierJson` is the identifier as a JSON string literal, ready to splice into frames. */
interface Subscription { identifier: string; identifierJson: string; accountId: number; userId: number; jti: string; exp: number; confirmed: boolean }
/** `pending`: subscribes being checked, so a resent subscribe waits for the first instead of checking twice. */
interface Conn { ws: WebSocket; subs: Map<string, Subscription>; pending: Map<string, Promise<void>> }

/**
 * `/ws` in the ActionCable protocol, so the stock `@rails/actioncable` client works: welcome,
 * a ping every 3 s, idempotent subscribe to `AccountChannel` with a token (the identifier is
 * echoed byte for byte), reject for a bad token, disconnect when the token is revoked.
 * Card changes reach every replica through the bus; each delivers to its own sockets.
 */
export class CableServer {
  private readonly wss = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024, handleProtocols: (p) => (p.has(CABLE_PROTOCOL) ? CABLE_PROTOCOL : false) });
  private readonly conns = new Set<Conn>();
  private readonly byAccount = new Map<number, Set<Conn>>();
  private ping?: NodeJS.Timeout;
  private subs: EventSubscription[] = [];

  constructor(private readonly rpc: RequestBus, private readonly bus: EventBus, private readonly log: Logger, private readonly pingMs = 3000) {}

  async attach(server: Server, path = '/ws') {
    server.on('upgrade', (req: IncomingMessage, socket, head) => {
      const url = new URL(req.url ?? '/', 'http://x');
      if (url.pathname !== path) { socket.destroy(); return; }
      this.wss.handleUpgrade(req, socket, head, (ws) => this.onConnection(ws));
    });
    this.ping = setInterval(() => {
      const now = Math.floor(Date.now() / 1000);
      this.broadcastAll({ type: 'ping', message: now });
      this.expire(now);
    }, this.pingMs);
    this.ping.unref();
    const cardChanged = async (accountId: number, cardId: number) => this.toAccount(accountId, cardId);
    this.subs.push(
      await this.bus.subscribe({ durable: 'bff__card_instance_updated', subject: 'generation.card_instance.updated.v1', ephemeral: true,
        handler: async (e) => { const d = CardInstanceUpdatedData.parse(e.data); await cardChanged(d.account_id, d.card_id); } }),
      await this.bus.subscribe({ durable: 'bff__card_instance_deleted', subject: 'generation.card_instance.deleted.v1', ephemeral: true,
        handler: async (e) => { const d = CardInstanceDeletedData.parse(e.data); await cardChanged(d.account_id, d.card_id); } }),
      await this.bus.subscribe({ durable: 'bff__card_instance_rendered', subject: 'rendering.card_instance.rendered.v1', ephemeral: true,
        handler: async (e) => { const d = CardInstanceRenderedData.parse(e.data); await cardChanged(d.account_id, d.card_id); } }),
      await this.bus.subscribe({ durable: 'bff__session_revoked', subject: 'identity.session.revoked.v1', ephemeral: true,
        handler: async (e) => this.revoke(SessionRevokedData.parse(e.data)) }),
    );
  }

  get socketCount() {
    return this.conns.size;
  }

  private onConnection(ws: WebSocket) {
    const conn: Conn = { ws, subs: new Map(), pending: new Map() };
    this.conns.add(conn);
    this.send(ws, { type: 'welcome' });
    ws.on('message', (raw) => void this.onMessage(conn, raw.toString()).catch((err) => this.log.warn({ err }, 'cable message failed')));
    ws.on('close', () => this.drop(conn));
    ws.on('error', () => this.drop(conn));
  }

  private async onMessage(conn: Conn, raw: string) {
    let cmd: CableCommand;
    try {
      cmd = CableCommand.parse(JSON.parse(raw));
    } catch {
      return; // ActionCable ignores what it does not understand
    }
    if (cmd.command === 'subscribe') {
      const inFlight = conn.pending.get(cmd.identifier);
      if (inFlight) { await inFlight; return this.subscribe(conn, cmd.identifier); }
      const p = this.subscribe(conn, cmd.identifier).finally(() => conn.pending.delete(cmd.identifier));
      conn.pending.set(cmd.identifier, p);
      return p;
    }
    if (cmd.command === 'unsubscribe') {
      const s = conn.subs.get(cmd.identifier);
      if (s) { conn.subs.delete(cmd.identifier); this.unindex(conn, s.accountId); }
    }
  }

  private async subscribe(conn: Conn, identifier: string) {
    const existing = conn.subs.get(identifier);
    if (existing?.confirmed) {
      // The stock client resends subscribe until it sees the confirmation: answer again, once per ask.
      this.send(conn.ws, { type: 'confirm_subscription', identifier });
      return;
    }
    let id: { channel: 'AccountChannel'; token: string };
    try {
      id = AccountChannelIdentifier.parse(JSON.parse(identifier));
    } catch {
      this.send(conn.ws, { type: 'reject_subscription', identifier });
      return;
    }
    let who: SessionVerifyReply;
    try {
      who = await this.rpc.request<SessionVerifyReply>('identity.session.verify', { token: id.token }, { timeoutMs: 5000 });
    } catch {
      this.send(conn.ws, { type: 'reject_subscription', identifier });
      return;
    }
    if (who.actor.account_id == null) {
      this.send(conn.ws, { type: 'reject_subscription', identifier });
      return;
    }
    if (!this.conns.has(conn)) return; // closed while the token was being checked
    conn.subs.set(identifier, { identifier, identifierJson: JSON.stringify(identifier), accountId: who.actor.account_id, userId: who.actor.user_id, jti: who.jti, exp: who.exp, confirmed: true });
    let set = this.byAccount.get(who.actor.account_id);
    if (!set) this.byAccount.set(who.actor.account_id, (set = new Set()));
    set.add(conn);
    this.send(conn.ws, { type: 'confirm_subscription', identifier });
  }

  private toAccount(accountId: number, cardId: number) {
    const set = this.byAccount.get(accountId);
    if (!set) return;
    // The message is the same for every socket; only the echoed identifier differs, so the
    // frame is assembled from pre-serialised parts instead of stringifying it per socket.
    const message = JSON.stringify({ message: 'card_updated', card: { id: cardId } } satisfies CardUpdatedMessage);
    for (const conn of set) {
      if (conn.ws.readyState !== conn.ws.OPEN) continue;
      for (const s of conn.subs.values()) {
        if (s.accountId === accountId) conn.ws.send(`{"identifier":${s.identifierJson},"message":${message}}`);
      }
    }
  }

  private revoke(r: { user_id: number; jti: string | null }) {
    for (const conn of [...this.conns]) {
      const hit = [...conn.subs.values()].some((s) => s.userId === r.user_id && (r.jti === null || s.jti === r.jti));
      if (hit) this.disconnect(conn);
    }
  }

  /** A token that expired while its socket stayed open ends the connection, as a revoked one does. */
  private expire(now: number) {
    for (const conn of [...this.conns]) {
      if ([...conn.subs.values()].some((s) => s.exp <= now)) this.disconnect(conn);
    }
  }

  private disconnect(conn: Conn) {
    this.send(conn.ws, { type: 'disconnect', reason: 'unauthorized', reconnect: false });
    conn.ws.close(1000);
    this.drop(conn);
  }

  private unindex(conn: Conn, accountId: number) {
    if ([...conn.subs.values()].some((s) => s.accountId === accountId)) return;
    const set = this.byAccount.get(accountId);
    set?.delete(conn);
    if (set?.size === 0) this.byAccount.delete(accountId);
  }

  private drop(conn: Conn) {
    if (!this.conns.delete(conn)) return;
    for (const s of conn.subs.values()) this.unindex(conn, s.accountId);
    conn.subs.clear();
  }

  private broadcastAll(frame: CableServerFrame) {
    const data = JSON.stringify(frame);
    for (const c of this.conns) if (c.ws.readyState === c.ws.OPEN) c.ws.send(data);
  }

  private send(ws: WebSocket, frame: CableServerFrame) {
    if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(frame));
  }

  async close() {
    clearInterval(this.ping);
    await Promise.allSettled(this.subs.map((s) => s.stop()));
    for (const c of this.conns) c.ws.terminate();
    this.conns.clear();
    this.byAccount.clear();
    await new Promise<void>((r) => this.wss.close(() => r()));
  }
}
