import { IdentityCalls } from '@cards/contracts';
import { requestCall, type RequestBus } from '@cards/kit';
import { In, IsNull, type DataSource } from 'typeorm';
import { AddressGroupEntity } from './address-group.entity.js';
import { CollectedAddressEntity, CollectionLinkEntity } from './collection-link.entity.js';

/** How long after the first answer of a batch its summary goes by itself: answers that come together make one mail. */
export const SUMMARY_AFTER_MS = 60 * 60_000;

export interface SummaryDeps {
  ds: DataSource;
  rpc: RequestBus;
  webUrl: string;
  clock: () => Date;
}

/**
 * The sender's summary mails: one per batch of answers, never one per answer. A batch goes an
 * hour after its first answer (the upkeep pass), or at once when the sender asks.
 */
export class CollectionSummaries {
  constructor(private readonly d: SummaryDeps) {}

  /** The upkeep pass: every link whose oldest answer not yet summarised is an hour old gets its summary. */
  async sendDue(): Promise<number> {
    const before = new Date(this.d.clock().getTime() - SUMMARY_AFTER_MS);
    const due = await this.d.ds
      .getRepository(CollectedAddressEntity)
      .createQueryBuilder('c')
      .select('c.link_id', 'link_id')
      .where('c.summarised_at IS NULL')
      .groupBy('c.link_id')
      .having('min(c.created_at) <= :before', { before })
      .getRawMany<{ link_id: number }>();
    let sent = 0;
    for (const { link_id } of due) {
      const link = await this.d.ds.getRepository(CollectionLinkEntity).findOneBy({ id: link_id });
      if (link && (await this.send(link)).sent) sent++;
    }
    return sent;
  }

  /**
   * Claims the link's answers not yet summarised, then mails them: two passes at once never mail
   * one answer twice. A failed mail gives the answers back for the next pass; a crash between
   * the claim and the mail loses that one summary (the entries are in the book all the same).
   */
  async send(link: CollectionLinkEntity): Promise<{ sent: boolean; added: number; offered: number }> {
    const claim = await this.d.ds
      .createQueryBuilder()
      .update(CollectedAddressEntity)
      .set({ summarised_at: this.d.clock() })
      .where({ link_id: link.id, summarised_at: IsNull() })
      .returning(['id', 'name', 'outcome'])
      .execute();
    const rows = (claim.raw as Pick<CollectedAddressEntity, 'id' | 'name' | 'outcome'>[]).sort((a, b) => a.id - b.id);
    const added = rows.filter((r) => r.outcome === 'added').map((r) => r.name);
    const offered = rows.filter((r) => r.outcome === 'offered').map((r) => r.name);
    // Answers that changed nothing (the same person again) are not worth a mail.
    if (!added.length && !offered.length) return { sent: false, added: 0, offered: 0 };
    const group = await this.d.ds.getRepository(AddressGroupEntity).findOneBy({ id: link.group_id });
    try {
      await requestCall(
        this.d.rpc,
        IdentityCalls.mailSend,
        {
          template: 'address_collection_summary',
          user_id: link.user_id,
          as_of: this.d.clock().toISOString(),
          data: { group: group?.name ?? '', added, offered, book_url: `${this.d.webUrl}/profile/addresses` },
        },
        { timeoutMs: 15_000 },
      );
    } catch (err) {
      await this.d.ds.getRepository(CollectedAddressEntity).update({ id: In(rows.map((r) => r.id)) }, { summarised_at: null });
      throw err;
    }
    return { sent: true, added: added.length, offered: offered.length };
  }
}
