import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateIdentity1700000002000 implements MigrationInterface {
  name = 'CreateIdentity1700000002000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE identity.accounts (
      id serial PRIMARY KEY,
      name text NOT NULL,
      user_id int,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      deleted_at timestamptz)`);
    await q.query(`CREATE TABLE identity.users (
      id serial PRIMARY KEY,
      email text NOT NULL,
      name text NOT NULL DEFAULT '',
      password_hash text NOT NULL,
      admin boolean NOT NULL DEFAULT false,
      confirmed_at timestamptz,
      unconfirmed_email text,
      account_id int REFERENCES identity.accounts (id),
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      deleted_at timestamptz)`);
    await q.query(`ALTER TABLE identity.accounts ADD CONSTRAINT accounts_user_fk FOREIGN KEY (user_id) REFERENCES identity.users (id)`);
    // An address belongs to one live user; deleting a user frees it for a new signup.
    await q.query(`CREATE UNIQUE INDEX users_email_live ON identity.users (lower(email)) WHERE deleted_at IS NULL`);
    await q.query(`CREATE UNIQUE INDEX accounts_user_live ON identity.accounts (user_id) WHERE deleted_at IS NULL AND user_id IS NOT NULL`);
    // Every issued token has a row: verification is one primary-key lookup joined to its user,
    // and revoking (logout, password reset, deletion) sets revoked_at: the denylist.
    await q.query(`CREATE TABLE identity.sessions (
      jti uuid PRIMARY KEY,
      user_id int NOT NULL REFERENCES identity.users (id),
      created_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL,
      revoked_at timestamptz,
      ip text,
      user_agent text)`);
    await q.query(`CREATE INDEX sessions_user_live ON identity.sessions (user_id) WHERE revoked_at IS NULL`);
    await q.query(`CREATE INDEX sessions_expires ON identity.sessions (expires_at)`);
    // Mailed one-time tokens; only their SHA-256 is kept, so a database leak reveals no live link.
    await q.query(`CREATE TABLE identity.user_tokens (
      id serial PRIMARY KEY,
      user_id int NOT NULL REFERENCES identity.users (id),
      purpose text NOT NULL CHECK (purpose IN ('confirmation', 'email_change', 'password_reset')),
      token_hash text NOT NULL UNIQUE,
      email text NOT NULL,
      expires_at timestamptz NOT NULL,
      used_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now())`);
    await q.query(`CREATE INDEX user_tokens_user ON identity.user_tokens (user_id, purpose) WHERE used_at IS NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE identity.user_tokens, identity.sessions`);
    await q.query(`ALTER TABLE identity.accounts DROP CONSTRAINT accounts_user_fk`);
    await q.query(`DROP TABLE identity.users, identity.accounts`);
  }
}
