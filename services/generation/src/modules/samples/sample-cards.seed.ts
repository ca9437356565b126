import { IdentityEvents } from '@cards/contracts';
import { consumeEvent, type EventBus, type EventSubscription, type Logger, type Outbox } from '@cards/kit';
import type { DataSource } from 'typeorm';
import type { SampleSeeding } from './sample-seeding.port.js';

/**
 * Seeds a handful of sample cards owned by the administrator's account, made by the offline
 * generators (words and artwork ready at once), when identity announces the admin's account
 * and no sample exists yet. Each option is ready at once and announced.
 * The seeding (`SampleSeeding`, a flow: cards and their options in one transaction) runs as the
 * consumer's `after` step, with the outbox flush after it.
 */
export async function subscribeSampleSeeding(d: {
  bus: EventBus;
  ds: DataSource;
  outbox: Outbox;
  samples: SampleSeeding;
  adminEmail: string;
  log: Logger;
}): Promise<{ subscription: EventSubscription; seeded: Promise<void> }> {
  let seededNow!: () => void;
  const seeded = new Promise<void>((resolve) => (seededNow = resolve));
  // A later start finds its samples made: nothing to wait for.
  if (await d.samples.exist()) seededNow();
  const subscription = await consumeEvent(d.bus, {
    service: 'generation',
    handler: 'account_created',
    event: IdentityEvents.accountCreated,
    inbox: d.ds,
    filter: (e) => e.data.email.toLowerCase() === d.adminEmail.toLowerCase(),
    after: async (e) => {
      const n = await d.samples.seed({ accountId: e.data.account_id, userId: e.data.user_id });
      if (n) d.log.info({ cards: n }, 'sample cards seeded');
      await d.outbox.flush();
      seededNow();
    },
  });
  return { subscription, seeded };
}
