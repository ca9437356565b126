import { EntitySchema } from 'typeorm';

/** An artwork style. Soft-deleted rows keep history for cards made in them. */
export interface StyleRow {
  id: number;
  name: string;
  slug: string;
  description: string;
  prompt_hint: string;
  preview_url: string;
  palette: string[];
  premium: boolean;
  active: boolean;
  position: number;
  created_at: Date;
  updated_at: Date;
  deleted_at: Date | null;
}

export const StyleEntity = new EntitySchema<StyleRow>({
  name: 'Style',
  tableName: 'styles',
  columns: {
    id: { type: 'int', primary: true, generated: 'increment' },
    name: { type: 'text' },
    slug: { type: 'text' },
    description: { type: 'text' },
    prompt_hint: { type: 'text' },
    preview_url: { type: 'text' },
    palette: { type: 'text', array: true },
    premium: { type: 'boolean' },
    active: { type: 'boolean' },
    position: { type: 'int' },
    created_at: { type: 'timestamptz', createDate: true },
    updated_at: { type: 'timestamptz', updateDate: true },
    deleted_at: { type: 'timestamptz', nullable: true },
  },
});
