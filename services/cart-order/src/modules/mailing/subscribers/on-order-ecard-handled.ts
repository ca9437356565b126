import { GenerationEvents } from '@cards/contracts';
import { consumeEvent, type EventBus, type EventSubscription } from '@cards/kit';
import type { DataSource } from 'typeorm';
import { recordEcardOutcome } from '../recipient.store.js';

/** Records on the order's recipient whether generation sent their e-card, or why not; once per event. */
export function onOrderEcardHandled(bus: EventBus, ds: DataSource): Promise<EventSubscription> {
  return consumeEvent(bus, {
    service: 'cart_order',
    handler: 'order_ecard_handled',
    event: GenerationEvents.orderEcardHandled,
    inbox: ds,
    apply: (tx, e) => recordEcardOutcome(tx, e.data),
  });
}
