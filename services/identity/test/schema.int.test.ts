import { countedRows, describeServiceSchema } from '@cards/testing/schema';
import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { database } from '../src/db/database.js';

/** How many migrations the last release shipped: a database made by them must migrate forward. */
const RELEASED_MIGRATIONS = 2;

/** A customer with their account, a session and a mailed link, as the released tables hold them. */
async function customerRows(ds: DataSource) {
  const [account] = await ds.query(`INSERT INTO accounts (name) VALUES ('Ada') RETURNING id`);
  const [user] = await ds.query(
    `INSERT INTO users (email, name, password_hash, confirmed_at, account_id) VALUES ('ada@cards.test', 'Ada', 'x', now(), $1) RETURNING id`,
    [account.id],
  );
  await ds.query(`UPDATE accounts SET user_id = $1 WHERE id = $2`, [user.id, account.id]);
  await ds.query(`INSERT INTO sessions (jti, user_id, expires_at) VALUES ($1, $2, now() + interval '1 day')`, [randomUUID(), user.id]);
  await ds.query(
    `INSERT INTO user_tokens (user_id, purpose, token_hash, email, expires_at) VALUES ($1, 'email_change_undo', 'h', 'ada@cards.test', now())`,
    [user.id],
  );
}

const counts = async (ds: DataSource) =>
  (await ds.query(
    `SELECT (SELECT count(*) FROM users) AS users, (SELECT count(*) FROM accounts) AS accounts,
            (SELECT count(*) FROM sessions) AS sessions, (SELECT count(*) FROM user_tokens) AS tokens`,
  )) as unknown[];

describeServiceSchema('identity', database, {
  migrations: RELEASED_MIGRATIONS,
  holding: 'with a customer in it',
  ...countedRows(customerRows, counts, [{ users: '1', accounts: '1', sessions: '1', tokens: '1' }]),
});
