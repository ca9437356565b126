import { Column, CreateDateColumn, Entity, ForeignKey, Index, PrimaryGeneratedColumn } from 'typeorm';
import { PostalRow } from '../../domain/postal-row.js';
import { AddressGroupEntity } from './address-group.entity.js';

/** A link a sender shares so that people give their own address into one group of the sender's book. */
@Entity({ name: 'collection_links' })
@Index('collection_links_token', ['token'], { unique: true })
@Index('collection_links_user', ['user_id'])
export class CollectionLinkEntity {
  @PrimaryGeneratedColumn({ type: 'int' })
  id!: number;

  @Column({ type: 'int' })
  user_id!: number;

  @Column({ type: 'int', nullable: true })
  account_id!: number | null;

  @Column({ type: 'int' })
  @ForeignKey(() => AddressGroupEntity, { name: 'collection_links_group_fk', onDelete: 'CASCADE' })
  group_id!: number;

  /** Random and unguessable: the only thing the public page is found by. */
  @Column({ type: 'text' })
  token!: string;

  /** Copied from identity when the link is made, so the public page asks nobody. */
  @Column({ type: 'text' })
  sender_name!: string;

  @Column({ type: 'timestamptz' })
  expires_at!: Date;

  @Column({ type: 'timestamptz', nullable: true })
  turned_off_at!: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at!: Date;
}

/**
 * One answer given through a link, and what became of it: `added` to the book, `offered` as an
 * update of the entry it matched (then `accepted` or `dismissed` by the sender), or `same` as
 * the entry already there. It is also the mark that an entry was given by the person.
 */
@Entity({ name: 'collected_addresses' })
@Index('collected_addresses_link', ['link_id'])
@Index('collected_addresses_user_outcome', ['user_id', 'outcome'])
export class CollectedAddressEntity extends PostalRow {
  @Column({ type: 'int' })
  @ForeignKey(() => CollectionLinkEntity, { name: 'collected_addresses_link_fk', onDelete: 'CASCADE' })
  link_id!: number;

  @Column({ type: 'int' })
  user_id!: number;

  /** The entry it made or matched. */
  @Column({ type: 'int' })
  address_id!: number;

  @Column({ type: 'text' })
  outcome!: 'added' | 'offered' | 'same' | 'accepted' | 'dismissed';

  /** When the sender's summary mail named it; null until then. */
  @Column({ type: 'timestamptz', nullable: true })
  summarised_at!: Date | null;
}
