import type { User } from '@cards/contracts';
import { EntitySchema } from 'typeorm';

/** A user row. Soft-deleted rows keep history (orders name their buyer); the address is freed. */
export interface UserRow {
  id: number;
  email: string;
  name: string;
  password_hash: string;
  admin: boolean;
  confirmed_at: Date | null;
  unconfirmed_email: string | null;
  account_id: number | null;
  created_at: Date;
  updated_at: Date;
  deleted_at: Date | null;
}

export const UserEntity = new EntitySchema<UserRow>({
  name: 'User',
  tableName: 'users',
  columns: {
    id: { type: 'int', primary: true, generated: 'increment' },
    email: { type: 'text' },
    name: { type: 'text' },
    password_hash: { type: 'text' },
    admin: { type: 'boolean' },
    confirmed_at: { type: 'timestamptz', nullable: true },
    unconfirmed_email: { type: 'text', nullable: true },
    account_id: { type: 'int', nullable: true },
    created_at: { type: 'timestamptz', createDate: true },
    updated_at: { type: 'timestamptz', updateDate: true },
    deleted_at: { type: 'timestamptz', nullable: true },
  },
});

/** The API's view of a user: never the hash, never a token. */
export function toUser(r: UserRow): User {
  return {
    id: r.id,
    email: r.email,
    name: r.name,
    admin: r.admin,
    confirmed: r.confirmed_at !== null,
    account_id: r.account_id,
    unconfirmed_email: r.unconfirmed_email,
    created_at: r.created_at.toISOString(),
  };
}
