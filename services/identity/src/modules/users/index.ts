/**
 * Users and their accounts: signing up, confirming an address, recovering a password, the
 * profile, and administrators' management of both. One module, as the two keep each other's
 * rules: a user and their account point at each other and change together, in one transaction
 * (a signup makes both, an account is given only to a user without one, deleting either leaves
 * the other unowned). The front door of the module; everything else in it is private.
 */
import { AccountEntity } from './account.entity.js';
import { UserEntity } from './user.entity.js';

export { AccountService } from './account.service.js';
export { RegistrationService } from './registration.service.js';
export { UserService, type UsersDeps } from './user.service.js';
export { UserDirectory, type Credentials } from './user-directory.js';
export type { Sessions } from './sessions.port.js';
export type { MailedLinks } from './links.port.js';
export { UsersConfig } from './users.config.js';
export { ensureAdmin } from './admin.seeder.js';
export { serveUsers } from './user.handlers.js';
export { serveAccounts } from './account.handlers.js';

/** The module's tables, for the service's DataSource. */
export const userTables = [AccountEntity, UserEntity];
