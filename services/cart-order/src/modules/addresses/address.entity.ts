import { Column, Entity, Index, UpdateDateColumn } from 'typeorm';
import { PostalRow } from '../../domain/postal-row.js';

/**
 * A saved address of a user's address book; at most one per user is the default. A contact with
 * only an e-mail address (imported for an e-card) has empty postal fields.
 */
@Entity({ name: 'addresses' })
@Index('addresses_user', ['user_id'])
@Index('addresses_one_default', ['user_id'], { unique: true, where: 'is_default' })
export class AddressEntity extends PostalRow {
  @UpdateDateColumn({ type: 'timestamptz' })
  updated_at!: Date;

  @Column({ type: 'int' })
  user_id!: number;

  @Column({ type: 'int', nullable: true })
  account_id!: number | null;

  @Column({ type: 'text', default: '' })
  label!: string;

  @Column({ type: 'text', default: '' })
  email!: string;

  @Column({ type: 'text', default: '' })
  salutation!: string;

  @Column({ type: 'text', default: 'GB' })
  country!: 'GB';

  @Column({ type: 'boolean', default: false })
  is_default!: boolean;
}
