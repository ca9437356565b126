import { EntitySchema } from 'typeorm';
import type { PaymentRow } from './payment.store.js';

/**
 * One checkout attempt of one cart version. The provider's intent is made after the row
 * exists, with the row id as its idempotency key, so a crash in between repeats safely.
 */
export const PaymentEntity = new EntitySchema<PaymentRow>({
  name: 'Payment',
  tableName: 'payments',
  columns: {
    id: { type: 'int', primary: true, generated: 'increment' },
    provider: { type: 'text' },
    intent_id: { type: 'text', nullable: true },
    client_secret: { type: 'text', nullable: true },
    cart_id: { type: 'int' },
    cart_version: { type: 'int' },
    user_id: { type: 'int' },
    account_id: { type: 'int', nullable: true },
    amount: { type: 'int' },
    currency: { type: 'text', default: 'GBP' },
    snapshot: { type: 'jsonb' },
    status: { type: 'text', default: 'creating' },
    attempts: { type: 'int', default: 0 },
    last_error: { type: 'jsonb', nullable: true },
    created_at: { type: 'timestamptz', createDate: true },
    updated_at: { type: 'timestamptz', updateDate: true },
  },
});
