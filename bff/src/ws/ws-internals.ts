import type { Duplex } from 'node:stream';
import type { WebSocket } from 'ws';

/**
 * The `ws` version the direct write below was checked against. `bff/package.json` pins exactly
 * this (a test keeps the two equal), and `ws-internals.test.ts` checks that the private field
 * still holds the connection's socket. To upgrade `ws`: change both, and the test must pass.
 */
export const PINNED_FOR_DIRECT_WRITES = { ws: '8.23.0' } as const;

/**
 * The one reach into `ws`'s internals: the `net.Socket` a server-side WebSocket writes its
 * frames to (its private `_socket`), or undefined when there is none to write to. The cable
 * writes frames it built once straight to it, which saves `ws.send` a header allocation and a
 * corked two-buffer write per socket (about a fifth of a fan-out's CPU, `bench/ws-fanout`). That
 * is safe only because the cable never compresses (perMessageDeflate off) nor sends blobs, so
 * ws's sender never holds a queue a direct write could overtake. Callers fall back to `send`
 * when this answers undefined.
 */
export function writableSocketOf(ws: WebSocket): Duplex | undefined {
  const socket = (ws as unknown as { _socket?: Duplex | null })._socket;
  return socket?.writable ? socket : undefined;
}
