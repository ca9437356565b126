import type { ServiceDatabase } from '@cards/kit';
import { renderTables } from '../modules/renders/index.js';
import { CreateRenders1700000060000 } from './migrations/1700000060000-create-renders.js';
import { RecipientPrintFiles1795819397568 } from './migrations/1795819397568-recipient-print-files.js';
import { ReprintPrintFiles1796290887650 } from './migrations/1796290887650-reprint-print-files.js';
import { RENDERING_SCHEMA } from './schema.js';

/**
 * The rendering database: its schema, every table as an entity class (the renders module lends
 * them), and its migrations in order. New migrations are generated from the entities
 * (`make migration S=rendering NAME=<what-changes>`) and added at the end; applied ones never change.
 */
export const database: ServiceDatabase = {
  schema: RENDERING_SCHEMA,
  entities: renderTables,
  migrations: [CreateRenders1700000060000, RecipientPrintFiles1795819397568, ReprintPrintFiles1796290887650],
};
