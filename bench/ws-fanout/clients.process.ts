/**
 * N WebSocket clients in their own process: connect, subscribe to AccountChannel with one
 * token, and record the wall-clock time each `card_updated` arrives, per card id (= round).
 * Each message is decoded whole (frame, UTF-8, JSON). The clients are lean RFC 6455 ones
 * (lean-ws-client.ts); BENCH_WS_CLIENT=ws uses the `ws` library's client instead, to compare.
 */
import { WebSocket } from 'ws';
import { openLeanSocket, type LeanSocket } from './lean-ws-client.js';

const now = () => performance.timeOrigin + performance.now();
const useWs = process.env.BENCH_WS_CLIENT === 'ws';
let sockets: Array<WebSocket | LeanSocket> = [];
let arrivals = new Map<number, number[]>();

async function connect(url: string, n: number, token: string | null) {
  const identifier = JSON.stringify({ channel: 'AccountChannel', token: token ?? 'bare' });
  let ready = 0;
  let opened = 0;
  let pending = 0;
  await new Promise<void>((resolve) => {
    const done = () => {
      if (++ready === n) resolve();
    };
    // At most 64 handshakes in flight, as browsers arrive, so the accept queue never overflows.
    const pump = () => {
      while (pending < 64 && opened < n) {
        opened++;
        pending++;
        open();
      }
    };
    const onText = (socket: { send(text: string): void }, text: string) => {
      const f = JSON.parse(text) as { type?: string; message?: { card?: { id: number } } };
      if (f.type === 'welcome') {
        if (!token) done();
        else socket.send(JSON.stringify({ command: 'subscribe', identifier }));
        return;
      }
      if (f.type === 'confirm_subscription') {
        done();
        return;
      }
      const id = f.message?.card?.id;
      if (id !== undefined) (arrivals.get(id) ?? arrivals.set(id, []).get(id)!).push(now());
    };
    const open = () => {
      let up = false;
      let socket: WebSocket | LeanSocket;
      const onOpen = () => {
        up = true;
        pending--;
        sockets.push(socket);
        pump();
      };
      const onError = () => {
        if (!up) setTimeout(open, 50);
      };
      if (useWs) {
        const ws = (socket = new WebSocket(url, ['actioncable-v1-json']));
        ws.on('open', onOpen);
        ws.on('error', onError);
        ws.on('message', (raw) => onText(ws, raw.toString()));
      } else {
        socket = openLeanSocket(url, 'actioncable-v1-json', { open: onOpen, error: onError, text: (t) => onText(socket, t) });
      }
    };
    pump();
  });
}

process.on('message', (m: { cmd: string; url?: string; n?: number; token?: string | null }) => {
  void (async () => {
    if (m.cmd === 'connect') {
      await connect(m.url!, m.n!, m.token ?? null);
      process.send!({ connected: sockets.length });
    }
    // The load generator's own CPU, to tell whether it (reading and parsing) or the server is the floor.
    if (m.cmd === 'cpu') {
      const c = process.cpuUsage();
      process.send!({ cpu: { ms: (c.user + c.system) / 1000, sysMs: c.system / 1000 } });
    }
    if (m.cmd === 'collect') {
      process.send!({ arrivals: [...arrivals.entries()] });
      arrivals = new Map();
    }
    if (m.cmd === 'close') {
      for (const s of sockets) s.terminate();
      sockets = [];
      process.send!({ closed: true });
    }
    if (m.cmd === 'exit') process.exit(0);
  })().catch((err: unknown) => process.send!({ error: String(err) }));
});
process.send!({ up: true });
