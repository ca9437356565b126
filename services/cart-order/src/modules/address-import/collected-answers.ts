import type { Tx } from '../../domain/db.js';
import { CollectedAddressEntity } from './collection-link.entity.js';

/**
 * The answers people gave through collection links, as the address book's deletions reach them:
 * an entry the sender deletes takes its answers with it, in the deletion's transaction, so no
 * offered update or summary line is left pointing at an entry that is gone.
 */
export class CollectedAnswers {
  async forget(tx: Tx, entry: { user_id: number; address_id: number }): Promise<void> {
    await tx.delete(CollectedAddressEntity, { user_id: entry.user_id, address_id: entry.address_id });
  }
}
