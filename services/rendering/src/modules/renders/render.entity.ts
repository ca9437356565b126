import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

export type RenderKind = 'thumbnail' | 'print_pdf';

/** A finished render; the hash of its inputs makes a repeat a cache hit. */
@Entity({ name: 'renders' })
@Check('renders_kind_check', "kind IN ('thumbnail', 'print_pdf')")
@Index('renders_kind_hash', ['kind', 'render_hash'], { unique: true })
// On (card_instance_id, kind, created_at DESC): TypeORM cannot declare a column's order in an
// index, so its migration is its only declaration.
@Index('renders_instance', { synchronize: false })
export class RenderEntity {
  /** bigserial: PostgreSQL hands it back as text. */
  @PrimaryGeneratedColumn('increment', { type: 'bigint' })
  id!: string;

  @Column({ type: 'text' })
  kind!: RenderKind;

  @Column({ type: 'int' })
  card_instance_id!: number;

  @Column({ type: 'text' })
  render_hash!: string;

  @Column({ type: 'text' })
  asset_key!: string;

  /** The inside spread's picture, for thumbnail rows from before each side was drawn when asked (each side now has a row of its own). */
  @Column({ type: 'text', nullable: true })
  inside_asset_key!: string | null;

  @Column({ type: 'text', nullable: true })
  content_hash!: string | null;

  @Column({ type: 'int', default: 0 })
  size_bytes!: number;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at!: Date;
}
