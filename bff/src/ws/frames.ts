import type { CableServerFrame, CardUpdatedMessage } from '@cards/contracts';

/**
 * Cable frames as bytes, encoded once and written to as many sockets as need them: `ws` would
 * otherwise measure and encode the same string again for every socket.
 */
export function encodeFrame(frame: CableServerFrame): Buffer {
  return Buffer.from(JSON.stringify(frame));
}

export const WELCOME = encodeFrame({ type: 'welcome' });

/**
 * A channel message is `{"identifier":<identifier>,"message":<message>}`. The head depends only
 * on the subscription (encoded once when it is confirmed), the tail only on the event (encoded
 * once per event), so a socket's frame costs one allocation and two copies, no JSON.
 */
export function messageHead(identifier: string): Buffer {
  return Buffer.from(`{"identifier":${JSON.stringify(identifier)},"message":`);
}

export function messageTail(message: CardUpdatedMessage): Buffer {
  return Buffer.from(`${JSON.stringify(message)}}`);
}

export function channelMessage(head: Buffer, tail: Buffer): Buffer {
  return Buffer.concat([head, tail], head.length + tail.length);
}
