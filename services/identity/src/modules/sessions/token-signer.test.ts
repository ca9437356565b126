import { SignJWT } from 'jose';
import { describe, expect, it } from '@jest/globals';
import { JWT_ISSUER, TokenSigner } from './token-signer.js';

const key = new TextEncoder().encode('k'.repeat(48));

describe('TokenSigner', () => {
  it('when a token is signed, then it verifies with its subject, id and expiry', async () => {
    const s = new TokenSigner(key, 3600);
    const { token, claims } = await s.sign(42, 1_800_000_000_000);
    expect(claims.exp).toBe(1_800_003_600);
    const v = await new TokenSigner(key, 3600).verify(token);
    expect(v).toEqual({ userId: 42, jti: claims.jti, exp: 1_800_003_600 });
  });

  it('when a token is past its expiry, then it is refused as expired', async () => {
    const { token } = await new TokenSigner(key, 60).sign(1, Date.now() - 3_600_000);
    expect(await new TokenSigner(key, 60).verify(token)).toBe('expired');
  });

  it('when a token is signed with another key, altered, unsigned or from another issuer, then it is invalid', async () => {
    const s = new TokenSigner(key, 60);
    const { token: other } = await new TokenSigner(new TextEncoder().encode('x'.repeat(48)), 60).sign(1);
    expect(await s.verify(other)).toBe('invalid');
    const { token } = await s.sign(1);
    const [h, p, sig] = token.split('.');
    const tampered = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(p!, 'base64url').toString()), sub: '2' })).toString(
      'base64url',
    );
    expect(await s.verify(`${h}.${tampered}.${sig}`)).toBe('invalid');
    const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${p}.`;
    expect(await s.verify(none)).toBe('invalid');
    const foreign = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setJti(crypto.randomUUID())
      .setIssuer('someone-else')
      .setExpirationTime('1h')
      .sign(key);
    expect(await s.verify(foreign)).toBe('invalid');
    const ours = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setJti(crypto.randomUUID())
      .setIssuer(JWT_ISSUER)
      .setExpirationTime('1h')
      .sign(key);
    expect(await s.verify(ours)).toMatchObject({ userId: 1 });
    expect(await s.verify('not a token')).toBe('invalid');
  });
});
