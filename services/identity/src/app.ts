import { configSlice, createRateLimiter, defineService, type DefinedService, type Infra } from '@cards/kit';
import { database } from './db/database.js';
import { IDENTITY_SCHEMA } from './db/schema.js';
import { IdentityLimits, LimitsConfig } from './modules/limits/index.js';
import { createMailer, MailConfig, MailService, serveMail } from './modules/mail/index.js';
import { PasswordHasher } from './modules/passwords/index.js';
import { createSessions, serveSessions, SessionsConfig } from './modules/sessions/index.js';
import { OneTimeTokens } from './modules/tokens/index.js';
import {
  AccountService,
  ensureAdmin,
  RegistrationService,
  serveAccounts,
  serveUsers,
  UserDirectory,
  UserService,
  UsersConfig,
} from './modules/users/index.js';

export { IDENTITY_SCHEMA };

/** The identity service's composition root: the one place its adapters and modules are wired. */
export function createIdentityApp(infra: Infra): DefinedService<object> {
  const { config } = infra;
  return defineService(infra, {
    name: 'identity',
    ...database,
    async wire({ ds, outbox, log, onStop, periodic }) {
      const mailConfig = configSlice(MailConfig, config);
      const mailer = createMailer(mailConfig);
      onStop('mailer', () => mailer.close());
      const rateLimiter = await createRateLimiter(config);
      onStop('rate-limiter', () => rateLimiter.close());

      const hasher = new PasswordHasher();
      const directory = new UserDirectory(ds);
      const mail = new MailService({ mailer, webUrl: mailConfig.PUBLIC_WEB_URL, log, recipients: (id) => directory.facts(id) });
      const limits = new IdentityLimits(rateLimiter, configSlice(LimitsConfig, config));
      // Users reach sessions through their `Sessions` port, which the session service fills.
      const sessions = await createSessions({ ds, outbox, rateLimiter, hasher, users: directory }, configSlice(SessionsConfig, config));
      // Users reach the tokens of the links they mail through their `MailedLinks` port.
      const links = new OneTimeTokens();
      const users = { ds, outbox, hasher, mail, limits, sessions, links };
      await ensureAdmin({ ds, outbox, hasher, log }, configSlice(UsersConfig, config));

      await serveSessions(infra.rpc, sessions);
      await serveUsers(infra.rpc, { registration: new RegistrationService(users), users: new UserService(users), directory });
      await serveAccounts(infra.rpc, new AccountService(ds, outbox));
      await serveMail(infra.rpc, mail);

      periodic({
        name: 'purge-expired-sessions',
        repeat: { everyMs: 3_600_000 },
        run: async () => {
          await sessions.purgeExpired();
          await links.purgeExpired(ds);
        },
      });
      return {};
    },
  });
}
