import { createHash, randomBytes } from 'node:crypto';
import { EcardCard, type EcardPage } from '@cards/contracts';
import { AppError } from '@cards/kit';
import type { DataSource } from 'typeorm';
import { EcardPageEntity } from './ecard-page.entity.js';

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
const notFound = () => new AppError(404, 'ecard_not_found', 'This link does not open an e-card');

/**
 * The public pages of e-cards: each e-card sent is kept with a new random token (256 bits),
 * and anyone holding its link sees the card as it was sent, front and inside, without an
 * account. Only the token's hash is stored, so a copy of the database opens no page.
 */
export class EcardPages {
  constructor(private readonly d: { ds: DataSource; webUrl: string }) {}

  /** Keeps one e-card as sent; answers its page's address, for the mail. */
  async keep(sent: { user_id: number; account_id: number; card_instance_id: number; card: EcardCard }): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await this.d.ds.getRepository(EcardPageEntity).insert({ ...sent, token_hash: sha256(token) });
    return `${this.d.webUrl}/ecard/${token}`;
  }

  async page(token: string): Promise<EcardPage> {
    const row = await this.d.ds.getRepository(EcardPageEntity).findOneBy({ token_hash: sha256(token) });
    if (!row) throw notFound();
    return { card: EcardCard.parse(row.card), sent_at: row.created_at.toISOString() };
  }
}
