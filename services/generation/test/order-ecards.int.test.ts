import {
  CartOrderEvents,
  GenerationEvents,
  MailingCalls,
  type Card,
  type EventEnvelope,
  type OrderEcardHandledData,
  type OrderPaidData,
} from '@cards/contracts';
import { makeEnvelope, requestCall } from '@cards/kit';
import { eventually } from '@cards/testing';
import { recordEvents } from '@cards/testing/events';
import type { SignedIn } from '@cards/testing/users';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { call, createCard, occasions, waitForOptions } from './generation-test-support.js';
import { startGenerationHarness, type GenerationHarness } from './support/generation-harness.js';
import type { createGenerationApp } from '../src/app.js';

/**
 * A card sent to many: cart-order asks generation to moderate the list and for the e-card quota
 * before it keeps it, and generation e-mails each `ecard` recipient of a paid (or released)
 * order, greeted by their salutation, within the e-card limits, reporting each outcome.
 */
describe('e-cards of orders sent to many', () => {
  let t: GenerationHarness;
  let u: SignedIn;
  let option: number;
  let handled: EventEnvelope[];
  let nextOrder = 500;

  beforeAll(async () => {
    t = await startGenerationHarness({
      env: { GENERATION_OPTIONS: '1', ECARDS_PER_ACCOUNT_HOUR: '3', ECARD_RECIPIENTS_PER_ACCOUNT_DAY: '15' },
    });
    const ev = await occasions(t);
    u = await t.identity.signUp();
    const card = await createCard(t, u.token, { event_id: ev.christmas ?? ev.birthday, recipient_name: 'Rose', sender_name: 'Sam' });
    await call<Card>(t, u.token, 'POST', `/cards/${card.id}/generate`);
    option = (await waitForOptions(t, u.token, card.id)).card_instances[0]!.id;
    handled = await recordEvents(t.infra.bus, GenerationEvents.orderEcardHandled.subject);
  }, 120_000);
  afterAll(async () => {
    await t?.stop();
  });

  /** `cart_order.order.paid.v1` of one line of `option` to `recipients`, as cart-order announces it. */
  const paidEvent = (o: {
    order_id: number;
    user: { id: number; account_id: number | null };
    option: number;
    quantity: number;
    recipients: OrderPaidData['lines'][number]['recipients'];
    held_until: string | null;
  }) =>
    makeEnvelope(
      CartOrderEvents.orderPaid,
      {
        order_id: o.order_id,
        number: `GC-2026-${o.order_id}`,
        user_id: o.user.id,
        account_id: o.user.account_id,
        lines: [
          {
            line_id: o.order_id,
            card_instance_id: o.option,
            product_id: 1,
            quantity: o.quantity,
            unit_price: 395,
            size: 'A6',
            recipients: o.recipients,
          },
        ],
        total: 395,
        currency: 'GBP' as const,
        held_until: o.held_until,
      },
      { source: 'cart_order' },
    );

  /** An order of one line sent to `ecards` by e-mail and two by post, announced as cart-order does. */
  async function orderPaid(ecards: string[], held_until: string | null = null) {
    const order_id = nextOrder++;
    const recipients = [
      { recipient_id: order_id * 100 + 1, name: 'Jean Smith', salutation: 'Dear Aunt Jean', channel: 'post' as const, email: null },
      ...ecards.map((email, i) => ({
        recipient_id: order_id * 100 + 2 + i,
        name: `Friend ${i}`,
        salutation: i === 0 ? 'Dear Patel family' : `Dear Friend ${i}`,
        channel: 'ecard' as const,
        email,
      })),
    ];
    const paid = paidEvent({ order_id, user: u.user, option, quantity: 1, recipients, held_until });
    await t.infra.bus.publish(paid);
    return paid.data;
  }

  const outcomes = (orderId: number) => handled.map((e) => e.data as OrderEcardHandledData).filter((d) => d.order_id === orderId);

  it('when a paid order has e-card recipients, then each is mailed the card greeted by their salutation, and past the hourly cap the rest wait for their turn', async () => {
    const order = await orderPaid(['patel@example.test', 'b@example.test', 'c@example.test', 'd@example.test']);
    await eventually(() => outcomes(order.order_id).length, { timeout: 10_000 }).toBe(4);
    const got = outcomes(order.order_id);
    expect(got.filter((o) => o.outcome === 'sent')).toHaveLength(3);
    // Over the allowance is not a failure: it is scheduled for the next window.
    const waiting = got.find((o) => o.outcome === 'scheduled')!;
    expect(waiting).toMatchObject({ recipient_id: order.order_id * 100 + 5, reason: null, send_at: expect.any(String) });
    const [mail] = t.identity.mailsTo('patel@example.test', 'ecard');
    expect(mail!.data).toMatchObject({ recipient_name: 'Friend 0', sender_name: 'Sam' });
    expect((mail!.data as { message: string }).message).toContain('Dear Patel family,');
    // Nobody by post gets a mail; the repeated event sends nobody twice.
    expect(t.identity.mails.filter((m) => m.template === 'ecard')).toHaveLength(3);
  }, 60_000);

  it('when an order is held for an arrive-by day, then its e-cards wait for its release', async () => {
    const order = await orderPaid(['held@example.test'], '2026-12-18');
    await new Promise((r) => setTimeout(r, 500));
    expect(outcomes(order.order_id)).toEqual([]);
    const { held_until: _held, ...released } = order;
    await t.infra.bus.publish(
      makeEnvelope(CartOrderEvents.orderReleased, { ...released, dispatch_date: '2026-12-18' }, { source: 'cart_order' }),
    );
    await eventually(() => outcomes(order.order_id).map((o) => o.outcome), { timeout: 10_000 }).toEqual(['scheduled']);
  }, 30_000);

  it('when cart-order asks about a list, then moderation flags what cannot be printed and the quota says how many e-cards may go now and why', async () => {
    const { flagged } = await requestCall(t.infra.rpc, MailingCalls.moderationCheck, { texts: ['Dear Aunt Jean', 'Dear shit'] });
    expect(flagged).toEqual([false, true]);
    const quota = await requestCall(t.infra.rpc, MailingCalls.ecardQuota, { account_id: u.user.account_id!, emails: ['new@example.test'] });
    expect(quota).toEqual({ allowed: 0, limit: 'one account sends at most 3 e-cards an hour' });
    const other = await t.identity.signUp();
    const fresh = await requestCall(t.infra.rpc, MailingCalls.ecardQuota, {
      account_id: other.user.account_id!,
      emails: ['x@example.test'],
    });
    expect(fresh).toEqual({ allowed: 3, limit: 'one account sends at most 3 e-cards an hour' });
  });
  // A list of 40 e-cards on a new account (allowance 3 an hour): 3 go at once, the other 37 wait
  // for their turn (none fails) and go in the next windows, each once, across a restart. Time is
  // moved on by ageing the account's sends and the waiting rows by an hour, as an hour passing would.
  const LIST = 9_001;
  const listEmails = Array.from({ length: 40 }, (_, i) => `friend${i + 1}@example.test`);
  const app = () => t.service<ReturnType<typeof createGenerationApp>>('generation');
  const latest = () => new Map(outcomes(LIST).map((o) => [o.recipient_id, o.outcome]));
  const count = (what: string) => [...latest().values()].filter((o) => o === what).length;
  const mailsEach = () => listEmails.map((e) => t.identity.mailsTo(e, 'ecard').length);
  let v: SignedIn;
  const later = async (minutes: number) => {
    const db = app().dataSource();
    await db.query(`UPDATE generation.usage SET created_at = created_at - make_interval(mins => $2) WHERE account_id = $1`, [
      v.user.account_id,
      minutes,
    ]);
    await db.query(`UPDATE generation.order_ecard_waits SET due_at = now() - interval '1 second' WHERE order_id = $1`, [LIST]);
  };
  const waiting = async () =>
    (await app().dataSource().query(`SELECT count(*)::int AS n FROM generation.order_ecard_waits WHERE order_id = $1`, [LIST]))[0]
      .n as number;
  /** Hour after hour until the day's allowance stops them: what is still waiting then. */
  const hoursPass = async () => {
    for (let before = -1, now = await waiting(); now !== before && now > 0; before = now, now = await waiting()) {
      await later(61);
      // Two runs at once (two replicas) hand each e-card to one of them only.
      await Promise.all([app().parts().ecardWaits!.handle(), app().parts().ecardWaits!.handle()]);
    }
    return waiting();
  };

  it('when 40 e-cards are paid on a new account, then the first window goes at once and the rest are scheduled with when they go, none failed', async () => {
    v = await t.identity.signUp();
    const card = await createCard(t, v.token, { event_id: (await occasions(t)).birthday, recipient_name: 'Rose', sender_name: 'Vic' });
    await call<Card>(t, v.token, 'POST', `/cards/${card.id}/generate`);
    const mine = (await waitForOptions(t, v.token, card.id)).card_instances[0]!.id;
    const recipients = listEmails.map((email, i) => ({
      recipient_id: LIST * 100 + i,
      name: `Friend ${i + 1}`,
      salutation: `Dear Friend ${i + 1}`,
      channel: 'ecard' as const,
      email,
    }));
    const paid = paidEvent({ order_id: LIST, user: v.user, option: mine, quantity: 0, recipients, held_until: null });
    await t.infra.bus.publish(paid);
    await eventually(() => latest().size, { timeout: 30_000 }).toBe(40);
    expect([count('sent'), count('scheduled'), count('failed')]).toEqual([3, 37, 0]);
    const scheduled = outcomes(LIST).filter((o) => o.outcome === 'scheduled');
    expect(scheduled.every((o) => o.send_at && new Date(o.send_at).getTime() > Date.now())).toBe(true);
    // The same event again sends nobody twice and schedules nobody twice.
    await t.infra.bus.publish(paid);
    expect(mailsEach().reduce((a, b) => a + b, 0)).toBe(3);
  }, 60_000);

  it('when the service restarts and the next windows come, then the waiting e-cards go from the table, a day’s worth a day, none lost and none twice', async () => {
    await later(61);
    await app().stop();
    await app().start();
    await eventually(() => count('sent'), { timeout: 30_000 }).toBe(6);
    // A new account's day stays bounded (15 different people a day here), however long the list.
    expect(await hoursPass()).toBe(25);
    await later(24 * 60);
    expect(await hoursPass()).toBe(10);
    await later(24 * 60);
    expect(await hoursPass()).toBe(0);
    await eventually(() => count('sent'), { timeout: 30_000 }).toBe(40);
    expect(count('failed')).toBe(0);
    expect(mailsEach()).toEqual(listEmails.map(() => 1));
  }, 120_000);
});
