import { Column, Entity, ForeignKey, Index } from 'typeorm';
import { SoftDeletedRow } from '@cards/kit';

/**
 * A user. Soft-deleted rows keep history (orders name their buyer); the address is freed.
 * Foreign keys name the table they point at: a user and an account point at each other, and
 * their entity files must not import each other.
 */
@Entity({ name: 'users' })
// On lower(email), among live users: TypeORM cannot declare an index on an expression, so its migration is its only declaration.
@Index('users_email_live', { synchronize: false })
export class UserEntity extends SoftDeletedRow {
  @Column({ type: 'text' })
  email!: string;

  @Column({ type: 'text', default: '' })
  name!: string;

  /** argon2id; never leaves the service. */
  @Column({ type: 'text' })
  password_hash!: string;

  @Column({ type: 'boolean', default: false })
  admin!: boolean;

  @Column({ type: 'timestamptz', nullable: true })
  confirmed_at!: Date | null;

  /** A new address waiting for its confirmation link to be followed. */
  @Column({ type: 'text', nullable: true })
  unconfirmed_email!: string | null;

  @Column({ type: 'int', nullable: true })
  @ForeignKey('accounts', { name: 'users_account_id_fkey', onDelete: 'NO ACTION', onUpdate: 'NO ACTION' })
  account_id!: number | null;
}
