import { eventually } from '@cards/testing';
import { call } from '../generation-test-support.js';
import type { GenerationHarness } from './generation-harness.js';

/**
 * Sets the Free plan's designs a month to `n`, as an admin's edit would, and waits until
 * generation's read model has it. The shop gives 30 (docs/decisions.md); tests that spend the
 * whole allowance set a smaller one, which they can use up in seconds.
 */
export async function setFreeDesigns(t: GenerationHarness, n: number): Promise<void> {
  const free = t.catalog.bySlug('plan', 'free');
  await t.catalog.change('plan', free.id, { features: { ...free.features, generations_per_month: String(n) } });
  const probe = await t.identity.signUp();
  await eventually(async () => (await call<{ allowance: number }>(t, probe.token, 'GET', '/allowance')).body.allowance).toBe(n);
}
