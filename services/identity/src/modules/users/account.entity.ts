import { Column, Entity, ForeignKey, Index } from 'typeorm';
import { SoftDeletedRow } from '@cards/kit';

/** An account; soft-deleted so the ids other services keep stay meaningful. Owned by one live user at most. */
@Entity({ name: 'accounts' })
@Index('accounts_user_live', ['user_id'], { unique: true, where: 'deleted_at IS NULL AND user_id IS NOT NULL' })
export class AccountEntity extends SoftDeletedRow {
  @Column({ type: 'text' })
  name!: string;

  // By table name, as users.account_id points back here (user.entity.ts).
  @Column({ type: 'int', nullable: true })
  @ForeignKey('users', { name: 'accounts_user_fk', onDelete: 'NO ACTION', onUpdate: 'NO ACTION' })
  user_id!: number | null;
}
