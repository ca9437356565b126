import type { Address, AddressGroup, AddressImportReport } from '@cards/contracts';
import type { SignedIn } from '@cards/testing/users';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { CartHarness } from './support/cart-harness.js';
import { call, startCartPlatform } from './cart-test-support.js';

type Refusal = { code: string; details?: Record<string, string[]> };

describe('the address book, edited by hand', () => {
  let t: CartHarness;
  let alice: SignedIn;

  beforeAll(async () => {
    t = await startCartPlatform();
    alice = await t.identity.signUp({ name: 'Alice' });
  }, 120_000);
  afterAll(async () => {
    await t?.stop();
  });

  it('when a contact with only an e-mail address is added and edited, then it is kept without a postal address, its e-mail and greeting changed', async () => {
    const added = await call<Address>(t, alice.token, 'POST', '/addresses', {
      address: { name: 'Liv Bennett', email: 'Liv@Example.com', salutation: 'Dear Liv' },
    });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ name: 'Liv Bennett', email: 'liv@example.com', line1: '', postcode: '', salutation: 'Dear Liv' });

    // The form sends every field, the empty postal ones too.
    const edited = await call<Address>(t, alice.token, 'PUT', `/addresses/${added.body.id}`, {
      address: {
        name: 'Olivia Bennett',
        email: 'olivia@example.com',
        salutation: 'Dearest Liv',
        line1: '',
        line2: '',
        city: '',
        postcode: '',
      },
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ name: 'Olivia Bennett', email: 'olivia@example.com', salutation: 'Dearest Liv', postcode: '' });

    const asDefault = await call<Refusal>(t, alice.token, 'PUT', `/addresses/${added.body.id}`, { address: { is_default: true } });
    expect([asDefault.status, asDefault.body.code]).toEqual([422, 'address_not_postal']);
  });

  it('when an entry has part of a postal address, or neither a postal nor an e-mail address, then each missing field is named', async () => {
    const half = await call<Refusal>(t, alice.token, 'POST', '/addresses', {
      address: { name: 'Tom Jones', email: 'tom@example.com', line1: '1 High Street' },
    });
    expect(half.status).toBe(422);
    expect(half.body.details).toMatchObject({ 'address.city': ['Enter the town or city.'], 'address.postcode': ['Enter the postcode.'] });
    const none = await call<Refusal>(t, alice.token, 'POST', '/addresses', { address: { name: 'Nobody' } });
    expect(none.status).toBe(422);
    expect(Object.keys(none.body.details ?? {}).sort()).toEqual(['address.city', 'address.line1', 'address.postcode']);

    // Taking the e-mail off an e-mail-only contact leaves nowhere to send a card.
    const liv = await call<Address>(t, alice.token, 'POST', '/addresses', { address: { name: 'Liv', email: 'liv2@example.com' } });
    const cleared = await call<Refusal>(t, alice.token, 'PUT', `/addresses/${liv.body.id}`, { address: { email: '' } });
    expect(cleared.status).toBe(422);
    expect(cleared.body.details).toMatchObject({ 'address.line1': ['Enter the first line of the address.'] });
  });

  it('when a postal address is added as before, then it is saved with its postcode tidied, and a bad postcode is named', async () => {
    const ok = await call<Address>(t, alice.token, 'POST', '/addresses', {
      address: { name: 'Jean Smith', line1: '12 High Street', city: 'Bath', postcode: 'ba11aa' },
    });
    expect([ok.status, ok.body.postcode, ok.body.email]).toEqual([201, 'BA1 1AA', '']);
    const bad = await call<Refusal>(t, alice.token, 'POST', '/addresses', {
      address: { name: 'Jean Smith', line1: '12 High Street', city: 'Bath', postcode: 'XYZ' },
    });
    expect(bad.body.details).toMatchObject({ 'address.postcode': ['Enter a UK postcode, like SW1A 2AA.'] });
  });

  it('when an entry is put in groups by name, then it is in exactly those, new ones made and the others kept; a stranger cannot', async () => {
    const jean = await call<Address>(t, alice.token, 'POST', '/addresses', { address: { name: 'Jean', email: 'jean@example.com' } });
    const set = (groups: string[], token = alice.token) =>
      call<AddressGroup[]>(t, token, 'PUT', `/addresses/${jean.body.id}/groups`, { groups });
    const first = await set(['Christmas list', 'Family']);
    expect(first.status).toBe(200);
    const inGroups = (gs: AddressGroup[]) => gs.filter((g) => g.address_ids.includes(jean.body.id)).map((g) => g.name);
    expect(inGroups(first.body)).toEqual(['Christmas list', 'Family']);
    const second = await set(['christmas  LIST', 'Book club']);
    expect(inGroups(second.body).sort()).toEqual(['Book club', 'Christmas list']);
    // A group left is kept, empty.
    expect(second.body.find((g) => g.name === 'Family')).toMatchObject({ address_ids: [] });
    expect((await set([])).body.filter((g) => g.address_ids.includes(jean.body.id))).toEqual([]);
    expect((await set([' '])).status).toBe(422);

    const bob = await t.identity.signUp({ name: 'Bob' });
    expect((await set(['Mine'], bob.token)).status).toBe(404);
  });

  it('when a list with bad rows is imported skipping them, then the good rows land and the bad ones are named; a file of only bad rows is still refused', async () => {
    const carol = await t.identity.signUp({ name: 'Carol' });
    const csv = [
      'Name,Address line 1,Town,Postcode,Email',
      'Jean Patel,12 High Street,Bath,BA1 1AA,',
      'Amy Stone,1 Road,Hull,XYZ,',
      'Tom Jones,,,,tom@example.com',
    ].join('\r\n');
    const body = { format: 'csv', content: csv, group: 'Christmas list', skip_bad: true };
    const dry = await call<AddressImportReport>(t, carol.token, 'POST', '/addresses/import', { ...body, dry_run: true });
    expect([dry.status, dry.body.added, dry.body.refused]).toEqual([
      200,
      2,
      [{ line: 3, message: 'Line 3: the postcode "XYZ" is not a UK postcode.' }],
    ]);
    const done = await call<AddressImportReport>(t, carol.token, 'POST', '/addresses/import', body);
    expect([done.status, done.body.added, done.body.refused.length]).toEqual([200, 2, 1]);
    const names = (await call<Address[]>(t, carol.token, 'GET', '/addresses')).body.map((a) => a.name).sort();
    expect(names).toEqual(['Jean Patel', 'Tom Jones']);

    const allBad = await call<{ code: string }>(t, carol.token, 'POST', '/addresses/import', {
      ...body,
      content: 'Name,Address line 1,Town,Postcode\r\nAmy Stone,1 Road,Hull,XYZ',
    });
    expect([allBad.status, allBad.body.code]).toEqual([422, 'address_import_invalid']);
  });
});
