import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateGeneration1700000050000 implements MigrationInterface {
  name = 'CreateGeneration1700000050000';

  // The same statements in the same order as first applied, in three steps: cards, their options, what accounts may spend.
  async up(q: QueryRunner): Promise<void> {
    await this.cards(q);
    await this.cardInstances(q);
    await this.entitlements(q);
  }

  private async cards(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE generation.cards (
      id serial PRIMARY KEY,
      user_id int NOT NULL,
      account_id int NOT NULL,
      event_id int NOT NULL,
      occasion jsonb NOT NULL,
      occasion_name text NOT NULL,
      style_id int,
      persona_id int,
      recipient_name text NOT NULL,
      sender_name text NOT NULL DEFAULT '',
      details text NOT NULL DEFAULT '',
      title text NOT NULL,
      favourite boolean NOT NULL DEFAULT false,
      sample boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now())`);
    await q.query(`CREATE INDEX cards_account ON generation.cards (account_id, created_at DESC)`);
    await q.query(`CREATE INDEX cards_sample ON generation.cards (id) WHERE sample`);
  }

  private async cardInstances(q: QueryRunner): Promise<void> {
    // Words and artwork are two parts with their own status and version: regenerating one
    // bumps its version (a new job id) and fences off any worker still busy with the old one.
    await q.query(`CREATE TABLE generation.card_instances (
      id serial PRIMARY KEY,
      card_id int NOT NULL REFERENCES generation.cards(id) ON DELETE CASCADE,
      user_id int NOT NULL,
      account_id int NOT NULL,
      status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued','generating','ready','failed')),
      status_reason text,
      front_text text NOT NULL DEFAULT '',
      inside_text text NOT NULL DEFAULT '',
      text_status text NOT NULL DEFAULT 'queued' CHECK (text_status IN ('queued','generating','ready','failed')),
      image_status text NOT NULL DEFAULT 'queued' CHECK (image_status IN ('queued','generating','ready','failed')),
      text_version int NOT NULL DEFAULT 1,
      image_version int NOT NULL DEFAULT 1,
      text_lease uuid,
      image_lease uuid,
      text_error text,
      image_error text,
      artwork_key text,
      artwork_content_type text,
      thumbnail_url text,
      rating smallint CHECK (rating BETWEEN 1 AND 5),
      feedback text CHECK (feedback IN ('up','down')),
      edited boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now())`);
    await q.query(`CREATE INDEX card_instances_card ON generation.card_instances (card_id, id)`);
    await q.query(`CREATE INDEX card_instances_account ON generation.card_instances (account_id, id)`);
    await q.query(
      `CREATE INDEX card_instances_unfinished ON generation.card_instances (id) WHERE text_status IN ('queued','generating') OR image_status IN ('queued','generating')`,
    );
  }

  private async entitlements(q: QueryRunner): Promise<void> {
    // Every request that asks the AI for something: the monthly allowance counts the charged
    // ones, the hourly limit all of them.
    await q.query(`CREATE TABLE generation.usage (
      id bigserial PRIMARY KEY,
      account_id int NOT NULL,
      user_id int NOT NULL,
      card_id int,
      kind text NOT NULL,
      source text,
      created_at timestamptz NOT NULL DEFAULT now())`);
    await q.query(`CREATE INDEX usage_account_time ON generation.usage (account_id, created_at)`);

    // What was bought through a checkout session; the session id makes granting idempotent.
    await q.query(`CREATE TABLE generation.grants (
      id serial PRIMARY KEY,
      account_id int NOT NULL,
      session_id text NOT NULL UNIQUE,
      kind text NOT NULL,
      plan_id int,
      generations int NOT NULL DEFAULT 0,
      card_id int,
      card_started_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now())`);

    // Read model of cart-order's subscriptions: the plan an account is on.
    await q.query(`CREATE TABLE generation.account_plans (
      account_id int PRIMARY KEY,
      subscription_id int,
      plan_id int,
      plan_slug text NOT NULL,
      status text NOT NULL,
      current_period_end timestamptz,
      updated_at timestamptz NOT NULL DEFAULT now())`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const t of ['account_plans', 'grants', 'usage', 'card_instances', 'cards']) await q.query(`DROP TABLE IF EXISTS generation.${t}`);
  }
}
