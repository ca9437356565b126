/**
 * The BFF alone in its own process, on NATS, from the compiled packages (dist/) as it runs in
 * production, so its memory is what a deployed BFF uses (no TypeScript loader in it). Plus a
 * bare `ws` server on another port as the same-run baseline. Talks to the bench over IPC:
 * `{ports}` once listening, `{rss}` on request, bare broadcasts on request.
 */
import { createBff } from '@cards/bff';
import { createInfra, createLogger, loadConfig } from '@cards/kit';
import { PerformanceObserver } from 'node:perf_hooks';
import { writeHeapSnapshot, getHeapSpaceStatistics } from 'node:v8';
import { WebSocketServer } from 'ws';

const config = loadConfig();
const log = createLogger('bench-bff', config.LOG_LEVEL);
const infra = await createInfra(config, log, { database: false });
const bff = await createBff(infra);
const port = await bff.listen(0, '127.0.0.1');

// GC pauses, so a slow round can be told apart from a busy machine: [kind, ms]; kind 1 minor, 4 major.
let gcs = [];
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) gcs.push([e.detail?.kind ?? 0, e.duration]);
}).observe({ entryTypes: ['gc'] });

const bare = new WebSocketServer({ host: '127.0.0.1', port: 0, handleProtocols: () => 'actioncable-v1-json' });
await new Promise((r) => bare.once('listening', r));
bare.on('connection', (ws) => ws.send(JSON.stringify({ type: 'welcome' })));

process.on('message', (m) => {
  if (m.cmd === 'rss') process.send({ rss: process.memoryUsage().rss, sockets: bff.cable.socketCount });
  // Where the memory is: V8 heap (by space), off-heap buffers; BENCH_WS_HEAP_SNAPSHOT=<dir> also writes a snapshot
  // when asked (last, as writing one grows the process).
  if (m.cmd === 'memory') {
    const usage = process.memoryUsage();
    const spaces = Object.fromEntries(getHeapSpaceStatistics().map((s) => [s.space_name, s.space_size]));
    const snapshot =
      process.env.BENCH_WS_HEAP_SNAPSHOT && m.snapshot
        ? writeHeapSnapshot(`${process.env.BENCH_WS_HEAP_SNAPSHOT}/bff-${m.label}.heapsnapshot`)
        : null;
    process.send({ memory: { ...usage, spaces, snapshot } });
  }
  // CPU time of this process, which does not stretch when other processes share the cores as wall time does.
  if (m.cmd === 'cpu') {
    const c = process.cpuUsage();
    process.send({ cpu: { ms: (c.user + c.system) / 1000, sysMs: c.system / 1000, gcs } });
    gcs = [];
  }
  if (m.cmd === 'bare') {
    const frame = JSON.stringify({ identifier: '{"channel":"AccountChannel"}', message: { message: 'card_updated', card: { id: m.seq } } });
    for (const c of bare.clients) c.send(frame);
  }
  if (m.cmd === 'stop')
    void (async () => {
      bare.close();
      await bff.stop();
      await infra.lifecycle.stop();
      process.exit(0);
    })();
});
process.send({ ports: { bff: port, bare: bare.address().port } });
