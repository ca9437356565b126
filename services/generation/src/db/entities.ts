import { cardTables } from '../modules/cards/index.js';
import { entitlementTables } from '../modules/entitlements/index.js';
import { instanceTables } from '../modules/instances/index.js';
import { photoTables } from '../modules/photos/index.js';
import { signingTables } from '../modules/signing/index.js';

/** Every table of the service as a TypeORM entity (each module lends its own); the DataSource is opened with these. */
export const GENERATION_ENTITIES = [...entitlementTables, ...cardTables, ...instanceTables, ...photoTables, ...signingTables];
