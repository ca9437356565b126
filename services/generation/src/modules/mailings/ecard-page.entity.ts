import type { EcardCard } from '@cards/contracts';
import { Column, CreateDateColumn, Entity, ForeignKey, Index, PrimaryGeneratedColumn, Unique } from 'typeorm';

/**
 * An e-card as it was sent, for the page its mail links to: the card kept whole at that
 * moment, found by the sha256 of the link's token (the token itself is only in the mail).
 */
@Entity({ name: 'ecard_pages' })
@Unique('ecard_pages_token_hash_key', ['token_hash'])
@Index('ecard_pages_card_instance', ['card_instance_id'])
export class EcardPageEntity {
  @PrimaryGeneratedColumn('increment', { type: 'int' })
  id!: number;

  @Column({ type: 'text' })
  token_hash!: string;

  // The card_instances table is the instances module's: named, not imported. Deleting the card deletes its e-cards' pages.
  @Column({ type: 'int' })
  @ForeignKey('card_instances', { name: 'ecard_pages_card_instance_id_fkey', onDelete: 'CASCADE', onUpdate: 'NO ACTION' })
  card_instance_id!: number;

  @Column({ type: 'int' })
  user_id!: number;

  @Column({ type: 'int' })
  account_id!: number;

  @Column({ type: 'jsonb' })
  card!: EcardCard;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at!: Date;
}
