import type { Address, AddressGroup, CollectionLink, OfferedUpdate } from '@cards/contracts';
import type { SignedIn } from '@cards/testing/users';
import { describe, expect, it } from '@jest/globals';
import type { CartHarness } from './support/cart-harness.js';
import { call, ok, aliceAndBobForTheseTests } from './cart-test-support.js';
import { CollectionSummaries } from '../src/modules/address-import/collection-summaries.js';

/**
 * Collection links through the BFF on real PostgreSQL: people give their own address into a
 * group of the sender's book, see nothing of it, and the sender gets one summary mail.
 */
const person = (name: string, line1: string, postcode: string) => ({ name, line1, city: 'Bath', postcode });

describe('addresses people give themselves', () => {
  let t: CartHarness;
  let alice: SignedIn;
  let bob: SignedIn;

  aliceAndBobForTheseTests((started) => ({ t, alice, bob } = started));

  const book = (u: SignedIn) => ok<Address[]>(t, u.token, 'GET', '/addresses?per_page=200');
  /** An empty group of the user's book: made with a throwaway entry, which is then deleted (the group stays). */
  async function emptyGroup(u: SignedIn, name: string): Promise<AddressGroup> {
    const a = await ok<Address>(t, u.token, 'POST', '/addresses', { address: person('Temp', '1 Temp Road', 'BA1 1AA') }, 201);
    await ok(t, u.token, 'PUT', `/addresses/${a.id}/groups`, { groups: [name] });
    await ok(t, u.token, 'DELETE', `/addresses/${a.id}`, undefined, 204);
    return (await ok<AddressGroup[]>(t, u.token, 'GET', '/address_groups')).find((g) => g.name === name)!;
  }
  const link = (u: SignedIn, groupId: number) =>
    ok<CollectionLink>(t, u.token, 'POST', `/address_groups/${groupId}/collection_link`, { days: 7 }, 201);
  const give = (token: string, body: object) =>
    call<{ message?: string; error?: string; code?: string; details?: Record<string, string[]> }>(
      t,
      null,
      'POST',
      `/collect/${token}`,
      body,
    );

  let aliceLink: CollectionLink;
  let aliceGroup: AddressGroup;

  it('when five people fill a link, one twice and one with a bad postcode, then the book has four, one update is offered and the postcode is refused in words', async () => {
    aliceGroup = await emptyGroup(alice, 'Christmas list');
    aliceLink = await link(alice, aliceGroup.id);
    expect(aliceLink).toMatchObject({ active: true, given: 0 });
    expect(aliceLink.url).toMatch(/\/collect\/[\w-]{20,}$/);
    expect(await ok(t, null, 'GET', `/collect/${aliceLink.token}`)).toEqual({ sender_name: 'Alice' });

    for (const p of [
      person('Ann Lee', '1 High Street', 'ba1 1aa'),
      person('Ben Ray', '2 Mill Lane', 'BA2 3BB'),
      person('Cat Moss', '3 Park Road', 'BS1 4DJ'),
      person('Dan Fox', '4 Hill Rise', 'LS1 4AP'),
    ]) {
      const r = await give(aliceLink.token, p);
      expect(r.status).toBe(201);
      expect(r.body.message).toBe(`Thank you, ${p.name}. Alice has your address now.`);
    }
    // Ann has moved: her second answer is offered to Alice, and answered as any other.
    const again = await give(aliceLink.token, person('ann lee', '9 New Road', 'BA1 2CD'));
    expect(again.status).toBe(201);
    const bad = await give(aliceLink.token, person('Eve Hart', '5 Low Lane', 'XYZ 123'));
    expect(bad.status).toBe(422);
    expect(bad.body).toMatchObject({ code: 'validation_failed', details: { postcode: ['Enter a UK postcode, like SW1A 2AA.'] } });

    const entries = (await book(alice)).sort((a, b) => a.id - b.id);
    expect(entries.map((a) => [a.name, a.line1, a.postcode])).toEqual([
      ['Ann Lee', '1 High Street', 'BA1 1AA'],
      ['Ben Ray', '2 Mill Lane', 'BA2 3BB'],
      ['Cat Moss', '3 Park Road', 'BS1 4DJ'],
      ['Dan Fox', '4 Hill Rise', 'LS1 4AP'],
    ]);
    const groups = await ok<AddressGroup[]>(t, alice.token, 'GET', '/address_groups');
    expect(groups.find((g) => g.id === aliceGroup.id)!.address_ids).toEqual(entries.map((a) => a.id));
    const offered = await ok<OfferedUpdate[]>(t, alice.token, 'GET', '/offered_updates');
    expect(offered).toHaveLength(1);
    expect(offered[0]).toMatchObject({ address_id: entries[0]!.id, given: { name: 'ann lee', line1: '9 New Road', postcode: 'BA1 2CD' } });
    expect(t.identity.mailsTo(alice.user.email, 'address_collection_summary')).toEqual([]);
  });

  it('when nobody asks, then one summary mail goes an hour after the first answer, naming the four new entries and the offered update', async () => {
    const at = (minutes: number) =>
      new CollectionSummaries({
        ds: t.db,
        rpc: t.infra.rpc,
        webUrl: 'http://shop.test',
        clock: () => new Date(Date.now() + minutes * 60_000),
      });
    expect(await at(30).sendDue()).toBe(0);
    expect(t.identity.mailsTo(alice.user.email, 'address_collection_summary')).toEqual([]);
    expect(await at(61).sendDue()).toBe(1);
    expect(await at(61).sendDue()).toBe(0);
    // Asked for now, the summary has nothing new to say, so sends nothing.
    expect(await ok(t, alice.token, 'POST', `/collection_links/${aliceLink.id}/summary`)).toEqual({ sent: false, added: 0, offered: 0 });
    const mails = t.identity.mailsTo(alice.user.email, 'address_collection_summary');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.data).toMatchObject({
      group: 'Christmas list',
      added: ['Ann Lee', 'Ben Ray', 'Cat Moss', 'Dan Fox'],
      offered: ['ann lee'],
    });
  });

  it('when the sender accepts the offered update, then the entry takes the new address and nothing more is offered', async () => {
    const [offer] = await ok<OfferedUpdate[]>(t, alice.token, 'GET', '/offered_updates');
    await ok(t, alice.token, 'POST', `/offered_updates/${offer!.id}/accept`, undefined, 204);
    const ann = (await book(alice)).find((a) => a.id === offer!.address_id)!;
    expect([ann.line1, ann.postcode]).toEqual(['9 New Road', 'BA1 2CD']);
    expect(await ok(t, alice.token, 'GET', '/offered_updates')).toEqual([]);
  });

  it('when the sender deletes an entry a person gave, then its answers through the link go with it, and the others stay', async () => {
    const given = await give(aliceLink.token, person('Eve Hart', '5 Elm Close', 'BA1 5EH'));
    expect(given.status).toBe(201);
    const eve = (await book(alice)).find((a) => a.name === 'Eve Hart')!;
    const answers = async (addressId?: number) =>
      Number(
        (
          await t.db.query(`SELECT count(*) AS n FROM collected_addresses WHERE user_id = $1 AND ($2::int IS NULL OR address_id = $2)`, [
            alice.user.id,
            addressId ?? null,
          ])
        )[0].n,
      );
    expect(await answers(eve.id)).toBe(1);
    const before = await answers();
    await ok(t, alice.token, 'DELETE', `/addresses/${eve.id}`, undefined, 204);
    expect(await answers(eve.id)).toBe(0);
    expect(await answers()).toBe(before - 1);
  });

  it("when a second account's link is opened and filled, then it shows only its sender's name and never the first's entries", async () => {
    const bobLink = await link(bob, (await emptyGroup(bob, 'Friends')).id);
    expect(await ok(t, null, 'GET', `/collect/${bobLink.token}`)).toEqual({ sender_name: 'Bob' });
    expect((await give(bobLink.token, person('Ben Ray', '2 Mill Lane', 'BA2 3BB'))).status).toBe(201);
    // Ben is in Alice's book too: Bob's book gets a new entry, nothing is offered from Alice's.
    expect((await book(bob)).map((a) => a.name)).toEqual(['Ben Ray']);
    expect(await ok(t, bob.token, 'POST', `/collection_links/${bobLink.id}/summary`)).toEqual({ sent: true, added: 1, offered: 0 });
    expect(t.identity.mailsTo(bob.user.email, 'address_collection_summary')[0]!.data).toMatchObject({ added: ['Ben Ray'], offered: [] });
    expect(await ok(t, bob.token, 'GET', '/offered_updates')).toEqual([]);
    expect((await ok<CollectionLink[]>(t, bob.token, 'GET', '/collection_links')).map((l) => l.id)).toEqual([bobLink.id]);
    expect((await call(t, bob.token, 'POST', `/collection_links/${aliceLink.id}/summary`)).status).toBe(404);
    expect(await book(alice)).toHaveLength(4);
  });

  it('when a link is flooded, then it answers 429 with how long to wait, and a link turned off says so', async () => {
    const flood = await link(alice, aliceGroup.id);
    const answers: number[] = [];
    for (let i = 0; i < 30; i++) answers.push((await give(flood.token, person('Ann Lee', '9 New Road', 'BA1 2CD'))).status);
    expect(answers.every((s) => s === 201)).toBe(true);
    const last = await give(flood.token, person('Ann Lee', '9 New Road', 'BA1 2CD'));
    expect(last.status).toBe(429);
    expect(last.body.error).toMatch(/^This link has had many answers just now\. Try again in /);
    expect(last.headers.get('retry-after')).toMatch(/^\d+$/);
    // The same person again and again changed nothing in the book.
    expect(await book(alice)).toHaveLength(4);

    await ok(t, alice.token, 'DELETE', `/collection_links/${aliceLink.id}`, undefined, 204);
    const off = await call<{ error: string }>(t, null, 'GET', `/collect/${aliceLink.token}`);
    expect(off.status).toBe(410);
    expect(off.body.error).toBe('Alice has turned this link off.');
    expect((await call(t, null, 'GET', '/collect/not-a-real-token-at-all')).status).toBe(404);
  });

  it('when a link has expired, then its page and its form say so in words and take nothing', async () => {
    const old = await link(alice, aliceGroup.id);
    await t.db.query(`UPDATE collection_links SET expires_at = now() - interval '1 minute' WHERE id = $1`, [old.id]);
    const page = await call<{ error: string }>(t, null, 'GET', `/collect/${old.token}`);
    expect([page.status, page.body.error]).toEqual([410, 'This link has expired. Ask Alice for a new one.']);
    expect((await give(old.token, person('Gil Moor', '7 Vale Road', 'BA1 3EF'))).status).toBe(410);
    expect((await book(alice)).map((a) => a.name)).not.toContain('Gil Moor');
    const listed = (await ok<CollectionLink[]>(t, alice.token, 'GET', '/collection_links')).find((l) => l.id === old.id)!;
    expect(listed.active).toBe(false);
  });
});
