import { randomBytes } from 'node:crypto';
import {
  IdentityCalls,
  type Actor,
  type CollectionLink,
  type CollectionPage,
  type GiveAddressBody,
  type OfferedUpdate,
} from '@cards/contracts';
import { AppError, notFound, requestCall, tooManyFor, type RateLimiter, type RequestBus } from '@cards/kit';
import { In, IsNull, type DataSource } from 'typeorm';
import { AddressGroupEntity } from './address-group.entity.js';
import { CollectedAddressEntity, CollectionLinkEntity } from './collection-link.entity.js';
import type { ImportsIntoBook } from './book-imports.js';
import type { CollectionSummaries } from './collection-summaries.js';

/** Answers (and page opens) one link takes an hour: a family's list, not a flood. */
export const GIVES_PER_LINK_HOUR = 30;
const OPENS_PER_LINK_HOUR = 300;

const linkNotFound = () => notFound('collection_link_not_found', 'There is no such link. Check that it was copied whole.');

export interface CollectionDeps {
  ds: DataSource;
  rpc: RequestBus;
  limiter: RateLimiter;
  webUrl: string;
  clock: () => Date;
  summaries: CollectionSummaries;
  /** What files an answer into the sender's book (a flow, filled in `app.ts`). */
  book: ImportsIntoBook;
}

/**
 * Collection links: people give their own name and address into a group of the sender's book.
 * A stranger sees the sender's name only; an answer matching an entry is offered, not written.
 */
export class CollectionService {
  constructor(private readonly d: CollectionDeps) {}

  private view(l: CollectionLinkEntity, given: number): CollectionLink {
    return {
      id: l.id,
      group_id: l.group_id,
      token: l.token,
      url: `${this.d.webUrl}/collect/${l.token}`,
      expires_at: l.expires_at.toISOString(),
      active: !l.turned_off_at && l.expires_at > this.d.clock(),
      given,
      created_at: l.created_at.toISOString(),
    };
  }

  async create(actor: Actor, groupId: number, days: number): Promise<CollectionLink> {
    const g = await this.d.ds.getRepository(AddressGroupEntity).findOneBy({ id: groupId, user_id: actor.user_id });
    if (!g) throw notFound('address_group_not_found', 'There is no such address group');
    const reply = await requestCall(this.d.rpc, IdentityCalls.userGetMany, { ids: [actor.user_id] }, { timeoutMs: 5_000 });
    const me = reply.users[0];
    const link = await this.d.ds.getRepository(CollectionLinkEntity).save({
      user_id: actor.user_id,
      account_id: actor.account_id,
      group_id: g.id,
      token: randomBytes(18).toString('base64url'),
      sender_name: me?.name?.trim() || 'A friend',
      expires_at: new Date(this.d.clock().getTime() + days * 86_400_000),
      turned_off_at: null,
    });
    return this.view(link, 0);
  }

  async list(actor: Actor): Promise<CollectionLink[]> {
    const links = await this.d.ds.getRepository(CollectionLinkEntity).find({ where: { user_id: actor.user_id }, order: { id: 'DESC' } });
    const counts = links.length
      ? await this.d.ds
          .getRepository(CollectedAddressEntity)
          .createQueryBuilder('c')
          .select('c.link_id', 'link_id')
          .addSelect('count(*)::int', 'n')
          .where({ link_id: In(links.map((l) => l.id)) })
          .groupBy('c.link_id')
          .getRawMany<{ link_id: number; n: number }>()
      : [];
    return links.map((l) => this.view(l, counts.find((c) => c.link_id === l.id)?.n ?? 0));
  }

  async turnOff(actor: Actor, id: number): Promise<void> {
    const r = await this.d.ds
      .getRepository(CollectionLinkEntity)
      .update({ id, user_id: actor.user_id, turned_off_at: IsNull() }, { turned_off_at: this.d.clock() });
    if (!r.affected && !(await this.d.ds.getRepository(CollectionLinkEntity).existsBy({ id, user_id: actor.user_id }))) {
      throw linkNotFound();
    }
  }

  /** Counts a use of the link and finds it, working; 429 past the link's hourly allowance, 410 when expired or off. */
  private async usable(token: string, what: 'open' | 'give'): Promise<CollectionLinkEntity> {
    const limit = await this.d.limiter.hit(`cart_order:collect_${what}:${token}`, {
      limit: what === 'give' ? GIVES_PER_LINK_HOUR : OPENS_PER_LINK_HOUR,
      windowSeconds: 3600,
    });
    if (!limit.allowed) {
      throw tooManyFor('rate_limited', limit.retryAfterSeconds, (wait) => `This link has had many answers just now. Try again in ${wait}.`);
    }
    const link = await this.d.ds.getRepository(CollectionLinkEntity).findOneBy({ token });
    if (!link) throw linkNotFound();
    if (link.turned_off_at) throw new AppError(410, 'collection_link_off', `${link.sender_name} has turned this link off.`);
    if (link.expires_at <= this.d.clock())
      throw new AppError(410, 'collection_link_expired', `This link has expired. Ask ${link.sender_name} for a new one.`);
    return link;
  }

  async open(token: string): Promise<CollectionPage> {
    const link = await this.usable(token, 'open');
    return { sender_name: link.sender_name };
  }

  /** Files one answer; every answer gets the same reply, so nobody learns what the book holds. */
  async give(token: string, given: GiveAddressBody): Promise<{ message: string }> {
    const link = await this.usable(token, 'give');
    await this.d.book.give(link, given);
    return { message: `Thank you, ${given.name}. ${link.sender_name} has your address now.` };
  }

  async offered(actor: Actor): Promise<OfferedUpdate[]> {
    const rows = await this.d.ds
      .getRepository(CollectedAddressEntity)
      .find({ where: { user_id: actor.user_id, outcome: 'offered' }, order: { id: 'ASC' } });
    return rows.map((r) => ({
      id: r.id,
      address_id: r.address_id,
      given: { name: r.name, line1: r.line1, line2: r.line2, city: r.city, county: r.county, postcode: r.postcode },
      created_at: r.created_at.toISOString(),
    }));
  }

  /** Accepts (writes the answer into its entry) or dismisses an offered update. */
  async settle(actor: Actor, id: number, accept: boolean): Promise<void> {
    await this.d.book.settle(actor, id, accept);
  }

  /** One summary of what the link brought since the last, at once ("Mail me the summary"). */
  async summary(actor: Actor, id: number): Promise<{ sent: boolean; added: number; offered: number }> {
    const link = await this.d.ds.getRepository(CollectionLinkEntity).findOneBy({ id, user_id: actor.user_id });
    if (!link) throw linkNotFound();
    return this.d.summaries.send(link);
  }
}
