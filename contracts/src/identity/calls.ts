import { callsOf, defineCall, defineHealthCall } from '../calls.js';
import { SessionVerifyReply } from './events.js';
import { MailSendReply, MailSendRequest } from './mail.js';
import { identityRoutes } from './routes.js';
import { SessionVerifyRequest, UserGetManyReply, UserGetManyRequest, UserGetReply, UserGetRequest } from './rpc.js';

/** Every call the identity service answers: its REST routes' calls and those the BFF and other services make. */
export const IdentityCalls = {
  ...callsOf(identityRoutes),
  /** Asked for every token the BFF and the cable server see; 401 for a bad, expired or revoked one. */
  sessionVerify: defineCall({ subject: 'identity.session.verify', request: SessionVerifyRequest, reply: SessionVerifyReply }),
  userGet: defineCall({ subject: 'identity.user.get', request: UserGetRequest, reply: UserGetReply }),
  userGetMany: defineCall({ subject: 'identity.user.get_many', request: UserGetManyRequest, reply: UserGetManyReply }),
  /** Mails for other services (order confirmation, e-card, reminders); answers once the mail is handed over. */
  mailSend: defineCall({ subject: 'identity.mail.send', request: MailSendRequest, reply: MailSendReply }),
  health: defineHealthCall('identity'),
} as const;
