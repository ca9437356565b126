import type { SignatureRenderData } from '@cards/contracts';
import type { EntityManager } from 'typeorm';
import { signaturesByCard, toRenderSignature } from './signature.store.js';

/**
 * The signing module's read port for a card's options: its signatures as the renderer lays them
 * out, in the caller's transaction. The signatures table is written by this module only.
 */
export class SignatureReads {
  /** The signatures of the given cards, oldest first, by card id. */
  async byCard(tx: EntityManager, cardIds: number[]): Promise<Map<number, SignatureRenderData[]>> {
    const rows = await signaturesByCard(tx, cardIds);
    return new Map([...rows].map(([id, list]) => [id, list.map(toRenderSignature)]));
  }
}
