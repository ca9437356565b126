import type { ServiceDatabase } from '@cards/kit';
import { cardTables } from '../modules/cards/index.js';
import { entitlementTables } from '../modules/entitlements/index.js';
import { instanceTables } from '../modules/instances/index.js';
import { mailingTables } from '../modules/mailings/index.js';
import { photoTables } from '../modules/photos/index.js';
import { signingTables } from '../modules/signing/index.js';
import { CreateGeneration1700000050000 } from './migrations/1700000050000-create-generation.js';
import { UsageRecipient1700000050100 } from './migrations/1700000050100-usage-recipient.js';
import { AddFrontRequested1700000051000 } from './migrations/1700000051000-add-front-requested.js';
import { CardPhotos1700000052000 } from './migrations/1700000052000-card-photos.js';
import { CardSigning1700000053000 } from './migrations/1700000053000-card-signing.js';
import { CardWordsMemory1700000054000 } from './migrations/1700000054000-card-words-memory.js';
import { ReadyWithoutThumbnail1700000055000 } from './migrations/1700000055000-ready-without-thumbnail.js';
import { ArtworkHistory1700000056000 } from './migrations/1700000056000-artwork-history.js';
import { CardAnswers1700000057000 } from './migrations/1700000057000-card-answers.js';
import { EcardPages1700000059000 } from './migrations/1700000059000-ecard-pages.js';
import { EcardWaits1700000060000 } from './migrations/1700000060000-ecard-waits.js';
import { GENERATION_SCHEMA } from './schema.js';

/**
 * The generation database: its schema, every table as an entity (each module lends its own),
 * and its migrations in order. New migrations are generated from the entities
 * (`make migration S=generation NAME=<what-changes>`) and added at the end; applied ones never change.
 */
export const database: ServiceDatabase = {
  schema: GENERATION_SCHEMA,
  entities: [...entitlementTables, ...cardTables, ...instanceTables, ...photoTables, ...signingTables, ...mailingTables],
  migrations: [
    CreateGeneration1700000050000,
    UsageRecipient1700000050100,
    AddFrontRequested1700000051000,
    CardPhotos1700000052000,
    CardSigning1700000053000,
    CardWordsMemory1700000054000,
    ReadyWithoutThumbnail1700000055000,
    ArtworkHistory1700000056000,
    CardAnswers1700000057000,
    EcardPages1700000059000,
    EcardWaits1700000060000,
  ],
};
