import { EntitySchema } from 'typeorm';

/** An occasion row. Soft-deleted rows keep history for cards made for them. */
export interface EventRow {
  id: number;
  name: string;
  slug: string;
  description: string;
  icon: string;
  season_start: string | null;
  season_end: string | null;
  active: boolean;
  position: number;
  created_at: Date;
  updated_at: Date;
  deleted_at: Date | null;
}

export const EventEntity = new EntitySchema<EventRow>({
  name: 'Event',
  tableName: 'events',
  columns: {
    id: { type: 'int', primary: true, generated: 'increment' },
    name: { type: 'text' },
    slug: { type: 'text' },
    description: { type: 'text' },
    icon: { type: 'text' },
    season_start: { type: 'text', nullable: true },
    season_end: { type: 'text', nullable: true },
    active: { type: 'boolean' },
    position: { type: 'int' },
    created_at: { type: 'timestamptz', createDate: true },
    updated_at: { type: 'timestamptz', updateDate: true },
    deleted_at: { type: 'timestamptz', nullable: true },
  },
});
