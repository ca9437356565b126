import type { Account } from '@cards/contracts';
import { EntitySchema } from 'typeorm';

/** An account row; soft-deleted so the ids other services keep stay meaningful. */
export interface AccountRow {
  id: number;
  name: string;
  user_id: number | null;
  created_at: Date;
  updated_at: Date;
  deleted_at: Date | null;
}

export const AccountEntity = new EntitySchema<AccountRow>({
  name: 'Account',
  tableName: 'accounts',
  columns: {
    id: { type: 'int', primary: true, generated: 'increment' },
    name: { type: 'text' },
    user_id: { type: 'int', nullable: true },
    created_at: { type: 'timestamptz', createDate: true },
    updated_at: { type: 'timestamptz', updateDate: true },
    deleted_at: { type: 'timestamptz', nullable: true },
  },
});

export function toAccount(r: AccountRow): Account {
  return { id: r.id, name: r.name, user_id: r.user_id, created_at: r.created_at.toISOString(), updated_at: r.updated_at.toISOString() };
}
