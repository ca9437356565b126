import { anyCatalogChange, IdentityEvents } from '@cards/contracts';
import { consumeEvent, type EventBus } from '@cards/kit';
import { ReadCache } from './read-cache.js';
import { ReaderTokens } from './reader-tokens.js';

/** What this replica keeps to answer catalogue reads without a bus round trip. */
export interface CatalogReads {
  cache: ReadCache;
  tokens: ReaderTokens;
}

export function createCatalogReads(): CatalogReads {
  return { cache: new ReadCache(), tokens: new ReaderTokens() };
}

/**
 * Keeps what this replica keeps in step with the platform: any replica's catalogue change
 * drops the kept answers; identity's revocations, user changes and deletions drop the tokens
 * remembered for those users.
 */
export async function followChanges(bus: EventBus, { cache, tokens }: CatalogReads): Promise<void> {
  const replica = { service: 'bff', perReplica: true } as const;
  await consumeEvent(bus, { ...replica, handler: 'catalog_changed', event: anyCatalogChange, handle: () => cache.clear() });
  await consumeEvent(bus, {
    ...replica,
    handler: 'catalog_readers_revoked',
    event: IdentityEvents.sessionRevoked,
    handle: (e) => tokens.revoked(e.data.user_id, e.data.jti),
  });
  await consumeEvent(bus, {
    ...replica,
    handler: 'catalog_readers_updated',
    event: IdentityEvents.userUpdated,
    handle: (e) => tokens.userChanged(e.data.user_id),
  });
  await consumeEvent(bus, {
    ...replica,
    handler: 'catalog_readers_deleted',
    event: IdentityEvents.userDeleted,
    handle: (e) => tokens.userChanged(e.data.user_id),
  });
}
