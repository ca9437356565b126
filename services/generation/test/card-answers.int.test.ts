import type { Card } from '@cards/contracts';
import type { SignedIn } from '@cards/testing/users';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startGenerationHarness, type GenerationHarness } from './support/generation-harness.js';
import { call, createCard, occasions, waitForOptions } from './generation-test-support.js';

type Refusal = { code: string; error: string; details: Record<string, string[]> };

const interest = {
  question_id: 'birthday.child.interest',
  question: 'They’re really into…',
  role: 'interest',
  text: '  dinosaurs, especially the diplodocus ',
};
const thisYear = {
  question_id: 'birthday.child.this_year',
  question: 'This year they…',
  role: 'this_year',
  text: 'learned to swim a whole length',
};

/** A card's answers to its guided questions, beside the notes, through the REST API. */
describe('cards with answers to their questions', () => {
  let t: GenerationHarness;
  let alice: SignedIn;
  let ev: Record<string, number>;

  beforeAll(async () => {
    t = await startGenerationHarness();
    alice = await t.identity.signUp({ name: 'Alice' });
    ev = await occasions(t);
  });
  afterAll(async () => {
    await t?.stop();
  });

  /** Grandma's birthday card for Ruby, with these answers. */
  const rubysCard = (answers: unknown[]) =>
    createCard(t, alice.token, {
      event_id: ev.birthday,
      recipient_name: 'Ruby',
      sender_name: 'Grandma',
      relationship: 'grandparent',
      answers,
    });

  it('when a card is created with answers, then they come back trimmed and in order, and stay through an edit that leaves them out', async () => {
    const card = await rubysCard([interest, thisYear]);
    expect(card.answers).toEqual([{ ...interest, text: 'dinosaurs, especially the diplodocus' }, thisYear]);
    expect(card.details).toBe('');

    const edited = await call<Card>(t, alice.token, 'PUT', `/cards/${card.id}`, { card: { details: 'she is seven' } });
    expect(edited.status).toBe(200);
    expect(edited.body.answers.map((a) => a.question_id)).toEqual(['birthday.child.interest', 'birthday.child.this_year']);

    const replaced = await call<Card>(t, alice.token, 'PUT', `/cards/${card.id}`, { card: { answers: [thisYear] } });
    expect(replaced.body.answers).toEqual([thisYear]);
    const read = await call<Card>(t, alice.token, 'GET', `/cards/${card.id}`);
    expect(read.body).toMatchObject({ answers: [thisYear], details: 'she is seven' });
  });

  it("when a card with answers is made, then the writer puts the customer's own words into its options", async () => {
    const card = await rubysCard([
      { question_id: 'birthday.interest', question: "They're really into…", role: 'interest', text: 'dinosaurs' },
      { question_id: 'birthday.this_year', question: 'This year they…', role: 'this_year', text: 'learned to swim a whole length' },
    ]);
    expect((await call(t, alice.token, 'POST', `/cards/${card.id}/generate`)).status).toBe(202);
    const done = await waitForOptions(t, alice.token, card.id);
    const texts = done.card_instances.map((i) => i.text);
    expect(done.card_instances.map((i) => i.status)).toEqual(['ready', 'ready', 'ready']);
    // Every option uses an answer; the most specific detail is in at least two of the three.
    expect(texts.every((x) => /dinosaur|swim/.test(x))).toBe(true);
    expect(texts.filter((x) => /dinosaur/.test(x)).length).toBeGreaterThanOrEqual(2);
  });

  it('when an API client answers a question of its own, then the answer is kept as sent', async () => {
    const own = { question_id: 'acme.favourite-band', question: 'Their favourite band is…', role: 'interest', text: 'Blondie' };
    const card = await createCard(t, alice.token, { event_id: ev.birthday, recipient_name: 'Sam', answers: [own] });
    expect(card.answers).toEqual([own]);
  });

  it('when a card is created with notes only, then it has no answers and its options are still written from the notes', async () => {
    const card = await createCard(t, alice.token, { event_id: ev.birthday, recipient_name: 'Grandma Rose', details: 'loves her garden' });
    expect(card.answers).toEqual([]);
    expect((await call(t, alice.token, 'POST', `/cards/${card.id}/generate`)).status).toBe(202);
    const done = await waitForOptions(t, alice.token, card.id);
    expect(done.card_instances.map((i) => i.status)).toEqual(['ready', 'ready', 'ready']);
    expect(done.card_instances.some((i) => i.text.includes('garden'))).toBe(true);
  });

  it('when answers are badly formed, then 422 names each answer field in plain English and nothing is saved', async () => {
    const before = (await call<Card[]>(t, alice.token, 'GET', '/cards?search=Malformed')).body;
    const cases: Array<[unknown, string, RegExp]> = [
      [[{ ...interest, text: '   ' }], 'card.answers.0.text', /answer cannot be empty/i],
      [[{ question_id: interest.question_id, role: 'interest', text: 'dinosaurs' }], 'card.answers.0.question', /Enter the question\./],
      [[interest, { ...interest, text: 'trains' }], 'card.answers', /Each question can be answered once\./],
      [[{ ...interest, role: 'Not A Role' }], 'card.answers.0.role', /role name of lower-case letters/],
      [Array.from({ length: 9 }, (_, i) => ({ ...interest, question_id: `q${i}x` })), 'card.answers', /at most eight answers/],
      ['dinosaurs', 'card.answers', /answers to the questions/],
    ];
    for (const [answers, field, message] of cases) {
      const r = await call<Refusal>(t, alice.token, 'POST', '/cards', {
        card: { event_id: ev.birthday, recipient_name: 'Malformed', answers },
      });
      expect(r.status).toBe(422);
      expect(r.body.code).toBe('validation_failed');
      expect(Object.keys(r.body.details)).toEqual([field]);
      expect(r.body.details[field]!.join(' ')).toMatch(message);
      expect(r.body.error).not.toMatch(/expected|Invalid input|received|undefined/);
    }
    expect((await call<Card[]>(t, alice.token, 'GET', '/cards?search=Malformed')).body).toEqual(before);
  });

  it('when an answer holds language we cannot print, then 422 names it by its question and the card keeps its answers', async () => {
    const card = await createCard(t, alice.token, { event_id: ev.birthday, recipient_name: 'Tess', answers: [thisYear] });
    const rude = { ...interest, text: 'being a little shithead' };
    const r = await call<Refusal>(t, alice.token, 'PUT', `/cards/${card.id}`, { card: { answers: [thisYear, rude] } });
    expect(r.status).toBe(422);
    expect(r.body.code).toBe('content_not_allowed');
    expect(r.body.error).toBe('Your answer to “They’re really into…” contains words we can’t print on a card. Please reword it.');
    expect(Object.keys(r.body.details)).toEqual(['card.answers.1.text']);
    expect((await call<Card>(t, alice.token, 'GET', `/cards/${card.id}`)).body.answers).toEqual([thisYear]);
  });
});
