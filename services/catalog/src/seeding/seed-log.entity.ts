import { CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** A seed item applied once, ever (`event:birthday`, `planfeature:plus:free_delivery`). */
@Entity({ name: 'seed_log' })
export class SeedLogEntity {
  @PrimaryColumn({ type: 'text' })
  item!: string;

  @CreateDateColumn({ type: 'timestamptz' })
  applied_at!: Date;
}
