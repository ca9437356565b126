import { EntitySchema } from 'typeorm';

export interface SigningLinkRow {
  id: number;
  card_id: number;
  account_id: number;
  /** Random; the link's token is an HMAC of it under the server's signing-link key. */
  salt: string;
  /** sha256 of the token, to find the link a signer opens. */
  token_hash: string;
  closes_at: Date | null;
  revoked_at: Date | null;
  created_at: Date;
}

export interface SignatureRow {
  id: number;
  card_id: number;
  link_id: number | null;
  name: string;
  message: string;
  /** Which handwriting face the layout sets it in. */
  hand: number;
  /** sha256 of the token the signer's browser keeps to edit it. */
  edit_token_hash: string;
  edited_by_owner: boolean;
  created_at: Date;
  updated_at: Date;
}

export const SigningLinkEntity = new EntitySchema<SigningLinkRow>({
  name: 'CardSigningLink',
  tableName: 'card_signing_links',
  columns: {
    id: { type: 'int', primary: true, generated: 'increment' },
    card_id: { type: 'int' },
    account_id: { type: 'int' },
    salt: { type: 'text' },
    token_hash: { type: 'text' },
    closes_at: { type: 'timestamptz', nullable: true },
    revoked_at: { type: 'timestamptz', nullable: true },
    created_at: { type: 'timestamptz', createDate: true },
  },
});

export const SignatureEntity = new EntitySchema<SignatureRow>({
  name: 'CardSignature',
  tableName: 'card_signatures',
  columns: {
    id: { type: 'int', primary: true, generated: 'increment' },
    card_id: { type: 'int' },
    link_id: { type: 'int', nullable: true },
    name: { type: 'text' },
    message: { type: 'text' },
    hand: { type: 'int' },
    edit_token_hash: { type: 'text' },
    edited_by_owner: { type: 'boolean' },
    created_at: { type: 'timestamptz', createDate: true },
    updated_at: { type: 'timestamptz', updateDate: true },
  },
});
