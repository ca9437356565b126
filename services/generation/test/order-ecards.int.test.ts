import {
  CartOrderEvents,
  GenerationEvents,
  MailingCalls,
  type Card,
  type EventEnvelope,
  type OrderEcardHandledData,
} from '@cards/contracts';
import { makeEnvelope, requestCall } from '@cards/kit';
import { eventually } from '@cards/testing';
import { recordEvents } from '@cards/testing/events';
import type { SignedIn } from '@cards/testing/users';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { call, createCard, occasions, waitForOptions } from './generation-test-support.js';
import { startGenerationHarness, type GenerationHarness } from './support/generation-harness.js';

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
    const data = {
      order_id,
      number: `GC-2026-${order_id}`,
      user_id: u.user.id,
      account_id: u.user.account_id,
      lines: [{ line_id: order_id, card_instance_id: option, product_id: 1, quantity: 1, unit_price: 395, size: 'A6', recipients }],
      total: 395,
      currency: 'GBP' as const,
      held_until,
    };
    await t.infra.bus.publish(makeEnvelope(CartOrderEvents.orderPaid, data, { source: 'cart_order' }));
    return data;
  }

  const outcomes = (orderId: number) => handled.map((e) => e.data as OrderEcardHandledData).filter((d) => d.order_id === orderId);

  it('when a paid order has e-card recipients, then each is mailed the card greeted by their salutation, and past the hourly cap the rest fail with the reason', async () => {
    const order = await orderPaid(['patel@example.test', 'b@example.test', 'c@example.test', 'd@example.test']);
    await eventually(() => outcomes(order.order_id).length, { timeout: 10_000 }).toBe(4);
    const got = outcomes(order.order_id);
    expect(got.filter((o) => o.outcome === 'sent')).toHaveLength(3);
    const failed = got.find((o) => o.outcome === 'failed')!;
    expect(failed.recipient_id).toBe(order.order_id * 100 + 5);
    expect(failed.reason).toMatch(/^You can send up to 3 e-cards an hour\. Please try again in /);
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
    await eventually(() => outcomes(order.order_id).map((o) => o.outcome), { timeout: 10_000 }).toEqual(['failed']);
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
});
