/**
 * @jest-environment @cards/testing/jsdom-environment
 */
import type { UnknownAction } from '@reduxjs/toolkit';
import type { WebSocket, WebSocketServer } from 'ws';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { makeStore } from '../app/store-api';
import { startCable } from './cable';
import { listenAsActionCable } from './cable-test-server';
import { signedOut } from './session';

/** A real ActionCable-speaking socket server: welcome, confirm, then one card_updated. */
let wss: WebSocketServer;
let url: string;
const commands: { command: string; identifier: string }[] = [];
let client: WebSocket | undefined;

beforeAll(async () => {
  ({ wss, url } = await listenAsActionCable((ws) => {
    client = ws;
    ws.on('message', (raw) => {
      const cmd = JSON.parse(raw.toString()) as { command: string; identifier: string };
      commands.push(cmd);
      if (cmd.command === 'subscribe') {
        ws.send(JSON.stringify({ type: 'confirm_subscription', identifier: cmd.identifier }));
        ws.send(JSON.stringify({ identifier: cmd.identifier, message: { message: 'card_updated', card: { id: 5 } } }));
      }
    });
  }));
});
afterAll(
  () =>
    new Promise<void>((r) => {
      client?.terminate();
      wss.close(() => r());
    }),
);

const until = async (check: () => boolean, ms = 10_000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
};

describe('the realtime socket', () => {
  it('when the server welcomes a signed-in client, then it subscribes to AccountChannel with the token and card_updated invalidates that card', async () => {
    const store = makeStore({ user: { token: 'tok-42', current: null } });
    const actions: UnknownAction[] = [];
    const watched = {
      ...store,
      dispatch: (a: UnknownAction) => {
        actions.push(a);
        return store.dispatch(a);
      },
    };
    const stop = await startCable(watched, url);
    try {
      await until(() => commands.some((c) => c.command === 'subscribe'));
      expect(JSON.parse(commands.find((c) => c.command === 'subscribe')!.identifier)).toEqual({
        channel: 'AccountChannel',
        token: 'tok-42',
      });
      await until(() => actions.some((a) => a.type === 'api/invalidateTags'));
      const inv = actions.find((a) => a.type === 'api/invalidateTags') as UnknownAction & { payload: unknown[] };
      expect(inv.payload).toEqual([
        { type: 'Card', id: 'LIST' },
        { type: 'Card', id: 5 },
      ]);
      expect(store.getState().socket.isConnected).toBe(true);
      expect(store.getState().socket.connection.readyState).toBe(1);

      store.dispatch(signedOut());
      await until(() => commands.some((c) => c.command === 'unsubscribe'));
    } finally {
      stop();
    }
    await until(() => !store.getState().socket.isConnected);
  });
});
