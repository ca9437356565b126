import type { Card, CardInstance } from '@cards/contracts';
import { createBff, type Bff } from '@cards/bff';
import { startGenerationHarness, type GenerationHarness } from './support/generation-harness.js';
import type { SignedIn } from '@cards/testing/users';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eventually } from '@cards/testing';
import { RawCable, stockActionCable, type StockConsumer } from './cable-client.js';
import { call, createCard, occasions } from './generation-test-support.js';

/** `/ws` end to end: the stock ActionCable client sees card_updated while its card is generated. */
describe('realtime card updates over /ws (ActionCable)', () => {
  let t: GenerationHarness;
  let user: SignedIn;
  let ws: string;
  let ev: Record<string, number>;
  const consumers: StockConsumer[] = [];
  const raws: RawCable[] = [];
  beforeAll(async () => {
    t = await startGenerationHarness();
    user = await t.identity.signUp();
    ws = `${t.baseUrl.replace('http', 'ws')}/ws`;
    ev = await occasions(t);
  });
  afterAll(async () => {
    for (const c of consumers) c.disconnect();
    for (const r of raws) r.close();
    await t?.stop();
  });

  const raw = async (url = ws) => {
    const r = new RawCable(url);
    raws.push(r);
    await r.opened();
    return r;
  };

  it('when the stock client subscribes and a card is generated, then card_updated arrives and three ready options follow; regenerating each part keeps the other', async () => {
    const AC = await stockActionCable();
    const consumer = AC.createConsumer(ws);
    consumers.push(consumer);
    const received: Array<{ message: string; card: { id: number } }> = [];
    let connected = false;
    consumer.subscriptions.create(
      { channel: 'AccountChannel', token: user.token },
      {
        connected: () => {
          connected = true;
        },
        received: (data: never) => {
          received.push(data);
        },
      },
    );
    await eventually(() => connected, { timeout: 10_000 }).toBe(true);

    const card = await createCard(t, user.token, { event_id: ev.anniversary, recipient_name: 'Priya', sender_name: 'Tom' });
    expect((await call(t, user.token, 'POST', `/cards/${card.id}/generate`)).status).toBe(202);
    await eventually(() => received.length, { timeout: 10_000 }).toBeGreaterThan(0);
    expect(received[0]).toEqual({ message: 'card_updated', card: { id: card.id } });

    // The SPA reloads the card on each card_updated; here: until all three are ready (words and artwork), with their thumbnails' URLs.
    let current: Card | undefined;
    await eventually(
      async () => {
        current = (await call<Card>(t, user.token, 'GET', `/cards/${card.id}`)).body;
        return current.card_instances.filter((i) => i.status === 'ready').length;
      },
      { timeout: 45_000 },
    ).toBe(3);
    expect(current!.card_instances.every((i) => i.thumbnail_url)).toBe(true);
    // Each option moved queued → generating → ready: several updates per option reached the socket.
    expect(received.filter((m) => m.card.id === card.id).length).toBeGreaterThanOrEqual(6);

    const opt = current!.card_instances[0]!;
    const seen = received.length;
    await call(t, user.token, 'POST', `/card_instances/${opt.id}/regenerate_text`);
    await eventually(() => received.length, { timeout: 10_000 }).toBeGreaterThan(seen);
    let after = await waitReady(opt.id, (i) => i.text_version === 2);
    expect(after.text).not.toBe(opt.text);
    expect(after.image_url).toBe(opt.image_url);

    const seen2 = received.length;
    await call(t, user.token, 'POST', `/card_instances/${opt.id}/regenerate_image`);
    await eventually(() => received.length, { timeout: 10_000 }).toBeGreaterThan(seen2);
    const textBefore = after.text;
    after = await waitReady(opt.id, (i) => i.image_version === 2);
    expect(after.image_url).not.toBe(opt.image_url);
    expect(after.text).toBe(textBefore);
  }, 120_000);

  async function waitReady(id: number, ok: (i: CardInstance) => boolean): Promise<CardInstance> {
    let inst: CardInstance | undefined;
    await eventually(
      async () => {
        inst = (await call<CardInstance>(t, user.token, 'GET', `/card_instances/${id}`)).body;
        return inst.status === 'ready' && ok(inst);
      },
      { timeout: 30_000 },
    ).toBe(true);
    return inst!;
  }

  it('when the stock client subscribes with a bad token, then the subscription is rejected', async () => {
    const AC = await stockActionCable();
    const consumer = AC.createConsumer(ws);
    consumers.push(consumer);
    let rejected = false;
    consumer.subscriptions.create(
      { channel: 'AccountChannel', token: 'not-a-token' },
      {
        rejected: () => {
          rejected = true;
        },
      },
    );
    await eventually(() => rejected, { timeout: 10_000 }).toBe(true);
  });

  it('when a raw client speaks the protocol, then it gets the subprotocol, welcome, pings, an exact echo of its identifier, and one confirmation per subscribe', async () => {
    const r = await raw();
    expect(r.ws.protocol).toBe('actioncable-v1-json');
    await eventually(() => r.frames[0]?.type).toBe('welcome');
    // Odd spacing on purpose: the identifier must come back byte for byte.
    const identifier = `{"channel": "AccountChannel",   "token":"${user.token}"}`;
    r.send({ command: 'subscribe', identifier });
    r.send({ command: 'subscribe', identifier });
    await eventually(() => r.of('confirm_subscription').length, { timeout: 5000 }).toBe(2);
    expect(r.of('confirm_subscription').every((f) => f.identifier === identifier)).toBe(true);
    await eventually(() => r.of('ping').length, { timeout: 8000 }).toBeGreaterThan(0);
    expect(typeof r.of('ping')[0]!.message).toBe('number');

    // Subscribed twice, yet one message per change: as many as a socket that subscribed once.
    const once = await raw();
    once.send({ command: 'subscribe', identifier });
    await eventually(() => once.of('confirm_subscription').length).toBe(1);
    const card = await createCard(t, user.token, { event_id: ev.birthday, recipient_name: 'Sam' });
    const created = await call<CardInstance>(t, user.token, 'POST', `/card_instances`, {
      cardinstance: { card_id: card.id, text: 'Dear Sam, hand-written words.' },
    });
    await waitReady(created.body.id, () => true);
    await eventually(() => r.messages().length, { timeout: 5000 }).toBeGreaterThan(1);
    // Both sockets receive the same fan-out; on a loaded machine one may lag, so compare once
    // neither count has moved for half a second.
    let seen = -1;
    await eventually(
      () => {
        const n = r.messages().length + once.messages().length;
        const settled = n === seen;
        seen = n;
        return settled;
      },
      { interval: 500, timeout: 10_000 },
    ).toBe(true);
    const perEvent = r.messages();
    expect(perEvent.length).toBe(once.messages().length);
    expect(perEvent.every((f) => f.identifier === identifier)).toBe(true);
    expect(perEvent[0]!.message).toEqual({ message: 'card_updated', card: { id: card.id } });

    // After unsubscribe, nothing more arrives.
    r.send({ command: 'unsubscribe', identifier });
    await new Promise((res) => setTimeout(res, 100));
    const count = r.messages().length;
    await call(t, user.token, 'PUT', `/cards/${card.id}`, { card: { favourite: true } });
    await call(t, user.token, 'POST', `/cards/${card.id}/generate`);
    await new Promise((res) => setTimeout(res, 500));
    expect(r.messages().length).toBe(count);
  }, 20_000);

  it("when another user's card changes, then this socket hears nothing of it", async () => {
    const r = await raw();
    const identifier = JSON.stringify({ channel: 'AccountChannel', token: user.token });
    r.send({ command: 'subscribe', identifier });
    await eventually(() => r.of('confirm_subscription').length).toBe(1);
    const other = await t.identity.signUp();
    const card = await createCard(t, other.token, { event_id: ev.birthday, recipient_name: 'Not yours' });
    await call(t, other.token, 'POST', `/cards/${card.id}/generate`);
    await new Promise((res) => setTimeout(res, 700));
    expect(r.messages().filter((m) => (m.message as { card: { id: number } }).card.id === card.id)).toEqual([]);
  });

  it('when any BFF replica is connected, then it delivers the change to its own sockets through the bus', async () => {
    const replica: Bff = await createBff(t.infra);
    try {
      const port = await replica.listen(0, '127.0.0.1');
      const r = await raw(`ws://127.0.0.1:${port}/ws`);
      const identifier = JSON.stringify({ channel: 'AccountChannel', token: user.token });
      r.send({ command: 'subscribe', identifier });
      await eventually(() => r.of('confirm_subscription').length).toBe(1);
      const card = await createCard(t, user.token, { event_id: ev.christmas, recipient_name: 'The Hendersons' });
      await call(t, user.token, 'POST', `/cards/${card.id}/generate`); // through the first replica
      await eventually(() => r.messages().some((m) => (m.message as { card: { id: number } }).card.id === card.id), { timeout: 5000 }).toBe(
        true,
      );
    } finally {
      await replica.stop();
    }
  });

  it('when the token is revoked by logging out, then the socket is told to disconnect and closed', async () => {
    const session = await t.identity.signUp();
    const r = await raw();
    r.send({ command: 'subscribe', identifier: JSON.stringify({ channel: 'AccountChannel', token: session.token }) });
    await eventually(() => r.of('confirm_subscription').length).toBe(1);
    expect((await call(t, session.token, 'DELETE', '/logout')).status).toBeLessThan(300);
    await eventually(() => r.of('disconnect').length, { timeout: 5000 }).toBe(1);
    expect(r.of('disconnect')[0]).toMatchObject({ reason: 'unauthorized', reconnect: false });
    await eventually(() => r.closed).toBe(true);
  });
});
