import { TimestampedRow } from '@cards/kit';
import { Column, Entity, Index } from 'typeorm';

/**
 * A saved address of a user's address book; at most one per user is the default. A contact with
 * only an e-mail address (imported for an e-card) has empty postal fields.
 */
@Entity({ name: 'addresses' })
@Index('addresses_user', ['user_id'])
@Index('addresses_one_default', ['user_id'], { unique: true, where: 'is_default' })
export class AddressEntity extends TimestampedRow {
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

  @Column({ type: 'text' })
  name!: string;

  @Column({ type: 'text' })
  line1!: string;

  @Column({ type: 'text', default: '' })
  line2!: string;

  @Column({ type: 'text' })
  city!: string;

  @Column({ type: 'text', default: '' })
  county!: string;

  @Column({ type: 'text' })
  postcode!: string;

  @Column({ type: 'text', default: 'GB' })
  country!: 'GB';

  @Column({ type: 'boolean', default: false })
  is_default!: boolean;
}
