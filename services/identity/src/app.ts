import { resolve } from 'node:path';
import { createRateLimiter, defineService, type DefinedService, type Infra } from '@cards/kit';
import { IDENTITY_ENTITIES } from './db/entities.js';
import { IDENTITY_SCHEMA } from './db/schema.js';
import { CreateIdentity1700000002000 } from './db/migrations/1700000002000-create-identity.js';
import { AllowEmailChangeUndo1700000002100 } from './db/migrations/1700000002100-allow-email-change-undo.js';
import { registerAccountHandlers } from './modules/accounts/account.handlers.js';
import { AccountService } from './modules/accounts/account.service.js';
import { IdentityLimits } from './modules/limits/identity-limits.js';
import { FileMailer } from './modules/mail/file-mailer.js';
import { registerMailHandlers } from './modules/mail/mail.handlers.js';
import { MailService } from './modules/mail/mail.service.js';
import type { Mailer } from './modules/mail/mailer.port.js';
import { SmtpMailer } from './modules/mail/smtp-mailer.js';
import { PasswordHasher } from './modules/passwords/password-hasher.js';
import { DeviceCookies } from './modules/sessions/device-cookies.js';
import { loadJwtKey } from './modules/sessions/jwt-key.js';
import { LoginThrottle, loginRules } from './modules/sessions/login-throttle.js';
import { registerSessionHandlers } from './modules/sessions/session.handlers.js';
import { SessionService } from './modules/sessions/session.service.js';
import { TokenSigner } from './modules/sessions/token-signer.js';
import { RegistrationService } from './modules/users/registration.service.js';
import { registerUserHandlers } from './modules/users/user.handlers.js';
import { UserService } from './modules/users/user.service.js';
import { ensureAdmin } from './seed/admin.seed.js';

export { IDENTITY_SCHEMA };

/** `SMTP_URL` sends through a server; otherwise mail lands as `.eml` files in `MAIL_DIR`. */
export function createMailer(config: Infra['config']): Mailer {
  if (config.SMTP_URL) return new SmtpMailer(config.SMTP_URL, config.MAIL_FROM);
  return new FileMailer(config.MAIL_DIR ?? resolve(config.DATA_DIR, 'mail'), config.MAIL_FROM);
}

/** The identity service's composition root: the one place its adapters and modules are wired. */
export function createIdentityApp(infra: Infra): DefinedService<object> {
  const { config } = infra;
  return defineService(infra, {
    name: 'identity',
    schema: IDENTITY_SCHEMA,
    entities: IDENTITY_ENTITIES,
    migrations: [CreateIdentity1700000002000, AllowEmailChangeUndo1700000002100],
    async wire({ ds, outbox, log, onStop, periodic }) {
      const mailer = createMailer(config);
      onStop('mailer', () => mailer.close());
      const rateLimiter = await createRateLimiter(config);
      onStop('rate-limiter', () => rateLimiter.close());
      const limits = new IdentityLimits(rateLimiter, config);
      const throttle = new LoginThrottle(rateLimiter, loginRules(config));
      const hasher = new PasswordHasher();
      const sessionKey = await loadJwtKey({
        secret: config.JWT_SECRET,
        dataDir: config.DATA_DIR,
        production: config.NODE_ENV === 'production',
      });
      const signer = new TokenSigner(sessionKey, config.JWT_TTL_SECONDS);
      const devices = new DeviceCookies(sessionKey, config.DEVICE_COOKIE_DAYS);

      const mail = new MailService(ds, mailer, config.PUBLIC_WEB_URL, log);
      const sessions = new SessionService(ds, outbox, signer, hasher, throttle, devices);
      await ensureAdmin(ds, outbox, hasher, { email: config.ADMIN_EMAIL, password: config.ADMIN_PASSWORD }, log);

      await registerSessionHandlers(infra.rpc, sessions);
      await registerUserHandlers(
        infra.rpc,
        new RegistrationService(ds, outbox, hasher, mail, limits, throttle, devices),
        new UserService(ds, outbox, hasher, mail, limits),
      );
      await registerAccountHandlers(infra.rpc, new AccountService(ds, outbox));
      await registerMailHandlers(infra.rpc, mail);

      periodic({ name: 'purge-expired-sessions', repeat: { everyMs: 3_600_000 }, run: () => sessions.purgeExpired() });
      return {};
    },
  });
}
