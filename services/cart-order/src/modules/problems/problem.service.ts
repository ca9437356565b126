import {
  CartOrderEvents,
  ukDayOf,
  type Actor,
  type CardProblem,
  type PostalAddress,
  type ProblemKind,
  type ReportProblemBody,
  type ResolveProblemBody,
} from '@cards/contracts';
import type { Logger, Outbox } from '@cards/kit';
import { IsNull, type DataSource, type EntityManager } from 'typeorm';
import type { z } from 'zod';
import type { OrderCard, OrderCards, OrderFacts } from '../orders/index.js';
import type { PaymentProvider } from '../providers/index.js';
import { CardProblemEntity } from './card-problem.entity.js';
import {
  alreadyReported,
  alreadyResolved,
  cardNotOnOrder,
  noReprintForEcard,
  notPostedYet,
  nothingToRefund,
  orderNotReportable,
  personNeeded,
  problemNotFound,
  refundFailed,
} from './problem.errors.js';
import { shareOf, toProblem } from './problem.store.js';
import { isUniqueViolation, notFound } from '@cards/kit';

type Report = z.output<typeof ReportProblemBody>['problem'];
type Resolution = z.output<typeof ResolveProblemBody>['resolution'];

/** Orders whose cards are printed or on their way: a held, cancelled or refunded one has nothing to fix. */
const REPORTABLE = new Set(['paid', 'in_production', 'dispatched', 'delivered']);
/** Where a person's card must be for a problem with it to be reported: posted, or its e-card sent (or failed). */
const ON_ITS_WAY = new Set(['posted', 'ecard_sent', 'ecard_failed']);

export interface ProblemServiceDeps {
  ds: DataSource;
  /** The shop's clock: a reprint joins the print run of the UK day it is asked for. */
  clock: () => Date;
  /** The orders module's reads of an order and its cards, and its refund of one card's share. */
  orders: OrderCards;
  outbox: Outbox;
  provider: PaymentProvider;
  log: Logger;
}

/**
 * A fix after paying: a customer reports one card, an admin answers once (reprint, refund of
 * that card's share, or decline). The answer is a conditional update of the open report, so two
 * clicks answer once; the event it writes in the same transaction mails the customer. A reprint
 * is printed by hand from the person's print file (docs/card-problems.md): nothing consumes the
 * event's reprint key yet.
 */
export class ProblemService {
  constructor(private readonly d: ProblemServiceDeps) {}

  async report(actor: Actor, orderId: number, input: Report): Promise<CardProblem> {
    const { ds } = this.d;
    const o = await this.d.orders.order(ds, orderId, actor.user_id);
    if (!o) throw notFound('order_not_found', 'Order not found');
    if (!REPORTABLE.has(o.status)) throw orderNotReportable(o.status);
    const card = await this.d.orders.card(ds, o.id, input.line_id);
    if (!card) throw cardNotOnOrder();
    const person = personOf(o, card, input.recipient_id ?? null);
    // Nothing can have gone wrong with a card still at the printer's (docs/card-problems.md).
    if (!person.posted) throw notPostedYet(person.name);
    const row = ds.getRepository(CardProblemEntity).create({
      order_id: o.id,
      user_id: o.user_id,
      line_id: card.line_id,
      recipient_id: person.id,
      person_key: person.id ?? 0,
      person: person.name,
      kind: input.kind as ProblemKind,
      note: input.note || null,
    });
    try {
      await ds.getRepository(CardProblemEntity).insert(row);
    } catch (err) {
      // The unique index on open reports decides, not a look beforehand: two tabs make one report.
      if (isUniqueViolation(err)) throw alreadyReported(person.name);
      throw err;
    }
    return toProblem(await ds.getRepository(CardProblemEntity).findOneByOrFail({ id: row.id }), o.number);
  }

  async forOrder(actor: Actor, orderId: number): Promise<CardProblem[]> {
    const o = await this.d.orders.order(this.d.ds, orderId, actor.user_id);
    if (!o) throw notFound('order_not_found', 'Order not found');
    const rows = await this.d.ds.getRepository(CardProblemEntity).find({ where: { order_id: o.id }, order: { id: 'ASC' } });
    return rows.map((p) => toProblem(p, o.number));
  }

  async list(status: 'open' | 'resolved' = 'open'): Promise<CardProblem[]> {
    const rows = await this.d.ds.getRepository(CardProblemEntity).find({ where: { status }, order: { reported_at: 'ASC', id: 'ASC' } });
    const numbers = await this.d.orders.numbers(
      this.d.ds,
      rows.map((r) => r.order_id),
    );
    return rows.map((p) => toProblem(p, numbers.get(p.order_id) ?? ''));
  }

