import type { ServiceDatabase } from '@cards/kit';
import { sessionTables } from '../modules/sessions/index.js';
import { tokenTables } from '../modules/tokens/index.js';
import { userTables } from '../modules/users/index.js';
import { CreateIdentity1700000002000 } from './migrations/1700000002000-create-identity.js';
import { AllowEmailChangeUndo1700000002100 } from './migrations/1700000002100-allow-email-change-undo.js';
import { IDENTITY_SCHEMA } from './schema.js';

/**
 * The identity database: its schema, every table as an entity class (each module lends its
 * own), and its migrations in order. New migrations are generated from the entities
 * (`make migration S=identity NAME=<what-changes>`) and added at the end; applied ones never change.
 */
export const database: ServiceDatabase = {
  schema: IDENTITY_SCHEMA,
  entities: [...userTables, ...sessionTables, ...tokenTables],
  migrations: [CreateIdentity1700000002000, AllowEmailChangeUndo1700000002100],
};
