/**
 * Importing address lists (CSV and vCard) into the address book, and the book's groups. The
 * front door of the module; everything else in it is private.
 */
import { AddressGroupEntity, AddressGroupMemberEntity } from './address-group.entity.js';
import { CollectedAddressEntity, CollectionLinkEntity } from './collection-link.entity.js';

export { AddressImportService } from './address-import.service.js';
export { BookImports, type GivingLink, type ImportRows, type ImportsIntoBook } from './book-imports.js';
export { matchGiven } from './collection-match.js';
export { serveAddressImport } from './address-import.handlers.js';
export { CollectedAnswers } from './collected-answers.js';
export { CollectionService } from './collection.service.js';
export { CollectionSummaries } from './collection-summaries.js';
export { serveCollection } from './collection.handlers.js';

/** The module's tables, for the service's DataSource. */
export const addressImportTables = [AddressGroupEntity, AddressGroupMemberEntity, CollectionLinkEntity, CollectedAddressEntity];
