import { configSlice } from '@cards/kit';
import { startServices, type ServiceHarness } from '@cards/testing/service-harness';
import type { DataSource } from 'typeorm';
import { createIdentityApp } from '../../src/app.js';
import { IdentityConfigKeys } from '../../src/config.js';

export type IdentityHarness = ServiceHarness;

/**
 * The identity service alone on a fresh database (the administrator from ADMIN_EMAIL and
 * ADMIN_PASSWORD created at start), the BFF on a free port, mail written to the harness's
 * DATA_DIR. Identity calls no other service, so no peer is faked; no other service runs.
 */
export function startIdentity(opts: { env?: Record<string, string | undefined> } = {}): Promise<IdentityHarness> {
  return startServices([createIdentityApp], opts);
}

/** Identity's own database connection, to look at rows behind the API. */
export function identityDb(t: IdentityHarness): DataSource {
  return t.service<ReturnType<typeof createIdentityApp>>('identity').dataSource();
}

/** Identity's own settings the harness started with (sign-in limits, the admin's password): its keys, not kit's. */
export function identitySettings(t: IdentityHarness) {
  return configSlice(IdentityConfigKeys, t.config);
}
