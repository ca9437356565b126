import { EntitySchema } from 'typeorm';

/** A seed item applied once, ever (`event:birthday`, `planfeature:plus:free_delivery`). */
export interface SeedLogRow {
  item: string;
  applied_at: Date;
}

export const SeedLogEntity = new EntitySchema<SeedLogRow>({
  name: 'SeedLog',
  tableName: 'seed_log',
  columns: {
    item: { type: 'text', primary: true },
    applied_at: { type: 'timestamptz', createDate: true },
  },
});
