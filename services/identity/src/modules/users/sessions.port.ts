import type { DeviceCookie } from '@cards/contracts';
import type { EntityManager } from 'typeorm';

/**
 * What the users module needs of sign-in: a port of this module, filled in app.ts from the
 * sessions module (which reads users through this module's front door, so this one may not
 * import it).
 */
export interface Sessions {
  /**
   * Ends every live session of the user in the caller's transaction and announces it
   * (`identity.session.revoked.v1` with `jti: null`); `keep` spares one, the session asking.
   */
  revokeAll(m: EntityManager, userId: number, keep?: string): Promise<void>;
  /**
   * The owner proved themselves through their inbox (a password reset): the delays and lockout
   * of their address lift, and the browser they used gets a device cookie.
   */
  trustAfterReset(user: { id: number; email: string }): Promise<DeviceCookie>;
}
