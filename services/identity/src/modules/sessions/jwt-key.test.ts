import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { loadJwtKey } from './jwt-key.js';

describe('loadJwtKey', () => {
  const dir = mkdtempSync(join(tmpdir(), 'jwt-key-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('when no secret is configured outside production, then a key is generated once, kept private and reused', async () => {
    const a = await loadJwtKey({ dataDir: dir });
    const b = await loadJwtKey({ dataDir: dir });
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true);
    expect(statSync(join(dir, 'keys', 'jwt.key')).mode & 0o077).toBe(0);
  });

  it('when no secret is configured in production, then start is refused', async () => {
    await expect(loadJwtKey({ dataDir: dir, production: true })).rejects.toThrow(/JWT_SECRET/);
  });
});