  async resolve(id: number, r: Resolution): Promise<CardProblem> {
    const { ds } = this.d;
    const p = await ds.getRepository(CardProblemEntity).findOneBy({ id });
    if (!p) throw problemNotFound();
    const o = (await this.d.orders.order(ds, p.order_id, null))!;
    if (p.status === 'resolved') return this.answered(p, o, r);
    const card = (await this.d.orders.card(ds, o.id, p.line_id))!;
    if (r.outcome === 'reprint' && card.people.find((x) => x.id === p.recipient_id)?.channel === 'ecard') throw noReprintForEcard();
    let refund = { id: null as string | null, amount: 0 };
    if (r.outcome === 'refund') refund = await this.refund(p, o, card);
    const won = await ds.transaction(async (m) => {
      const set = {
        status: 'resolved' as const,
        outcome: r.outcome,
        resolved_at: () => 'now()',
        reason: r.outcome === 'decline' ? r.reason : null,
        refunded_amount: refund.amount,
        refund_id: refund.id,
        // The reprint's idempotency key, unique: rendering makes one file per key.
        reprint_key: r.outcome === 'reprint' ? `reprint-${p.id}` : null,
        reprint_address: r.outcome === 'reprint' ? ((r.address as PostalAddress | null | undefined) ?? null) : null,
      };
      const res = await m
        .createQueryBuilder()
        .update(CardProblemEntity)
        .set(set)
        .where('id = :id AND status = :open', { id, open: 'open' })
        .execute();
      if (!res.affected) return false;
      if (refund.amount) await this.d.orders.addRefund(m, o.id, refund.amount);
      const done = (await m.findOneByOrFail(CardProblemEntity, { id }))!;
      await this.d.outbox.add(m, CartOrderEvents.cardProblemResolved, {
        ...resolvedEvent(done, o, card),
        print_day: r.outcome === 'reprint' ? ukDayOf(this.d.clock()) : null,
      });
      return true;
    });
    await this.d.outbox.flush();
    const now = (await ds.getRepository(CardProblemEntity).findOneByOrFail({ id }))!;
    // Lost to another answer meanwhile: the same answer is that one, another is refused.
    if (!won) return this.answered(now, o, r);
    return toProblem(now, o.number);
  }

  /** A report already answered: asked the same again (a double click) it answers the same; another way is refused. */
  private answered(p: CardProblemEntity, o: OrderFacts, r: Resolution): CardProblem {
    if (p.outcome !== r.outcome) throw alreadyResolved(p.outcome ?? 'answered');
    return toProblem(p, o.number);
  }

  /**
   * The card's share through the payment provider, keyed by the report: asked twice, the
   * provider refunds once and answers the same refund.
   */
  private async refund(p: CardProblemEntity, o: OrderFacts, card: OrderCard): Promise<{ id: string; amount: number }> {
    const amount = shareOf(card.unit_price, o);
    if (amount <= 0 || !o.payment_intent_id) throw nothingToRefund();
    try {
      return await this.d.provider.refund({ paymentIntentId: o.payment_intent_id, amount, idempotencyKey: `problem-refund-${p.id}` });
    } catch (err) {
      this.d.log.error({ err, problem: p.id }, 'card refund failed');
      throw refundFailed();
    }
  }

  /** Where this module's event consumers record what they applied. */
  get inbox(): DataSource {
    return this.d.ds;
  }

  /** Rendering made a reprint's print file: the report's timeline shows it from now on (once). */
  async markReprinted(m: EntityManager, id: number): Promise<void> {
    await m.update(CardProblemEntity, { id, reprinted_at: IsNull() }, { reprinted_at: () => 'now()' });
  }
}

/** Whose card it is: one of the line's people (required on a line sent to many), or the order's addressee. */
function personOf(o: OrderFacts, card: OrderCard, recipientId: number | null): { id: number | null; name: string; posted: boolean } {
  if (!card.people.length) {
    if (recipientId != null) throw cardNotOnOrder();
    return { id: null, name: o.address?.name || card.title || 'your card', posted: o.posted };
  }
  if (recipientId == null) throw personNeeded();
  const person = card.people.find((x) => x.id === recipientId);
  if (!person) throw cardNotOnOrder();
  return { id: person.id, name: person.name, posted: ON_ITS_WAY.has(person.state) };
}

function resolvedEvent(p: CardProblemEntity, o: OrderFacts, card: OrderCard) {
  const person = card.people.find((x) => x.id === p.recipient_id);
  return {
    problem_id: p.id,
    order_id: o.id,
    number: o.number,
    user_id: o.user_id,
    line_id: p.line_id,
    recipient_id: p.recipient_id,
    card_instance_id: card.card_instance_id,
    product_id: card.product_id,
    size: card.size,
    person: p.person,
    salutation: person?.salutation ?? '',
    kind: p.kind,
    outcome: p.outcome!,
    amount: p.refunded_amount,
    reason: p.reason,
    reprint_key: p.reprint_key,
    address: (p.reprint_address as Record<string, string> | null) ?? null,
  };
}
