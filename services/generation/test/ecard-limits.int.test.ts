import type { Card } from '@cards/contracts';
import { startGenerationHarness, type GenerationHarness } from './support/generation-harness.js';
import type { SignedIn } from '@cards/testing/users';
import type { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { expectLabelled } from '@cards/testing';
import { call, createCard, occasions, waitForOptions } from './generation-test-support.js';

interface Refusal {
  code: string;
  error: string;
  retry_after: number;
  details: { reason: string; limit: number; retry_after: number };
}

/**
 * E-cards are no spam relay: per account an hourly and a daily cap and a cap on different
 * recipients a day; per recipient (whoever sends) an hourly and a daily cap. Each refusal is
 * a 429 with Retry-After saying when the oldest counted send leaves the window.
 */
describe('e-card sending limits', () => {
  let t: GenerationHarness;
  let ds: DataSource;
  let ev: Record<string, number>;
  beforeAll(async () => {
    t = await startGenerationHarness({
      env: {
        GENERATION_OPTIONS: '1',
        ECARDS_PER_ACCOUNT_HOUR: '4',
        ECARDS_PER_ACCOUNT_DAY: '6',
        ECARD_RECIPIENTS_PER_ACCOUNT_DAY: '3',
        ECARDS_PER_RECIPIENT_HOUR: '2',
        ECARDS_PER_RECIPIENT_DAY: '3',
      },
    });
    ds = t.db;
    ev = await occasions(t);
  });
  afterAll(async () => {
    await t?.stop();
  });

  /** A signed-up customer and one ready option of theirs to send. */
  async function sender(): Promise<{ u: SignedIn; option: number }> {
    const u = await t.identity.signUp();
    const card = await createCard(t, u.token, { event_id: ev.birthday, recipient_name: 'Rose', sender_name: 'Sam' });
    await call<Card>(t, u.token, 'POST', `/cards/${card.id}/generate`);
    return { u, option: (await waitForOptions(t, u.token, card.id)).card_instances[0]!.id };
  }
  const send = (s: { u: SignedIn; option: number }, email: string) =>
    call<Refusal>(t, s.u.token, 'POST', `/card_instances/${s.option}/send`, { email });
  const refused = (r: { status: number; body: Refusal; headers: Headers }, reason: string) => {
    expectLabelled(r.status, JSON.stringify(r.body)).toBe(429);
    expect(r.body.code).toBe('ecard_rate_limited');
    expect(r.body.details.reason).toBe(reason);
    expect(Number(r.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(r.body.retry_after).toBe(Number(r.headers.get('retry-after')));
  };

  it('when one address gets e-cards from several accounts, then its hourly cap stops the next sender, whoever it is, and others can still be sent to', async () => {
    const [a, b] = await Promise.all([sender(), sender()]);
    expect((await send(a, 'victim@example.com')).status).toBe(202);
    expect((await send(b, 'VICTIM@example.com')).status).toBe(202);
    const third = await send(a, 'victim@example.com');
    refused(third, 'recipient_hour');
    expect(third.body.error).not.toMatch(/other account/i);
    expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(3500);
    refused(await send(b, 'victim@example.com'), 'recipient_hour');
    expect((await send(b, 'friend@example.com')).status).toBe(202);
  }, 60_000);

  it('when an account sends to many different people, then the daily cap on recipients stops a new one, then the hourly cap stops any', async () => {
    const c = await sender();
    for (const to of ['c1@example.com', 'c2@example.com', 'c3@example.com']) expect((await send(c, to)).status).toBe(202);
    const fourth = await send(c, 'c4@example.com');
    refused(fourth, 'recipients_day');
    expect(fourth.body.details.limit).toBe(3);
    expect((await send(c, 'c1@example.com')).status).toBe(202);
    refused(await send(c, 'c2@example.com'), 'account_hour');
  }, 60_000);

  it("when an account's sends of the last day reach the daily cap, then the next one is refused though the hour has room, and a recipient's day cap holds too", async () => {
    const d = await sender();
    for (const to of ['d1@example.com', 'd2@example.com', 'd1@example.com', 'd2@example.com']) expect((await send(d, to)).status).toBe(202);
    // Two hours pass for those four.
    await ds.query(`UPDATE generation.usage SET created_at = created_at - interval '2 hours' WHERE kind = 'send' AND user_id = $1`, [
      d.u.user.id,
    ]);
    expect((await send(d, 'd1@example.com')).status).toBe(202);
    refused(await send(d, 'd1@example.com'), 'recipient_day');
    expect((await send(d, 'd2@example.com')).status).toBe(202);
    const day = await send(d, 'd3@example.com');
    refused(day, 'account_day');
    expect(Number(day.headers.get('retry-after'))).toBeGreaterThan(20 * 3600);
  }, 60_000);
});
