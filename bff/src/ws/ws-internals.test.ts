import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo, Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eventually, expectLabelled } from '@cards/testing';
import { WebSocket, WebSocketServer } from 'ws';
import { PINNED_FOR_DIRECT_WRITES, writableSocketOf } from './ws-internals.js';

const require = createRequire(import.meta.url);
const declared = (
  JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { dependencies: Record<string, string> }
).dependencies;

/** A server that upgrades as the cable does (noServer, no compression) and remembers each upgraded socket. */
describe('the direct write under ws', () => {
  let http: Server;
  let url: string;
  const wss = new WebSocketServer({ noServer: true, clientTracking: false, perMessageDeflate: false });
  const accepted: Array<{ socket: Socket; ws: WebSocket }> = [];
  beforeAll(async () => {
    http = createServer();
    http.on('upgrade', (req, socket, head) =>
      wss.handleUpgrade(req, socket, head, (ws) => accepted.push({ socket: socket as Socket, ws })),
    );
    await new Promise<void>((r) => http.listen(0, '127.0.0.1', r));
    url = `ws://127.0.0.1:${(http.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    for (const a of accepted) a.ws.terminate();
    await new Promise<void>((r) => http.close(() => r()));
  });

  const connect = async (opts?: ConstructorParameters<typeof WebSocket>[2]) => {
    const before = accepted.length;
    const client = new WebSocket(url, opts);
    await new Promise((r, j) => {
      client.once('open', r);
      client.once('error', j);
    });
    await eventually(() => accepted.length).toBe(before + 1);
    return { client, server: accepted[before]! };
  };

  it('when ws is not exactly the version the direct write was checked against, then this fails', () => {
    expectLabelled(declared.ws, 'bff/package.json must pin ws exactly').toBe(PINNED_FOR_DIRECT_WRITES.ws);
    expectLabelled((require('ws/package.json') as { version: string }).version, 'installed ws').toBe(PINNED_FOR_DIRECT_WRITES.ws);
  });

  it('when ws accepts a connection, then its private socket is the very socket the upgrade handed over', async () => {
    const { client, server } = await connect();
    expect(writableSocketOf(server.ws)).toBe(server.socket);
    client.terminate();
  });

  it('when bytes are written to that socket, then the client reads them as ws would have sent them', async () => {
    const { client, server } = await connect();
    const got = new Promise<{ text: string; binary: boolean }>((r) =>
      client.once('message', (d, binary) => r({ text: d.toString(), binary })),
    );
    // A final unmasked text frame with a 7-bit length, as frames.ts builds them.
    const payload = Buffer.from('{"type":"ping","message":1}');
    writableSocketOf(server.ws)!.write(Buffer.concat([Buffer.from([0x81, payload.length]), payload]));
    expect(await got).toEqual({ text: '{"type":"ping","message":1}', binary: false });
    client.terminate();
  });

  it('when a client offers compression, then none is agreed, so ws never queues frames a direct write could overtake', async () => {
    const { client, server } = await connect({ perMessageDeflate: true });
    expect(server.ws.extensions).toBe('');
    client.terminate();
  });

  it('when the connection has closed, then there is no socket to write to and writes go through ws.send', async () => {
    const { client, server } = await connect();
    const closed = new Promise((r) => server.ws.once('close', r));
    client.terminate();
    await closed;
    expect(writableSocketOf(server.ws)).toBeUndefined();
  });
});
