import type { Address, AddressGroup, AddressImportReport } from '@cards/contracts';
import type { SignedIn } from '@cards/testing/users';
import { describe, expect, it } from '@jest/globals';
import type { CartHarness } from './support/cart-harness.js';
import { call, ok, aliceAndBobForTheseTests } from './cart-test-support.js';

const GOOD_CSV = [
  'First Name,Last Name,Address line 1,Address Line 2,Town/City,County,Postcode,Country,E-mail Address,Greeting',
  'Jean,Patel,12 High Street,Flat 2,Bath,Somerset,ba1 1aa,United Kingdom,jean@example.com,Dear Aunt Jean',
  'Raj,Patel,"3 Mill Lane',
  'Upper Floor",,Leeds,,LS1 4AP,UK,,Dear Patel family',
  'Tom,Jones,,,,,,,tom@example.com,Hi Tom',
].join('\r\n');

const VCARDS = [
  'BEGIN:VCARD',
  'VERSION:3.0',
  'N:Brown;Ada;;;',
  'FN:Ada Brown',
  'ADR;TYPE=HOME:;;5 Park Road;York;;YO1 7HH;UK',
  'EMAIL:ada@example.com',
  'END:VCARD',
  'BEGIN:VCARD',
  'VERSION:4.0',
  'FN:Bill Green',
  'EMAIL:bill@example.com',
  'END:VCARD',
].join('\r\n');

