import { SIGNING_LIMITS, type Actor, type CardSignature, type CardSigning, type SignatureInput, type SigningLink } from '@cards/contracts';
import type { Outbox } from '@cards/kit';
import { IsNull, type DataSource, type EntityManager } from 'typeorm';
import type { CardService } from '../cards/index.js';
import type { Moderator } from '../../moderation/moderation.port.js';
import { assertPrintable } from '../../moderation/printable-check.js';
import { SignatureEntity, SigningLinkEntity, type SigningLinkRow } from './card-signing.entity.js';
import { signaturesChanged, signaturesOf, toCardSignature } from './signature.store.js';
import { signingErrors } from './signing.errors.js';
import type { SigningConfig } from './signing.config.js';
import type { SignedCards } from './signed-cards.port.js';
import type { SigningOptions } from './signing-options.port.js';
import type { SigningTokens } from './signing-tokens.js';

/** The owner's side of a group card: the signing link, and editing or removing any signature. */
export class CardSigningService {
  constructor(
    private readonly d: {
      ds: DataSource;
      outbox: Outbox;
      cards: Pick<CardService, 'owned'>;
      /** The signed card, stamped changed in the signature's transaction. */
      records: SignedCards;
      options: SigningOptions;
      moderator: Moderator;
      tokens: SigningTokens;
      config: Pick<SigningConfig, 'PUBLIC_WEB_URL'>;
      now?: () => Date;
    },
  ) {}

  private now() {
    return this.d.now?.() ?? new Date();
  }

  async get(actor: Actor, cardId: number): Promise<CardSigning> {
    const m = this.d.ds.manager;
    const card = await this.d.cards.owned(m, actor, cardId);
    const link = await liveLink(m, card.id);
    return {
      card_id: card.id,
      link: link ? this.toLink(link) : null,
      signatures: (await signaturesOf(m, card.id)).map(toCardSignature),
      limits: { message_max: SIGNING_LIMITS.messageMax, name_max: SIGNING_LIMITS.nameMax, per_card: SIGNING_LIMITS.perCard },
    };
  }

  /** A new link; the one before it (if any) stops working at once. */
  async open(actor: Actor, cardId: number, input: { closes_at?: string | null }): Promise<SigningLink> {
    const closesAt = this.closingDate(input.closes_at);
    const saved = await this.d.ds.transaction(async (m) => {
      const card = await this.d.cards.owned(m, actor, cardId, true);
      await revokeLinks(m, card.id);
      const { salt, hash } = this.d.tokens.newLink();
      return m.getRepository(SigningLinkEntity).save({
        card_id: card.id,
        account_id: card.account_id,
        salt,
        token_hash: hash,
        closes_at: closesAt,
        revoked_at: null,
      } as SigningLinkRow);
    });
    return this.toLink(saved);
  }

  async update(actor: Actor, cardId: number, input: { closes_at?: string | null }): Promise<SigningLink> {
    const closesAt = this.closingDate(input.closes_at);
    const saved = await this.d.ds.transaction(async (m) => {
      const card = await this.d.cards.owned(m, actor, cardId, true);
      const link = await liveLink(m, card.id);
      if (!link) throw signingErrors.signingOff();
      link.closes_at = closesAt;
      return m.getRepository(SigningLinkEntity).save(link);
    });
    return this.toLink(saved);
  }

  /** Signing off: the link answers 410; the signatures stay on the card. */
  async close(actor: Actor, cardId: number): Promise<null> {
    await this.d.ds.transaction(async (m) => {
      const card = await this.d.cards.owned(m, actor, cardId, true);
      await revokeLinks(m, card.id);
    });
    return null;
  }

  async editSignature(actor: Actor, cardId: number, signatureId: number, patch: Partial<SignatureInput>): Promise<CardSignature> {
    await assertPrintable(this.d.moderator, 'signature', { name: patch.name, message: patch.message });
    const row = await this.d.ds.transaction(async (m) => {
      const card = await this.d.cards.owned(m, actor, cardId, true);
      const row = await m
        .getRepository(SignatureEntity)
        .findOne({ where: { id: signatureId, card_id: card.id }, lock: { mode: 'pessimistic_write' } });
      if (!row) throw signingErrors.signatureNotFound();
      if (patch.name !== undefined) row.name = patch.name;
      if (patch.message !== undefined) row.message = patch.message;
      row.edited_by_owner = true;
      const saved = await m.getRepository(SignatureEntity).save(row);
      await signaturesChanged(m, { ...this.d, cards: this.d.records }, card, { signatureId: row.id, change: 'edited' });
      return saved;
    });
    await this.d.outbox.flush();
    return toCardSignature(row);
  }

  async removeSignature(actor: Actor, cardId: number, signatureId: number): Promise<null> {
    await this.d.ds.transaction(async (m) => {
      const card = await this.d.cards.owned(m, actor, cardId, true);
      const r = await m.getRepository(SignatureEntity).delete({ id: signatureId, card_id: card.id });
      if (!r.affected) throw signingErrors.signatureNotFound();
      await signaturesChanged(m, { ...this.d, cards: this.d.records }, card, { signatureId: signatureId, change: 'removed' });
    });
    await this.d.outbox.flush();
    return null;
  }

  private closingDate(iso: string | null | undefined): Date | null {
    if (!iso) return null;
    const at = new Date(iso);
    if (at.getTime() <= this.now().getTime()) throw signingErrors.closesInPast();
    return at;
  }

  private toLink(r: SigningLinkRow): SigningLink {
    const token = this.d.tokens.tokenOf(r.salt);
    return {
      url: `${this.d.config.PUBLIC_WEB_URL}/sign/${token}`,
      token,
      closes_at: r.closes_at?.toISOString() ?? null,
      created_at: r.created_at.toISOString(),
      open: !r.closes_at || r.closes_at.getTime() > this.now().getTime(),
    };
  }
}

/** The card's link that has not been turned off, if any. */
export async function liveLink(m: EntityManager, cardId: number): Promise<SigningLinkRow | null> {
  return m
    .getRepository(SigningLinkEntity)
    .createQueryBuilder('l')
    .where('l.card_id = :id AND l.revoked_at IS NULL', { id: cardId })
    .getOne();
}

/** Stops the card's live link (at most one is live); its signatures stay. */
async function revokeLinks(m: EntityManager, cardId: number): Promise<void> {
  await m.update(SigningLinkEntity, { card_id: cardId, revoked_at: IsNull() }, { revoked_at: () => 'now()' });
}
