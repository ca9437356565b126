import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eventually } from '@cards/testing';
import { WebSocket, WebSocketServer } from 'ws';
import { channelFrame, messageHead, messageTail, writeFrame } from './frames.js';

/** A server socket and its client, to check the hand-built frames against ws's own parser. */
describe('channel frames', () => {
  let wss: WebSocketServer;
  let server: WebSocket;
  let client: WebSocket;
  const received: Array<{ text: string; binary: boolean }> = [];
  beforeAll(async () => {
    wss = new WebSocketServer({ host: '127.0.0.1', port: 0 });
    await new Promise((r) => wss.once('listening', r));
    const accepted = new Promise<WebSocket>((r) => wss.once('connection', r));
    client = new WebSocket(`ws://127.0.0.1:${(wss.address() as { port: number }).port}`);
    client.on('message', (d, binary) => received.push({ text: d.toString(), binary }));
    server = await accepted;
  });
  afterAll(async () => {
    client.terminate();
    await new Promise((r) => wss.close(r));
  });

  // `ws` without its private socket stands for a future `ws` that no longer exposes it: `send` then carries the payload.
  const withoutPrivateSocket = () => Object.create(server, { _socket: { value: null } }) as WebSocket;

  it.each([
    ['a 7-bit length', 'x', 'to the socket', () => server],
    ['a 16-bit length', 'é'.repeat(200), 'to the socket', () => server],
    ['a 64-bit length', 'y'.repeat(70_000), 'to the socket', () => server],
    ['a 7-bit length', 'x', 'through ws.send (no private socket)', withoutPrivateSocket],
    ['a 16-bit length', 'é'.repeat(200), 'through ws.send (no private socket)', withoutPrivateSocket],
    ['a 64-bit length', 'y'.repeat(70_000), 'through ws.send (no private socket)', withoutPrivateSocket],
  ])('when a frame with %s is written %s, then the client reads the exact JSON message as text', async (_label, token, _how, target) => {
    const identifier = JSON.stringify({ channel: 'AccountChannel', token });
    const message = { message: 'card_updated' as const, card: { id: 42 } };
    received.length = 0;
    writeFrame(target(), channelFrame(messageHead(identifier), messageTail(message)));
    await eventually(() => received.length).toBe(1);
    expect(received[0]!.binary).toBe(false);
    expect(JSON.parse(received[0]!.text)).toEqual({ identifier, message });
  });
});
