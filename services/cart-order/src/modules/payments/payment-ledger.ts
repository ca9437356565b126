import type { Order } from '@cards/contracts';
import type { Tx } from '../../domain/db.js';
import type { ProviderIntent } from '../providers/index.js';
import { PaymentEntity } from './payment.entity.js';
import { findPaymentByIntent } from './payment.store.js';

/** A payment as the flow that turns it into an order reads it. */
export type PaidPayment = Pick<
  PaymentEntity,
  'id' | 'provider' | 'intent_id' | 'cart_id' | 'cart_version' | 'user_id' | 'account_id' | 'amount' | 'currency' | 'snapshot'
>;

/**
 * The payments module's operations for the flow that makes an order (`flows/place-order.ts`),
 * in that flow's transaction: the payments table is written here only.
 */
export class PaymentLedger {
  /** The payment of an intent, locked for the rest of the transaction: whoever holds it makes the order. */
  async lockByIntent(tx: Tx, intentId: string): Promise<PaidPayment | undefined> {
    return findPaymentByIntent(tx, intentId, true);
  }

  /** Records that the payment succeeded, as its order is written. */
  async succeeded(tx: Tx, id: number): Promise<void> {
    await tx.update(PaymentEntity, { id }, { status: 'succeeded', last_error: null });
  }
}

/**
 * The port payments' services turn a succeeded intent into its order through (checkout, the
 * webhook, the reconciler); the service's flow `PlaceOrder` fills it.
 */
export interface PlacesOrders {
  /** The order of a succeeded intent, made once whoever asks first; null when the intent is not paid or unknown. */
  fromSucceededIntent(intent: ProviderIntent): Promise<Order | null>;
}
