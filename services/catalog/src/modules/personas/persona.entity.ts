import { Column, Entity, Index } from 'typeorm';
import { NamedShopRow } from '../../crud/catalog-columns.js';

/** A tone of voice. Soft-deleted rows keep history for cards written in it. */
@Entity({ name: 'personas' })
@Index('personas_slug_live', ['slug'], { unique: true, where: 'deleted_at IS NULL' })
// On lower(name): TypeORM cannot declare an index on an expression, so its migration is its only declaration.
@Index('personas_name_live', { synchronize: false })
export class PersonaEntity extends NamedShopRow {
  @Column({ type: 'text', default: '' })
  tone_prompt!: string;
}
