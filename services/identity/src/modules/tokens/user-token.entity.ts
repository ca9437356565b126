import { Check, Column, CreateDateColumn, Entity, ForeignKey, Index, PrimaryGeneratedColumn, Unique } from 'typeorm';

/** `email_change_undo` goes to the old address when the e-mail changes; its `email` is that old address. */
export type TokenPurpose = 'confirmation' | 'email_change' | 'email_change_undo' | 'password_reset';

/** A mailed one-time token, stored as its SHA-256 only, so a database leak reveals no live link. */
@Entity({ name: 'user_tokens' })
@Unique('user_tokens_token_hash_key', ['token_hash'])
@Check('user_tokens_purpose_check', "purpose IN ('confirmation', 'email_change', 'email_change_undo', 'password_reset')")
@Index('user_tokens_user', ['user_id', 'purpose'], { where: 'used_at IS NULL' })
export class UserTokenEntity {
  @PrimaryGeneratedColumn('increment', { type: 'int' })
  id!: number;

  // The users table is the users module's: named, not imported.
  @Column({ type: 'int' })
  @ForeignKey('users', { name: 'user_tokens_user_id_fkey', onDelete: 'NO ACTION', onUpdate: 'NO ACTION' })
  user_id!: number;

  @Column({ type: 'text' })
  purpose!: TokenPurpose;

  @Column({ type: 'text' })
  token_hash!: string;

  /** The address it was mailed to (for an e-mail change: the new address). */
  @Column({ type: 'text' })
  email!: string;

  @Column({ type: 'timestamptz' })
  expires_at!: Date;

  @Column({ type: 'timestamptz', nullable: true })
  used_at!: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at!: Date;
}
