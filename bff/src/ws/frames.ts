import type { CableServerFrame, CardUpdatedMessage } from '@cards/contracts';
import { WebSocket } from 'ws';
import { writableSocketOf } from './ws-internals.js';

/**
 * Cable frames as bytes, encoded once and written to as many sockets as need them: `ws` would
 * otherwise measure and encode the same string again for every socket.
 */
export function encodeFrame(frame: CableServerFrame): Buffer {
  return Buffer.from(JSON.stringify(frame));
}

export const WELCOME = encodeFrame({ type: 'welcome' });

/** Sends an encoded frame as a text message (the stock client JSON-parses text, not binary). */
export function sendText(ws: WebSocket, data: Buffer) {
  if (ws.readyState === WebSocket.OPEN) ws.send(data, { binary: false });
}

/**
 * A channel message is `{"identifier":<identifier>,"message":<message>}`. The head depends only
 * on the subscription (made once when it is confirmed, kept as a string so 5,000 of them do not
 * pin pooled buffer slabs), the tail only on the event (encoded once per event).
 */
export interface MessageHead {
  text: string;
  bytes: number;
}

export function messageHead(identifier: string): MessageHead {
  const text = `{"identifier":${JSON.stringify(identifier)},"message":`;
  return { text, bytes: Buffer.byteLength(text) };
}

export function messageTail(message: CardUpdatedMessage): Buffer {
  return Buffer.from(`${JSON.stringify(message)}}`);
}

/** The RFC 6455 (section 5.2) header of an unmasked final text frame (a server's): 7, 16 or 64-bit length. */
function frameOf(n: number): { frame: Buffer; at: number } {
  const at = n < 126 ? 2 : n < 65536 ? 4 : 10;
  const frame = Buffer.allocUnsafe(at + n);
  frame[0] = 0x81;
  if (at === 2) {
    frame[1] = n;
  } else if (at === 4) {
    frame[1] = 126;
    frame.writeUInt16BE(n, 2);
  } else {
    frame[1] = 127;
    frame.writeUInt32BE(Math.floor(n / 2 ** 32), 2);
    frame.writeUInt32BE(n >>> 0, 6);
  }
  return { frame, at };
}

/** A whole WebSocket text frame around an encoded payload, to write to many sockets as it is. */
export function textFrame(payload: Buffer): Buffer {
  const { frame, at } = frameOf(payload.length);
  payload.copy(frame, at);
  return frame;
}

/** The whole WebSocket frame of a channel message, built in one allocation so it goes out in one write. */
export function channelFrame(head: MessageHead, tail: Buffer): Buffer {
  const { frame, at } = frameOf(head.bytes + tail.length);
  frame.write(head.text, at, head.bytes, 'utf8');
  tail.copy(frame, at + head.bytes);
  return frame;
}

/**
 * Writes a frame built by {@link channelFrame} or {@link textFrame} straight to the socket under `ws`
 * (see ws-internals.ts for why, and what that relies on): the same bytes, in the same order, as
 * `ws.send` would write. Should ws ever stop exposing its socket, `send` is used.
 */
export function writeFrame(ws: WebSocket, frame: Buffer) {
  if (ws.readyState !== WebSocket.OPEN) return;
  const socket = writableSocketOf(ws);
  if (socket) {
    socket.write(frame);
  } else {
    const len = frame[1]! & 0x7f;
    ws.send(frame.subarray(len === 127 ? 10 : len === 126 ? 4 : 2), { binary: false });
  }
}
