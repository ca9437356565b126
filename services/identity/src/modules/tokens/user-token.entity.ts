import { EntitySchema } from 'typeorm';

/** `email_change_undo` goes to the old address when the e-mail changes; its `email` is that old address. */
export type TokenPurpose = 'confirmation' | 'email_change' | 'email_change_undo' | 'password_reset';

/** A mailed one-time token, stored as its SHA-256 only. */
export interface UserTokenRow {
  id: number;
  user_id: number;
  purpose: TokenPurpose;
  token_hash: string;
  /** The address it was mailed to (for an e-mail change: the new address). */
  email: string;
  expires_at: Date;
  used_at: Date | null;
  created_at: Date;
}

export const UserTokenEntity = new EntitySchema<UserTokenRow>({
  name: 'UserToken',
  tableName: 'user_tokens',
  columns: {
    id: { type: 'int', primary: true, generated: 'increment' },
    user_id: { type: 'int' },
    purpose: { type: 'text' },
    token_hash: { type: 'text' },
    email: { type: 'text' },
    expires_at: { type: 'timestamptz' },
    used_at: { type: 'timestamptz', nullable: true },
    created_at: { type: 'timestamptz', createDate: true },
  },
});
