import { TimestampedRow } from '@cards/kit';
import { Column, CreateDateColumn, Entity, ForeignKey, Index, PrimaryGeneratedColumn, Unique } from 'typeorm';

/** A card's signing link: a random salt (its token is an HMAC of it) and the token's hash to find it by. At most one is live per card. */
@Entity({ name: 'card_signing_links' })
@Unique('card_signing_links_token_hash_key', ['token_hash'])
@Index('card_signing_links_live', ['card_id'], { unique: true, where: 'revoked_at IS NULL' })
export class SigningLinkEntity {
  @PrimaryGeneratedColumn('increment', { type: 'int' })
  id!: number;

  // The cards table is the cards module's: named, not imported.
  @Column({ type: 'int' })
  @ForeignKey('cards', { name: 'card_signing_links_card_id_fkey', onDelete: 'CASCADE', onUpdate: 'NO ACTION' })
  card_id!: number;

  @Column({ type: 'int' })
  account_id!: number;

  @Column({ type: 'text' })
  salt!: string;

  @Column({ type: 'text' })
  token_hash!: string;

  @Column({ type: 'timestamptz', nullable: true })
  closes_at!: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  revoked_at!: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at!: Date;
}

/** A signature added through a link; its signer's browser holds the edit token whose hash it keeps. */
@Entity({ name: 'card_signatures' })
@Index('card_signatures_card', ['card_id', 'id'])
export class SignatureEntity extends TimestampedRow {
  @Column({ type: 'int' })
  @ForeignKey('cards', { name: 'card_signatures_card_id_fkey', onDelete: 'CASCADE', onUpdate: 'NO ACTION' })
  card_id!: number;

  @Column({ type: 'int', nullable: true })
  @ForeignKey(() => SigningLinkEntity, { name: 'card_signatures_link_id_fkey', onDelete: 'SET NULL', onUpdate: 'NO ACTION' })
  link_id!: number | null;

  @Column({ type: 'text' })
  name!: string;

  @Column({ type: 'text' })
  message!: string;

  @Column({ type: 'int', default: 0 })
  hand!: number;

  @Column({ type: 'text' })
  edit_token_hash!: string;

  @Column({ type: 'boolean', default: false })
  edited_by_owner!: boolean;
}

export type SigningLinkRow = SigningLinkEntity;
export type SignatureRow = SignatureEntity;