describe('address import', () => {
  let t: CartHarness;
  let alice: SignedIn;
  let bob: SignedIn;

  aliceAndBobForTheseTests((started) => ({ t, alice, bob } = started));

  const book = (u: SignedIn) => ok<Address[]>(t, u.token, 'GET', '/addresses?per_page=200');
  const importFile = (u: SignedIn, body: object) =>
    call<AddressImportReport & { code?: string; details?: { lines: { line: number; message: string }[] } }>(
      t,
      u.token,
      'POST',
      '/addresses/import',
      body,
    );

  it('when a CSV has a bad row, then nothing is imported and every bad row is named by its line', async () => {
    const csv = `${GOOD_CSV}\r\nAmy,Stone,1 Road,,Hull,,XYZ,,,\r\n,,,,,,,,,\r\nNo,Where,,,,,,,,\r\nSam,Lee,2 Lane,,Paris,,75001,France,,`;
    const r = await importFile(alice, { format: 'csv', content: csv, group: 'Christmas list' });
    expect(r.status).toBe(422);
    expect(r.body.code).toBe('address_import_invalid');
    expect(r.body.details!.lines).toEqual([
      { line: 6, message: 'Line 6: the postcode "XYZ" is not a UK postcode.' },
      { line: 8, message: 'Line 8: "No Where" has neither a postal address nor an e-mail address.' },
      { line: 9, message: 'Line 9: the country "France" is not the United Kingdom; we post within the UK only.' },
    ]);
    expect(await book(alice)).toEqual([]);
    expect(await ok<AddressGroup[]>(t, alice.token, 'GET', '/address_groups')).toEqual([]);
  });

  it('when a dry run previews a good CSV, then it reports each row and writes nothing', async () => {
    const r = await importFile(alice, { format: 'csv', content: GOOD_CSV, dry_run: true });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ dry_run: true, added: 3, merged: 0, skipped: 0 });
    expect(r.body.rows.map((x) => [x.line, x.name, x.action])).toEqual([
      [2, 'Jean Patel', 'add'],
      [3, 'Raj Patel', 'add'],
      [5, 'Tom Jones', 'add'],
    ]);
    expect(await book(alice)).toEqual([]);
  });

  it('when a good CSV is imported into a group, then every row is in the book and the group, the e-mail-only contact too', async () => {
    const r = await importFile(alice, { format: 'csv', content: GOOD_CSV, group: 'Christmas list' });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ dry_run: false, added: 3, merged: 0, skipped: 0, group: 'Christmas list' });
    const all = await book(alice);
    const jean = all.find((a) => a.name === 'Jean Patel')!;
    expect(jean).toMatchObject({
      line1: '12 High Street',
      line2: 'Flat 2',
      city: 'Bath',
      postcode: 'BA1 1AA',
      email: 'jean@example.com',
      salutation: 'Dear Aunt Jean',
    });
    expect(all.find((a) => a.name === 'Raj Patel')).toMatchObject({ line1: '3 Mill Lane', line2: 'Upper Floor', postcode: 'LS1 4AP' });
    expect(all.find((a) => a.name === 'Tom Jones')).toMatchObject({ line1: '', postcode: '', email: 'tom@example.com' });
    const [group] = await ok<AddressGroup[]>(t, alice.token, 'GET', '/address_groups');
    expect(group!.name).toBe('Christmas list');
    expect([...group!.address_ids].sort()).toEqual(all.map((a) => a.id).sort());
    expect(await ok<Address[]>(t, bob.token, 'GET', '/addresses')).toEqual([]);
    expect((await call(t, bob.token, 'GET', `/address_groups/${group!.id}/addresses`)).status).toBe(404);
  });

  it('when the same people come again, changed or not, then they merge or are skipped, never duplicated', async () => {
    const again = [
      'Name,Street,City,Post code,Email',
      'jean  patel,12 high street,Bath,BA11AA,',
      'Raj Patel,3 Mill Lane,Leeds,LS1 4AP,raj@example.com',
      'Thomas Jones,,,,TOM@example.com',
      'New Person,9 Hill Top,Derby,DE1 1AA,',
      'New Person,9 Hill Top,Derby,DE1 1AA,new@example.com',
    ].join('\n');
    const r = await importFile(alice, { format: 'csv', content: again, group: 'christmas  LIST' });
    expect(r.status).toBe(200);
    expect(r.body.rows.map((x) => x.action)).toEqual(['skip', 'merge', 'merge', 'add', 'merge']);
    expect(r.body).toMatchObject({ added: 1, merged: 3, skipped: 1 });
    const all = await book(alice);
    expect(all).toHaveLength(4);
    expect(all.find((a) => a.email === 'tom@example.com')!.name).toBe('Thomas Jones');
    expect(all.find((a) => a.name === 'Raj Patel')!.email).toBe('raj@example.com');
    expect(all.find((a) => a.name === 'New Person')).toMatchObject({ email: 'new@example.com', postcode: 'DE1 1AA' });
    const groups = await ok<AddressGroup[]>(t, alice.token, 'GET', '/address_groups');
    expect(groups).toHaveLength(1);
    expect(groups[0]!.address_ids).toHaveLength(4);
  });

  it('when a vCard file (3.0 and 4.0) is imported, then its cards join the book and the group lists them', async () => {
    const r = await importFile(bob, { format: 'vcard', content: VCARDS, group: 'Work' });
    expect(r.status).toBe(200);
    expect(r.body.rows.map((x) => [x.line, x.name, x.postcode, x.action])).toEqual([
      [1, 'Ada Brown', 'YO1 7HH', 'add'],
      [8, 'Bill Green', '', 'add'],
    ]);
    const [work] = await ok<AddressGroup[]>(t, bob.token, 'GET', '/address_groups');
    const members = await ok<Address[]>(t, bob.token, 'GET', `/address_groups/${work!.id}/addresses`);
    expect(members.map((a) => a.name).sort()).toEqual(['Ada Brown', 'Bill Green']);
    const ada = members.find((a) => a.name === 'Ada Brown')!;
    expect((await call(t, bob.token, 'DELETE', `/addresses/${ada.id}`)).status).toBe(204);
    expect((await ok<AddressGroup[]>(t, bob.token, 'GET', '/address_groups'))[0]!.address_ids).toHaveLength(1);
    expect((await call(t, bob.token, 'DELETE', `/address_groups/${work!.id}`)).status).toBe(204);
    expect(await book(bob)).toHaveLength(1);
  });

  it('when a file is over the row limit or cannot be read, then the answer says so and nothing is written', async () => {
    const rows = Array.from({ length: 1001 }, (_, i) => `Person ${i},${i} Long Road,Leeds,LS1 4AP`);
    const big = await importFile(bob, { format: 'csv', content: ['Name,Address,Town,Postcode', ...rows].join('\n') });
    expect(big.status).toBe(422);
    expect((big.body as unknown as { error: string }).error).toBe(
      'The file has 1001 rows; one import takes at most 1000. Split it into smaller files.',
    );
    const headless = await importFile(bob, { format: 'csv', content: 'a,b,c\n1,2,3' });
    expect(headless.status).toBe(422);
    expect((headless.body as unknown as { error: string }).error).toBe(
      'The first line of the file should name its columns, and it needs a name column (such as "Name" or "First Name").',
    );
    expect(await book(bob)).toHaveLength(1);
  });

  it('when an e-mail-only contact is chosen as the delivery address or the default, then it is refused', async () => {
    const tom = (await book(alice)).find((a) => a.email === 'tom@example.com')!;
    const r = await call<{ code: string }>(t, alice.token, 'PUT', '/cart/delivery', { delivery: { address_id: tom.id } });
    expect([r.status, r.body.code]).toEqual([422, 'address_not_postal']);
    const asDefault = await call<{ code: string }>(t, alice.token, 'PUT', `/addresses/${tom.id}`, { address: { is_default: true } });
    expect([asDefault.status, asDefault.body.code]).toEqual([422, 'address_not_postal']);
  });
});
