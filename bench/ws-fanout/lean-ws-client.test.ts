import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eventually, expectLabelled } from '@cards/testing';
import { WebSocketServer, type WebSocket } from 'ws';
import { maskedTextFrame, openLeanSocket, ServerFrameReader } from './lean-ws-client.js';

/** An unmasked server text frame, as `ws` sends it. */
function serverFrame(text: string): Buffer {
  const payload = Buffer.from(text);
  const n = payload.length;
  const head =
    n < 126
      ? Buffer.from([0x81, n])
      : n < 65536
        ? Buffer.from([0x81, 126, n >> 8, n & 0xff])
        : Buffer.concat([Buffer.from([0x81, 127]), Buffer.alloc(4), Buffer.from([n >>> 24, (n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff])]);
  return Buffer.concat([head, payload]);
}

describe("the load generator's lean WebSocket client", () => {
  it('when frames of every length class arrive split at every possible byte, then each text comes out once and whole', () => {
    const texts = ['{"type":"welcome"}', `{"x":"${'é'.repeat(100)}"}`, `{"y":"${'z'.repeat(70_000)}"}`];
    const stream = Buffer.concat(texts.map(serverFrame));
    for (const cut of [1, 2, 3, 7, 126, 1000, 65_536]) {
      const got: string[] = [];
      const reader = new ServerFrameReader(
        (t) => got.push(t),
        () => got.push('<close>'),
      );
      for (let at = 0; at < stream.length; at += cut) reader.push(stream.subarray(at, at + cut));
      expectLabelled(got, `chunks of ${cut} bytes`).toEqual(texts);
    }
  });

  it('when a server frame is masked or fragmented, then reading it fails instead of guessing', () => {
    const reader = new ServerFrameReader(
      () => undefined,
      () => undefined,
    );
    expect(() => reader.push(maskedTextFrame('hi'))).toThrow(/masked/);
    expect(() =>
      new ServerFrameReader(
        () => undefined,
        () => undefined,
      ).push(Buffer.from([0x01, 0x02, 0x68, 0x69])),
    ).toThrow(/opcode 1, fin 0/);
  });

  describe('against a ws server', () => {
    let wss: WebSocketServer;
    let url = '';
    const heard: string[] = [];
    beforeAll(async () => {
      wss = new WebSocketServer({
        host: '127.0.0.1',
        port: 0,
        handleProtocols: (p) => (p.has('actioncable-v1-json') ? 'actioncable-v1-json' : false),
      });
      await new Promise((r) => wss.once('listening', r));
      url = `ws://127.0.0.1:${(wss.address() as { port: number }).port}/ws?x=1`;
      wss.on('connection', (ws: WebSocket) => {
        ws.send(JSON.stringify({ type: 'welcome' }));
        ws.on('message', (d) => {
          heard.push(d.toString());
          ws.send(`echo ${d.toString()}`);
        });
      });
    });
    afterAll(() => new Promise<void>((r) => wss.close(() => r())));

    it('when it connects with the subprotocol and sends a text, then the handshake is accepted, the server reads it unmasked and the answers arrive', async () => {
      const got: string[] = [];
      let opened = false;
      const socket = openLeanSocket(url, 'actioncable-v1-json', {
        open: () => {
          opened = true;
        },
        text: (t) => {
          got.push(t);
          if (t.includes('welcome')) socket.send('{"command":"subscribe"}');
        },
        error: (e) => got.push(`error ${e.message}`),
      });
      await eventually(() => got.length).toBe(2);
      expect(opened).toBe(true);
      expect(got).toEqual(['{"type":"welcome"}', 'echo {"command":"subscribe"}']);
      expect(heard).toEqual(['{"command":"subscribe"}']);
      socket.terminate();
    });

    it('when the server does not agree to the subprotocol, then the client reports an error and never opens', async () => {
      const errors: string[] = [];
      let opened = false;
      openLeanSocket(url, 'something-else', {
        open: () => {
          opened = true;
        },
        text: () => undefined,
        error: (e) => errors.push(e.message),
      });
      await eventually(() => errors.length).toBeGreaterThan(0);
      expect(opened).toBe(false);
    });
  });
});
