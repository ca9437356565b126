/**
 * N WebSocket clients in their own process: connect, subscribe to AccountChannel with one
 * token, and record the wall-clock time each `card_updated` arrives, per card id (= round).
 */
import { WebSocket } from 'ws';

const now = () => performance.timeOrigin + performance.now();
let sockets: WebSocket[] = [];
let arrivals = new Map<number, number[]>();

async function connect(url: string, n: number, token: string | null) {
  const identifier = JSON.stringify({ channel: 'AccountChannel', token: token ?? 'bare' });
  let ready = 0;
  let opened = 0;
  let pending = 0;
  await new Promise<void>((resolve) => {
    const done = () => { if (++ready === n) resolve(); };
    // At most 64 handshakes in flight, as browsers arrive, so the accept queue never overflows.
    const pump = () => { while (pending < 64 && opened < n) { opened++; pending++; open(); } };
    const open = () => {
      const ws = new WebSocket(url, ['actioncable-v1-json']);
      let up = false;
      ws.on('open', () => { up = true; pending--; sockets.push(ws); pump(); });
      ws.on('error', () => { if (!up) setTimeout(open, 50); });
      ws.on('message', (raw) => {
        const f = JSON.parse(raw.toString()) as { type?: string; message?: { card?: { id: number } } };
        if (f.type === 'welcome') { if (!token) done(); else ws.send(JSON.stringify({ command: 'subscribe', identifier })); return; }
        if (f.type === 'confirm_subscription') { done(); return; }
        const id = f.message?.card?.id;
        if (id !== undefined) (arrivals.get(id) ?? arrivals.set(id, []).get(id)!).push(now());
      });
    };
    pump();
  });
}

process.on('message', (m: { cmd: string; url?: string; n?: number; token?: string | null }) => {
  void (async () => {
    if (m.cmd === 'connect') { await connect(m.url!, m.n!, m.token ?? null); process.send!({ connected: sockets.length }); }
    // The load generator's own CPU, to tell whether it (reading and parsing) or the server is the floor.
    if (m.cmd === 'cpu') { const c = process.cpuUsage(); process.send!({ cpu: { ms: (c.user + c.system) / 1000, sysMs: c.system / 1000 } }); }
    if (m.cmd === 'collect') { process.send!({ arrivals: [...arrivals.entries()] }); arrivals = new Map(); }
    if (m.cmd === 'close') { for (const s of sockets) s.terminate(); sockets = []; process.send!({ closed: true }); }
    if (m.cmd === 'exit') process.exit(0);
  })().catch((err: unknown) => process.send!({ error: String(err) }));
});
process.send!({ up: true });
