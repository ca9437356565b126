import type { AddressInfo } from 'node:net';
import { adapters } from '@rails/actioncable';
import { WebSocket as NodeWebSocket, WebSocketServer, type WebSocket } from 'ws';

/**
 * A real socket server that speaks ActionCable's protocol, for the tests of the cable client: it
 * welcomes each socket, then hands it to `onSocket`. The stock client takes its WebSocket class
 * from `adapters`; the `ws` one talks to the server from Node.
 */
export async function listenAsActionCable(onSocket: (ws: WebSocket) => void): Promise<{ wss: WebSocketServer; url: string }> {
  adapters.WebSocket = NodeWebSocket as unknown as typeof globalThis.WebSocket;
  const wss = new WebSocketServer({
    port: 0,
    host: '127.0.0.1',
    handleProtocols: (p) => (p.has('actioncable-v1-json') ? 'actioncable-v1-json' : false),
  });
  await new Promise<void>((r) => wss.once('listening', () => r()));
  wss.on('connection', (ws) => {
    ws.send(JSON.stringify({ type: 'welcome' }));
    onSocket(ws);
  });
  return { wss, url: `ws://127.0.0.1:${(wss.address() as AddressInfo).port}/ws` };
}
