import { CATALOG_CHANGED_SUBJECTS, IdentityEvents, SessionRevokedData, UserDeletedData, UserUpdatedData } from '@cards/contracts';
import type { EventBus } from '@cards/kit';
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
  await bus.subscribe({ durable: 'bff__catalog_changed', subject: CATALOG_CHANGED_SUBJECTS, ephemeral: true, handler: async () => cache.clear() });
  await bus.subscribe({ durable: 'bff__catalog_readers_revoked', subject: IdentityEvents.sessionRevoked.subject, ephemeral: true,
    handler: async (e) => { const d = SessionRevokedData.parse(e.data); tokens.revoked(d.user_id, d.jti); } });
  await bus.subscribe({ durable: 'bff__catalog_readers_updated', subject: IdentityEvents.userUpdated.subject, ephemeral: true,
    handler: async (e) => tokens.userChanged(UserUpdatedData.parse(e.data).user_id) });
  await bus.subscribe({ durable: 'bff__catalog_readers_deleted', subject: IdentityEvents.userDeleted.subject, ephemeral: true,
    handler: async (e) => tokens.userChanged(UserDeletedData.parse(e.data).user_id) });
}
