import { Column, CreateDateColumn, Entity, ForeignKey, Index, PrimaryColumn } from 'typeorm';

/** One issued token; `revoked_at` set means it is on the denylist. */
@Entity({ name: 'sessions' })
@Index('sessions_user_live', ['user_id'], { where: 'revoked_at IS NULL' })
@Index('sessions_expires', ['expires_at'])
export class SessionEntity {
  @PrimaryColumn({ type: 'uuid' })
  jti!: string;

  // The users table is the users module's: named, not imported.
  @Column({ type: 'int' })
  @ForeignKey('users', { name: 'sessions_user_id_fkey', onDelete: 'NO ACTION', onUpdate: 'NO ACTION' })
  user_id!: number;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at!: Date;

  @Column({ type: 'timestamptz' })
  expires_at!: Date;

  @Column({ type: 'timestamptz', nullable: true })
  revoked_at!: Date | null;

  @Column({ type: 'text', nullable: true })
  ip!: string | null;

  @Column({ type: 'text', nullable: true })
  user_agent!: string | null;
}
