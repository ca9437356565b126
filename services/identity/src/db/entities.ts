import { AccountEntity } from '../modules/accounts/account.entity.js';
import { SessionEntity } from '../modules/sessions/session.entity.js';
import { UserTokenEntity } from '../modules/tokens/user-token.entity.js';
import { UserEntity } from '../modules/users/user.entity.js';

/** Every table of the service as a TypeORM entity; the DataSource is opened with these. */
export const IDENTITY_ENTITIES = [AccountEntity, SessionEntity, UserEntity, UserTokenEntity];
