import { execFile } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import type { Card, CardSignature, CardSigning, SignerSignature, SigningLink, SigningPage } from '@cards/contracts';
import { startTestPlatform, type TestPlatform } from './support/test-platform.js';
import { authHeaders, signUpAndLogin, type SignedIn } from '@cards/testing/users';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eventually, expectLabelled } from '@cards/testing';
import { RawCable } from '../../generation/test/cable-client.js';
import { call, createCard, occasions, waitForOptions } from '../../generation/test/generation-test-support.js';

const run = promisify(execFile);
const ARTIFACTS = resolve(import.meta.dirname, '../../../.tmp/artifacts/group-cards');

interface Refusal {
  code: string;
  error: string;
  details?: Record<string, string[]>;
  retry_after?: number;
}

/** A signer's request from their own address (the BFF believes X-Forwarded-For from loopback, as from its proxy). */
async function sign(t: TestPlatform, token: string, signature: { name: string; message: string }, ip: string) {
  const res = await fetch(`${t.baseUrl}/signing/${token}/signatures`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify({ signature }),
  });
  return { status: res.status, headers: res.headers, body: (await res.json()) as SignerSignature & Refusal };
}

const FIRST = ['Priya', 'Tom', 'Mei', 'Jonas', 'Aoife', 'Samir', 'Grace', 'Luca', 'Olu', 'Hana', 'Ravi', 'Ewa', 'Kofi'];
const WISHES = [
  'Happy retirement! The office will not be the same without your Friday biscuits.',
  'Thank you for every kind word and every rescued spreadsheet.',
  'Enjoy the garden, the grandchildren and the long lie-ins.',
  'Thirty years of patience with all of us. You deserve every minute of this.',
  'Come back and visit, and bring the dog.',
];
/** Each signer's words name them, so the PDF's text shows whose message is (or is not) printed. */
const signer = (i: number) => ({
  name: `${FIRST[i % FIRST.length]} Desk${String(i + 1).padStart(2, '0')}`,
  message: `${WISHES[i % WISHES.length]} Note${String(i + 1).padStart(2, '0')}`,
});

