import { createHash, randomBytes } from 'node:crypto';
import { connect, type Socket } from 'node:net';

/**
 * A minimal RFC 6455 client for the load generator: the upgrade handshake (checking
 * `Sec-WebSocket-Accept` and the subprotocol), masked text frames out, and unmasked server
 * frames in, parsed straight from the socket's chunks. It exists because 5,000 `ws` clients in
 * one process spent as much CPU per event as the server they measure (the `ws` receiver is a
 * stream per socket), on the same two cores, which put the load generator's own cost into every
 * latency it reported. It understands what the servers under test send: whole (unfragmented)
 * text frames, and close. Anything else is an error, so a surprise cannot pass unnoticed.
 */
export interface LeanSocket {
  send(text: string): void;
  terminate(): void;
}

export interface LeanSocketEvents {
  open(): void;
  text(message: string): void;
  error(err: Error): void;
}

const GUID = '258EAFA5-E914-47DA-95CA-C5AB0DC85B11';

/** One masked, final text frame (clients must mask: RFC 6455, section 5.3). */
export function maskedTextFrame(text: string): Buffer {
  const payload = Buffer.from(text);
  const n = payload.length;
  const at = n < 126 ? 2 : n < 65536 ? 4 : 10;
  const frame = Buffer.allocUnsafe(at + 4 + n);
  frame[0] = 0x81;
  if (at === 2) frame[1] = 0x80 | n;
  else if (at === 4) {
    frame[1] = 0x80 | 126;
    frame.writeUInt16BE(n, 2);
  } else {
    frame[1] = 0x80 | 127;
    frame.writeUInt32BE(Math.floor(n / 2 ** 32), 2);
    frame.writeUInt32BE(n >>> 0, 6);
  }
  const mask = randomBytes(4);
  mask.copy(frame, at);
  for (let i = 0; i < n; i++) frame[at + 4 + i] = payload[i]! ^ mask[i & 3]!;
  return frame;
}

/**
 * Reads whole server frames from a byte stream: `push` each chunk, get each text message.
 * Keeps at most one partial frame between chunks.
 */
export class ServerFrameReader {
  private pending: Buffer | null = null;

  constructor(
    private readonly onText: (message: string) => void,
    private readonly onClose: () => void,
  ) {}

  push(chunk: Buffer) {
    const buf = this.pending ? Buffer.concat([this.pending, chunk]) : chunk;
    this.pending = null;
    let at = 0;
    while (buf.length - at >= 2) {
      const b0 = buf[at]!;
      const b1 = buf[at + 1]!;
      if (b1 & 0x80) throw new Error('a server frame was masked (RFC 6455, section 5.1, forbids it)');
      let len = b1 & 0x7f;
      let head = 2;
      if (len === 126) {
        if (buf.length - at < 4) break;
        len = buf.readUInt16BE(at + 2);
        head = 4;
      } else if (len === 127) {
        if (buf.length - at < 10) break;
        len = buf.readUInt32BE(at + 2) * 2 ** 32 + buf.readUInt32BE(at + 6);
        head = 10;
      }
      if (buf.length - at < head + len) break;
      const opcode = b0 & 0x0f;
      if (opcode === 0x1 && b0 & 0x80) this.onText(buf.toString('utf8', at + head, at + head + len));
      else if (opcode === 0x8) this.onClose();
      else throw new Error(`unexpected server frame: opcode ${opcode}, fin ${b0 >> 7}`);
      at += head + len;
    }
    if (at < buf.length) this.pending = buf.subarray(at);
  }
}

export function openLeanSocket(url: string, protocol: string, on: LeanSocketEvents): LeanSocket {
  const { hostname, port, pathname, search } = new URL(url);
  const key = randomBytes(16).toString('base64');
  const socket: Socket = connect({ host: hostname, port: Number(port), noDelay: true });
  let upgraded = false;
  let response = '';
  const reader = new ServerFrameReader(on.text, () => socket.destroy());
  socket.once('connect', () => {
    socket.write(
      `GET ${pathname}${search} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
        `Sec-WebSocket-Key: ${key}\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Protocol: ${protocol}\r\n\r\n`,
    );
  });
  socket.on('data', (chunk: Buffer) => {
    try {
      if (upgraded) {
        reader.push(chunk);
        return;
      }
      response += chunk.toString('latin1');
      const end = response.indexOf('\r\n\r\n');
      if (end < 0) return;
      const [status, ...lines] = response.slice(0, end).split('\r\n');
      const headers = new Map(lines.map((l) => [l.slice(0, l.indexOf(':')).trim().toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]));
      const accept = createHash('sha1')
        .update(key + GUID)
        .digest('base64');
      if (!/^HTTP\/1\.1 101/.test(status ?? '')) throw new Error(`upgrade refused: ${status}`);
      if (headers.get('sec-websocket-accept') !== accept) throw new Error('wrong Sec-WebSocket-Accept');
      if (headers.get('sec-websocket-protocol') !== protocol)
        throw new Error(`subprotocol ${headers.get('sec-websocket-protocol')} instead of ${protocol}`);
      upgraded = true;
      const rest = Buffer.from(response.slice(end + 4), 'latin1');
      response = '';
      on.open();
      if (rest.length) reader.push(rest);
    } catch (err) {
      socket.destroy();
      on.error(err as Error);
    }
  });
  socket.on('error', (err) => on.error(err));
  return {
    send: (text) => {
      socket.write(maskedTextFrame(text));
    },
    terminate: () => {
      socket.destroy();
    },
  };
}
