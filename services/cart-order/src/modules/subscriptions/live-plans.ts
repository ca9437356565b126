import type { Db } from '../../domain/db.js';
import { livePlanIds } from './subscription.store.js';

/**
 * The subscriptions module's read port for the catalogue view: the plans an account holds live
 * (active or past due, their period not ended), read in the caller's transaction when it has one.
 */
export class LivePlanReads {
  of(db: Db, accountId: number): Promise<number[]> {
    return livePlanIds(db, accountId);
  }
}
