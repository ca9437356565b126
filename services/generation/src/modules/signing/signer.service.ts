import { SIGNING_LIMITS, type SignatureInput, type SignerSignature, type SigningPage } from '@cards/contracts';
import type { Outbox, RateLimiter } from '@cards/kit';
import type { DataSource, EntityManager } from 'typeorm';
import type { CardFacts } from '../cards/index.js';
import type { Moderator } from '../../moderation/moderation.port.js';
import { assertPrintable } from '../../moderation/printable-check.js';
import { SignatureEntity, SigningLinkEntity, type SignatureRow, type SigningLinkRow } from './card-signing.entity.js';
import { signaturesChanged } from './signature.store.js';
import { signingErrors } from './signing.errors.js';
import type { SigningConfig } from './signing.config.js';
import type { SignedCards } from './signed-cards.port.js';
import type { SigningOptions } from './signing-options.port.js';
import type { SigningTokens } from './signing-tokens.js';

const HOUR = 3600;

/**
 * The public side of a group card: whoever holds the link (no account) sees who the card is for
 * and adds a message and a name, or changes their own with the edit token their browser keeps.
 * Every write counts against the link and the client's IP, and is moderated like every printed text.
 */
export class SignerService {
  constructor(
    private readonly d: {
      ds: DataSource;
      outbox: Outbox;
      moderator: Moderator;
      tokens: SigningTokens;
      limiter: RateLimiter;
      options: SigningOptions;
      /** The signed card, found and stamped in the signature's transaction. */
      cards: SignedCards;
      config: Pick<SigningConfig, 'SIGNATURES_PER_LINK_HOUR' | 'SIGNATURES_PER_CLIENT_HOUR'>;
      now?: () => Date;
    },
  ) {}

  private now() {
    return this.d.now?.() ?? new Date();
  }

  async page(token: string): Promise<SigningPage> {
    const m = this.d.ds.manager;
    const { link, card } = await this.openLink(m, token);
    const count = await m.getRepository(SignatureEntity).countBy({ card_id: card.id });
    const frontThumbnail = await this.d.options.frontThumbnail(m, card);
    return {
      recipient_name: card.recipient_name,
      occasion_name: card.occasion_name,
      front_thumbnail_url: frontThumbnail,
      closes_at: link.closes_at?.toISOString() ?? null,
      signatures_count: count,
      limits: { message_max: SIGNING_LIMITS.messageMax, name_max: SIGNING_LIMITS.nameMax },
    };
  }

  async add(token: string, input: SignatureInput, ip: string | undefined): Promise<SignerSignature> {
    const first = await this.openLink(this.d.ds.manager, token);
    await this.countWrite(first.link, ip);
    await assertPrintable(this.d.moderator, 'signature', { name: input.name, message: input.message });
    const edit = this.d.tokens.newEditToken();
    const row = await this.d.ds.transaction(async (m) => {
      // The card row is locked so two signers cannot both take the last place or the same hand.
      const { link, card } = await this.openLink(m, token, true);
      const count = await m.getRepository(SignatureEntity).countBy({ card_id: card.id });
      if (count >= SIGNING_LIMITS.perCard) throw signingErrors.cardFull(SIGNING_LIMITS.perCard);
      const row = await m.getRepository(SignatureEntity).save({
        card_id: card.id,
        link_id: link.id,
        name: input.name,
        message: input.message,
        hand: count,
        edit_token_hash: edit.hash,
        edited_by_owner: false,
      } as SignatureRow);
      await signaturesChanged(m, this.d, card, { signatureId: row.id, change: 'added' });
      return row;
    });
    await this.d.outbox.flush();
    return { ...toSignerSignature(row), edit_token: edit.token };
  }

  async editOwn(
    token: string,
    id: number,
    { edit_token: editToken, signature: patch }: { edit_token: string; signature: Partial<SignatureInput> },
    ip: string | undefined,
  ): Promise<SignerSignature> {
    const first = await this.openLink(this.d.ds.manager, token);
    await this.countWrite(first.link, ip);
    await assertPrintable(this.d.moderator, 'signature', { name: patch.name, message: patch.message });
    const row = await this.d.ds.transaction(async (m) => {
      const { card } = await this.openLink(m, token, true);
      const row = await m.getRepository(SignatureEntity).findOne({ where: { id, card_id: card.id }, lock: { mode: 'pessimistic_write' } });
      if (!row) throw signingErrors.signatureNotFound();
      if (!this.d.tokens.editTokenMatches(editToken, row.edit_token_hash)) throw signingErrors.notYours();
      if (patch.name !== undefined) row.name = patch.name;
      if (patch.message !== undefined) row.message = patch.message;
      const saved = await m.getRepository(SignatureEntity).save(row);
      await signaturesChanged(m, this.d, card, { signatureId: row.id, change: 'edited' });
      return saved;
    });
    await this.d.outbox.flush();
    return toSignerSignature(row);
  }

  /** The link and its card, or why it cannot be used: 404 never existed, 410 turned off or closed. */
  private async openLink(m: EntityManager, token: string, lockCard = false): Promise<{ link: SigningLinkRow; card: CardFacts }> {
    const link = await m.getRepository(SigningLinkEntity).findOneBy({ token_hash: this.d.tokens.hashOf(token) });
    if (!link) throw signingErrors.unknownLink();
    if (link.revoked_at) throw signingErrors.revoked();
    if (link.closes_at && link.closes_at.getTime() <= this.now().getTime()) throw signingErrors.closed(link.closes_at);
    const card = await this.d.cards.find(m, link.card_id, { lock: lockCard });
    if (!card) throw signingErrors.unknownLink();
    return { link, card };
  }

  /** One write against the link's and the client's hourly allowance; the tighter refusal wins. */
  private async countWrite(link: SigningLinkRow, ip: string | undefined) {
    const c = this.d.config;
    const byLink = await this.d.limiter.hit(`generation:signing:link:${link.id}`, {
      limit: c.SIGNATURES_PER_LINK_HOUR,
      windowSeconds: HOUR,
    });
    if (!byLink.allowed) throw signingErrors.limited('link', byLink.retryAfterSeconds);
    if (!ip) return;
    const byClient = await this.d.limiter.hit(`generation:signing:ip:${ip}`, { limit: c.SIGNATURES_PER_CLIENT_HOUR, windowSeconds: HOUR });
    if (!byClient.allowed) throw signingErrors.limited('client', byClient.retryAfterSeconds);
  }
}

function toSignerSignature(r: SignatureRow): SignerSignature {
  return { id: r.id, name: r.name, message: r.message, created_at: r.created_at.toISOString(), updated_at: r.updated_at.toISOString() };
}
