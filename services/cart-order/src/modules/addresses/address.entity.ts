import { EntitySchema } from 'typeorm';

/**
 * A saved address of a user's address book; at most one per user is the default. A contact with
 * only an e-mail address (imported for an e-card) has empty postal fields.
 */
export interface AddressRow {
  id: number;
  user_id: number;
  account_id: number | null;
  label: string;
  email: string;
  salutation: string;
  name: string;
  line1: string;
  line2: string;
  city: string;
  county: string;
  postcode: string;
  country: 'GB';
  is_default: boolean;
  created_at: Date;
  updated_at: Date;
}

export const AddressEntity = new EntitySchema<AddressRow>({
  name: 'Address',
  tableName: 'addresses',
  columns: {
    id: { type: 'int', primary: true, generated: 'increment' },
    user_id: { type: 'int' },
    account_id: { type: 'int', nullable: true },
    label: { type: 'text', default: '' },
    email: { type: 'text', default: '' },
    salutation: { type: 'text', default: '' },
    name: { type: 'text' },
    line1: { type: 'text' },
    line2: { type: 'text', default: '' },
    city: { type: 'text' },
    county: { type: 'text', default: '' },
    postcode: { type: 'text' },
    country: { type: 'text', default: 'GB' },
    is_default: { type: 'boolean', default: false },
    created_at: { type: 'timestamptz', createDate: true },
    updated_at: { type: 'timestamptz', updateDate: true },
  },
});
