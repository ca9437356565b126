/**
 * The BFF alone in its own process, on NATS, from the compiled packages (dist/) as it runs in
 * production, so its memory is what a deployed BFF uses (no TypeScript loader in it). Plus a
 * bare `ws` server on another port as the same-run baseline. Talks to the bench over IPC:
 * `{ports}` once listening, `{rss}` on request, bare broadcasts on request.
 */
import { createBff } from '@cards/bff';
import { createInfra, createLogger, loadConfig } from '@cards/kit';
import { WebSocketServer } from 'ws';

const config = loadConfig();
const log = createLogger('bench-bff', config.LOG_LEVEL);
const infra = await createInfra(config, log, { database: false });
const bff = await createBff(infra);
const port = await bff.listen(0, '127.0.0.1');

const bare = new WebSocketServer({ host: '127.0.0.1', port: 0, handleProtocols: () => 'actioncable-v1-json' });
await new Promise((r) => bare.once('listening', r));
bare.on('connection', (ws) => ws.send(JSON.stringify({ type: 'welcome' })));

process.on('message', (m) => {
  if (m.cmd === 'rss') process.send({ rss: process.memoryUsage().rss, sockets: bff.cable.socketCount });
  if (m.cmd === 'bare') {
    const frame = JSON.stringify({ identifier: '{"channel":"AccountChannel"}', message: { message: 'card_updated', card: { id: m.seq } } });
    for (const c of bare.clients) c.send(frame);
  }
  if (m.cmd === 'stop') void (async () => { bare.close(); await bff.stop(); await infra.lifecycle.stop(); process.exit(0); })();
});
process.send({ ports: { bff: port, bare: bare.address().port } });
