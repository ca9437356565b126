import { EntitySchema } from 'typeorm';

/** A tone of voice. Soft-deleted rows keep history for cards written in it. */
export interface PersonaRow {
  id: number;
  name: string;
  slug: string;
  description: string;
  tone_prompt: string;
  active: boolean;
  position: number;
  created_at: Date;
  updated_at: Date;
  deleted_at: Date | null;
}

export const PersonaEntity = new EntitySchema<PersonaRow>({
  name: 'Persona',
  tableName: 'personas',
  columns: {
    id: { type: 'int', primary: true, generated: 'increment' },
    name: { type: 'text' },
    slug: { type: 'text' },
    description: { type: 'text' },
    tone_prompt: { type: 'text' },
    active: { type: 'boolean' },
    position: { type: 'int' },
    created_at: { type: 'timestamptz', createDate: true },
    updated_at: { type: 'timestamptz', updateDate: true },
    deleted_at: { type: 'timestamptz', nullable: true },
  },
});
