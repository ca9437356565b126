import { randomUUID } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';

export const JWT_ISSUER = 'cards-identity';

export interface SessionClaims {
  userId: number;
  jti: string;
  /** Seconds since the epoch. */
  exp: number;
}

export type VerifyProblem = 'expired' | 'invalid';

/** HS256 session tokens with `sub`, `jti`, `iat`, `exp` and our issuer. */
export class TokenSigner {
  constructor(
    private readonly key: Uint8Array,
    private readonly ttlSeconds: number,
  ) {}

  async sign(userId: number, now = Date.now()): Promise<{ token: string; claims: SessionClaims }> {
    const jti = randomUUID();
    const iat = Math.floor(now / 1000);
    const exp = iat + this.ttlSeconds;
    const token = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(userId))
      .setJti(jti)
      .setIssuer(JWT_ISSUER)
      .setIssuedAt(iat)
      .setExpirationTime(exp)
      .sign(this.key);
    return { token, claims: { userId, jti, exp } };
  }

  /** Checks signature, algorithm, issuer and expiry; says why a token is refused. */
  async verify(token: string): Promise<SessionClaims | VerifyProblem> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        issuer: JWT_ISSUER,
        requiredClaims: ['sub', 'jti', 'exp'],
      });
      const userId = Number(payload.sub);
      if (!Number.isInteger(userId) || userId <= 0 || typeof payload.jti !== 'string' || !/^[0-9a-f-]{36}$/.test(payload.jti))
        return 'invalid';
      return { userId, jti: payload.jti, exp: payload.exp! };
    } catch (e) {
      return e instanceof errors.JWTExpired ? 'expired' : 'invalid';
    }
  }
}