describe('group cards: signed by many through a private link', () => {
  let t: TestPlatform;
  let alice: SignedIn;
  let bob: SignedIn;
  let card: Card;
  let link: SigningLink;
  const signed: SignerSignature[] = [];

  beforeAll(async () => {
    mkdirSync(ARTIFACTS, { recursive: true });
    t = await startTestPlatform({ env: { SIGNATURES_PER_LINK_HOUR: '40', SIGNATURES_PER_CLIENT_HOUR: '3' } });
    [alice, bob] = await Promise.all([signUpAndLogin(t), signUpAndLogin(t)]);
    card = await createCard(t, alice.token, {
      event_id: (await occasions(t)).retirement ?? (await occasions(t)).birthday,
      recipient_name: 'Pat',
      sender_name: 'Everyone at the office',
    });
    expect((await call(t, alice.token, 'POST', `/cards/${card.id}/generate`, { options: 1 })).status).toBe(202);
    card = await waitForOptions(t, alice.token, card.id, 90_000);
  }, 150_000);
  afterAll(async () => {
    await t?.stop();
  });

  it('when the owner turns signing on, then only they see a private link whose page shows the card to anyone', async () => {
    const unknown = await call<Refusal>(t, null, 'GET', `/signing/${'A'.repeat(43)}`);
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toMatch(/does not exist/);
    expect((await call(t, null, 'GET', '/signing/not!a!token')).status).toBe(422);

    const opened = await call<SigningLink>(t, alice.token, 'POST', `/cards/${card.id}/signing`, { signing: {} });
    expectLabelled(opened.status, JSON.stringify(opened.body)).toBe(201);
    link = opened.body;
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(link.url.endsWith(`/sign/${link.token}`)).toBe(true);
    expect(link).toMatchObject({ closes_at: null, open: true });
    // Shown again to the owner (derived from the stored salt), never to anyone else.
    expect((await call<CardSigning>(t, alice.token, 'GET', `/cards/${card.id}/signing`)).body.link?.token).toBe(link.token);
    expect((await call(t, bob.token, 'GET', `/cards/${card.id}/signing`)).status).toBe(404);
    expect((await call(t, bob.token, 'POST', `/cards/${card.id}/signing`, { signing: {} })).status).toBe(404);

    const page = await call<SigningPage>(t, null, 'GET', `/signing/${link.token}`);
    expectLabelled(page.status, JSON.stringify(page.body)).toBe(200);
    expect(page.body).toMatchObject({
      recipient_name: 'Pat',
      closes_at: null,
      signatures_count: 0,
      limits: { message_max: 300, name_max: 60 },
    });
    expect(page.body.front_thumbnail_url).toMatch(/rendering\/thumbnails\//);
  });

  it('when 25 people sign, then the owner hears of each over /ws and sees all 25 in the order they signed', async () => {
    const cable = new RawCable(`${t.baseUrl.replace('http', 'ws')}/ws`);
    await cable.opened();
    cable.send({ command: 'subscribe', identifier: JSON.stringify({ channel: 'AccountChannel', token: alice.token }) });
    await eventually(() => cable.of('confirm_subscription').length).toBe(1);
    try {
      for (let i = 0; i < 25; i++) {
        const r = await sign(t, link.token, signer(i), `10.0.0.${i + 1}`);
        expectLabelled(r.status, JSON.stringify(r.body)).toBe(201);
        expect(r.body).toMatchObject(signer(i));
        expect(r.body.edit_token).toMatch(/^[A-Za-z0-9_-]{32}$/);
        signed.push(r.body);
      }
      await eventually(() => cable.messages().filter((m) => (m.message as { card?: { id?: number } }).card?.id === card.id).length, {
        timeout: 10_000,
      }).toBeGreaterThanOrEqual(25);
    } finally {
      cable.close();
    }
    const mine = await call<CardSigning>(t, alice.token, 'GET', `/cards/${card.id}/signing`);
    expect(mine.body.signatures.map((s) => s.name)).toEqual(Array.from({ length: 25 }, (_, i) => signer(i).name));
    expect(new Set(mine.body.signatures.map((s) => s.hand)).size).toBeGreaterThan(1);
    expect((await call<SigningPage>(t, null, 'GET', `/signing/${link.token}`)).body.signatures_count).toBe(25);
  }, 60_000);

  it('when a signer sends empty, too long or unprintable words, then 422 says which and nothing is added', async () => {
    const empty = await sign(t, link.token, { name: '', message: '  ' }, '10.1.0.1');
    expect(empty.status).toBe(422);
    expect(Object.keys(empty.body.details ?? {}).sort()).toEqual(['signature.message', 'signature.name']);
    const long = await sign(t, link.token, { name: 'N'.repeat(61), message: 'm'.repeat(301) }, '10.1.0.2');
    expect(long.status).toBe(422);
    expect(JSON.stringify(long.body.details)).toMatch(/300/);
    const rude = await sign(t, link.token, { name: 'Anon', message: 'you old bitch, enjoy it' }, '10.1.0.3');
    expect(rude.status).toBe(422);
    expect(rude.body.code).toBe('content_not_allowed');
    expect(rude.body.error).toMatch(/can’t print/);
    expect((await call<CardSigning>(t, alice.token, 'GET', `/cards/${card.id}/signing`)).body.signatures).toHaveLength(25);
  });

  it('when a signer changes their own signature with their edit token, then it changes; without it, it does not', async () => {
    const own = signed[1]!;
    const put = (editToken: string, ip: string) =>
      fetch(`${t.baseUrl}/signing/${link.token}/signatures/${own.id}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
        body: JSON.stringify({ edit_token: editToken, signature: { message: `${signer(1).message} (and the cake!)` } }),
      });
    expect((await put(signed[2]!.edit_token!, '10.0.0.3')).status).toBe(404);
    const ok = await put(own.edit_token!, '10.0.0.2');
    expect(ok.status).toBe(200);
    expect(((await ok.json()) as SignerSignature).message).toMatch(/and the cake!\)$/);
  });

  it('when one client or one link writes too often, then 429 says how long to wait, with Retry-After', async () => {
    // This client already signed once (10.0.0.4); its hour allows 3 writes.
    const extra: number[] = [];
    for (const k of [1, 2]) {
      const again = await sign(t, link.token, { name: `Again ${k}`, message: 'Once more with feeling' }, '10.0.0.4');
      expectLabelled(again.status, JSON.stringify(again.body)).toBe(201);
      extra.push(again.body.id);
    }
    const limited = await sign(t, link.token, { name: 'Again 3', message: 'And once more' }, '10.0.0.4');
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe('signing_rate_limited');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(limited.body.retry_after).toBe(Number(limited.headers.get('retry-after')));
    expect(limited.body.error).toMatch(
      /^You have signed or edited a lot of cards in a short time\. Please try again in \d+ (second|minute|hour)s?\.$/,
    );
    // Another client is not held back by that one.
    const other = await sign(t, link.token, { name: 'Burst first', message: 'hi' }, '10.2.0.200');
    expect(other.status).toBe(201);
    for (const id of extra) expect((await call(t, alice.token, 'DELETE', `/cards/${card.id}/signatures/${id}`)).status).toBe(204);

    // The link's hour allows 40 writes (signatures, edits and refused tries alike): new clients soon meet that limit.
    let full: Awaited<ReturnType<typeof sign>> | undefined;
    for (let i = 0; i < 20 && !full; i++) {
      const r = await sign(t, link.token, { name: `Burst ${i}`, message: 'hi' }, `10.2.0.${i + 1}`);
      if (r.status === 429) full = r;
      else expect(r.status).toBe(201);
    }
    expectLabelled(full, 'a 429 for the link within 20 more signatures').toBeDefined();
    expect(full!.body.error).toMatch(/getting a lot of signatures/);
    const burst = (await call<CardSigning>(t, alice.token, 'GET', `/cards/${card.id}/signing`)).body.signatures.filter((s) =>
      s.name.startsWith('Burst'),
    );
    for (const s of burst) expect((await call(t, alice.token, 'DELETE', `/cards/${card.id}/signatures/${s.id}`)).status).toBe(204);
  }, 60_000);

  it('when the owner removes one and corrects another, then the PDF holds the 24 messages in handwriting faces, and not the removed one', async () => {
    const removed = signed[6]!;
    expect((await call(t, bob.token, 'DELETE', `/cards/${card.id}/signatures/${removed.id}`)).status).toBe(404);
    expect((await call(t, alice.token, 'DELETE', `/cards/${card.id}/signatures/${removed.id}`)).status).toBe(204);
    expect((await call(t, alice.token, 'DELETE', `/cards/${card.id}/signatures/${removed.id}`)).status).toBe(404);
    const fixed = await call<CardSignature>(t, alice.token, 'PUT', `/cards/${card.id}/signatures/${signed[0]!.id}`, {
      signature: { name: 'Priya Desk01 (Finance)' },
    });
    expectLabelled(fixed.status, JSON.stringify(fixed.body)).toBe(200);
    expect(fixed.body).toMatchObject({ name: 'Priya Desk01 (Finance)', edited_by_owner: true });
    const rude = await call<Refusal>(t, alice.token, 'PUT', `/cards/${card.id}/signatures/${signed[0]!.id}`, {
      signature: { message: 'bitch' },
    });
    expect(rude.status).toBe(422);

    const mine = (await call<CardSigning>(t, alice.token, 'GET', `/cards/${card.id}/signing`)).body.signatures;
    expect(mine).toHaveLength(24);
    const option = card.card_instances[0]!;
    let res = await fetch(`${t.baseUrl}/card_instances/${option.id}.pdf`, { headers: authHeaders(alice.token) });
    for (let i = 0; res.status === 503 && i < 30; i++) {
      await new Promise((r) => setTimeout(r, 1000));
      res = await fetch(`${t.baseUrl}/card_instances/${option.id}.pdf`, { headers: authHeaders(alice.token) });
    }
    expect(res.status).toBe(200);
    const file = join(ARTIFACTS, 'signed-card.pdf');
    writeFileSync(file, Buffer.from(await res.arrayBuffer()));
    // Content-stream order keeps each signature's lines together; whitespace is one space, and a
    // line broken after a hyphen ("lie-\nins") is joined again.
    const flat = (x: string) => x.replace(/\s+/g, ' ').replace(/- /g, '-');
    const text = flat((await run('pdftotext', ['-raw', file, '-'])).stdout);
    for (const s of mine) {
      expectLabelled(text, `message of ${s.name}`).toContain(flat(s.message));
      expectLabelled(text, `name of ${s.name}`).toContain(s.name);
    }
    expect(text).not.toContain(removed.message);
    expect(text).not.toContain(removed.name);
    const fonts = (await run('pdffonts', [file])).stdout;
    for (const face of ['Caveat', 'IndieFlower', 'Kalam', 'DancingScript']) expectLabelled(fonts, face).toContain(face);
    expect(
      fonts
        .split('\n')
        .slice(2)
        .filter(Boolean)
        .every((l) => /\byes\b/.test(l)),
    ).toBe(true);
    await run('pdftoppm', ['-r', '110', '-png', file, join(ARTIFACTS, 'signed-card')]);

    // The option's content changed with the signatures: its thumbnail URLs move to the new version, drawn when asked for.
    let now = card.card_instances[0]!.thumbnail_url;
    await eventually(
      async () => {
        now = (await call<Card>(t, alice.token, 'GET', `/cards/${card.id}`)).body.card_instances[0]!.thumbnail_url;
        return now !== card.card_instances[0]!.thumbnail_url && now !== null;
      },
      { timeout: 30_000, interval: 250 },
    ).toBe(true);
    const insideUrl = now!.replace(/^https?:\/\/[^/]+/, t.baseUrl).replace(/-front\.jpg$/, '-inside.jpg');
    let inside = await fetch(insideUrl);
    // A light placeholder (PNG) answers until the picture is drawn.
    await eventually(
      async () => {
        inside = await fetch(insideUrl);
        return inside.headers.get('content-type');
      },
      { timeout: 60_000, interval: 250 },
    ).toBe('image/jpeg');
    writeFileSync(join(ARTIFACTS, 'signed-card-inside-thumbnail.jpg'), Buffer.from(await inside.arrayBuffer()));
  }, 90_000);

  it('when the link passes its closing date, then it answers 410 in words; a past date is refused', async () => {
    const past = await call<Refusal>(t, alice.token, 'PUT', `/cards/${card.id}/signing`, {
      signing: { closes_at: new Date(Date.now() - 60_000).toISOString() },
    });
    expect(past.status).toBe(422);
    const soon = await call<SigningLink>(t, alice.token, 'PUT', `/cards/${card.id}/signing`, {
      signing: { closes_at: new Date(Date.now() + 1500).toISOString() },
    });
    expectLabelled(soon.status, JSON.stringify(soon.body)).toBe(200);
    expect(soon.body.token).toBe(link.token);
    await new Promise((r) => setTimeout(r, 1700));
    const closed = await call<Refusal>(t, null, 'GET', `/signing/${link.token}`);
    expect(closed.status).toBe(410);
    expect(closed.body.code).toBe('signing_closed');
    expect(closed.body.error).toMatch(/stopped taking signatures on/);
    expect((await sign(t, link.token, { name: 'Late', message: 'Sorry I missed it' }, '10.3.0.1')).status).toBe(410);
    expect((await call<CardSigning>(t, alice.token, 'GET', `/cards/${card.id}/signing`)).body.link?.open).toBe(false);
  });

  it('when the owner makes a new link and then turns signing off, then each old link answers 410 and the signatures stay', async () => {
    const fresh = await call<SigningLink>(t, alice.token, 'POST', `/cards/${card.id}/signing`, { signing: {} });
    expect(fresh.status).toBe(201);
    expect(fresh.body.token).not.toBe(link.token);
    expect((await call(t, null, 'GET', `/signing/${fresh.body.token}`)).status).toBe(200);
    const old = await call<Refusal>(t, null, 'GET', `/signing/${link.token}`);
    expect([old.status, old.body.code]).toEqual([410, 'signing_link_revoked']);

    expect((await call(t, alice.token, 'DELETE', `/cards/${card.id}/signing`)).status).toBe(204);
    const revoked = await call<Refusal>(t, null, 'GET', `/signing/${fresh.body.token}`);
    expect([revoked.status, revoked.body.code]).toEqual([410, 'signing_link_revoked']);
    expect(revoked.body.error).toMatch(/no longer taking signatures/);
    expect((await sign(t, fresh.body.token, { name: 'Late', message: 'Hello' }, '10.3.0.2')).status).toBe(410);
    const after = (await call<CardSigning>(t, alice.token, 'GET', `/cards/${card.id}/signing`)).body;
    expect(after.link).toBeNull();
    expect(after.signatures).toHaveLength(24);
  });
});
