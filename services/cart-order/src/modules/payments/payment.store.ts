import { managerOf, type Db } from '../../domain/db.js';
import { PaymentEntity } from './payment.entity.js';
import type { PaymentSnapshot, PaymentStatus } from './payment.entity.js';

export type { PaymentSnapshot, PaymentStatus };

export async function findPaymentByIntent(db: Db, intentId: string, lock = false): Promise<PaymentEntity | undefined> {
  return (
    (await managerOf(db).findOne(PaymentEntity, {
      where: { intent_id: intentId },
      ...(lock ? { lock: { mode: 'pessimistic_write' as const } } : {}),
    })) ?? undefined
  );
}

/** Statuses of a checkout that may still be paid. */
export const OPEN_PAYMENT: PaymentStatus[] = ['creating', 'pending', 'requires_action', 'processing'];
