/**
 * @jest-environment @cards/testing/jsdom-environment
 */
import { createRequire } from 'node:module';
import { createConsumer } from '@rails/actioncable';
import type { WebSocket, WebSocketServer } from 'ws';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eventually, expectLabelled } from '@cards/testing';
import { listenAsActionCable } from './cable-test-server';
import { observeConnection, PINNED_FOR_CONNECTION_HOOKS, reconnectAttempts, socketReadyState } from './actioncable-internals';

const require = createRequire(import.meta.url);
const declared = (require('../../package.json') as { dependencies: Record<string, string> }).dependencies;

/** A server that welcomes each socket and keeps it, so a test can close it from the server side. */
let wss: WebSocketServer;
let url: string;
const sockets: WebSocket[] = [];
beforeAll(async () => {
  ({ wss, url } = await listenAsActionCable((ws) => sockets.push(ws)));
});
afterAll(
  () =>
    new Promise<void>((r) => {
      for (const s of sockets) s.terminate();
      wss.close(() => r());
    }),
);

describe('the hooks into the stock ActionCable connection', () => {
  it('when @rails/actioncable is not exactly the version the hooks were checked against, then this fails', () => {
    const pkg = '@rails/actioncable';
    expectLabelled(declared[pkg], 'web/package.json must pin it exactly').toBe(PINNED_FOR_CONNECTION_HOOKS[pkg]);
    expectLabelled((require(`${pkg}/package.json`) as { version: string }).version, 'installed').toBe(PINNED_FOR_CONNECTION_HOOKS[pkg]);
  });

  it('when a consumer is made, then its connection has the handlers and counters the hooks use', () => {
    const consumer = createConsumer(url);
    for (const name of ['open', 'close', 'error', 'message'] as const)
      expectLabelled(typeof consumer.connection.events[name], `events.${name}`).toBe('function');
    expect(reconnectAttempts(consumer)).toBe(0);
    expect(socketReadyState(consumer)).toBe(3);
  });

  it('when the connection opens, receives and closes, then the stock client does its part and the observer hears each event after it', async () => {
    const consumer = createConsumer(url);
    const heard: string[] = [];
    observeConnection(consumer, {
      // What the stock handler did must already show when the observer hears of it.
      opened: () => heard.push(`opened open=${consumer.connection.isOpen()}`),
      errored: () => heard.push('errored'),
      closed: () => heard.push(`closed open=${consumer.connection.isOpen()}`),
      message: (text) => heard.push(`message ${text}`),
    });
    const before = sockets.length;
    consumer.connect();
    await eventually(() => heard.includes('message {"type":"welcome"}')).toBe(true);
    expect(heard[0]).toBe('opened open=true');
    expect(socketReadyState(consumer)).toBe(1);
    consumer.connection.monitor.reconnectAttempts = 0;
    sockets[before]!.close();
    await eventually(() => heard.some((h) => h.startsWith('closed'))).toBe(true);
    expect(heard.find((h) => h.startsWith('closed'))).toBe('closed open=false');
    consumer.disconnect();
  });
});
