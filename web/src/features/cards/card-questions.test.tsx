/**
 * @jest-environment @cards/testing/jsdom-environment
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from '@jest/globals';
import axe from 'axe-core';
import { routes } from '../../app/routes';
import { customer, renderRoutes, withScriptedApi } from '../../test-utils';

const api = withScriptedApi();
// Drafts live in session storage: each test starts with none.
afterEach(() => sessionStorage.clear());

const EVENTS = [
  { id: 1, name: 'Birthday', slug: 'birthday', description: '', icon: '🎂', active: true, position: 10 },
  { id: 5, name: 'Sympathy', slug: 'sympathy', description: '', icon: '🕊️', active: true, position: 50 },
  { id: 6, name: 'Christmas', slug: 'christmas', description: '', icon: '🎄', active: true, position: 60 },
  { id: 7, name: 'Thank You', slug: 'thank-you', description: '', icon: '💐', active: true, position: 70 },
  { id: 8, name: 'Get Well', slug: 'get-well', description: '', icon: '🌷', active: true, position: 80 },
];
const STYLES = [{ id: 3, name: 'Bold Modern', slug: 'bold-modern', description: '', palette: ['#000', '#fff'], active: true }];

/** The designer for an occasion, signed in, with the catalogue the scripted API gives. */
async function designer(slug = 'birthday') {
  api.reads['/events'] = EVENTS;
  api.reads['/styles'] = STYLES;
  api.reads['/personas'] = [];
  const view = renderRoutes(routes, `/card/new/${slug}`, customer);
  await screen.findByLabelText('Who is it for?');
  fireEvent.click(await screen.findByRole('radio', { name: /Bold Modern/ }));
  fireEvent.change(screen.getByLabelText('Who is it for?'), { target: { value: 'Ruby' } });
  fireEvent.change(screen.getByLabelText('Who is it from?'), { target: { value: 'Grandma' } });
  return view;
}

async function chooseRelationship(label: string) {
  fireEvent.click(screen.getByRole('combobox', { name: 'Who are they to you?' }));
  fireEvent.click(await screen.findByRole('option', { name: label }));
}

const questions = () => within(screen.getByRole('group', { name: 'A few things only you know' }));

/** What the form sent to `POST /cards`, once it has. */
async function created(): Promise<{ card: Record<string, unknown> }> {
  await waitFor(() => expect(api.received.some((c) => c.method === 'POST' && c.url === '/cards')).toBe(true));
  return api.received.find((c) => c.url === '/cards')!.body as { card: Record<string, unknown> };
}

describe('the card asks for a true detail', () => {
  it("when a birthday card is for the sender's child, then the child's questions show with examples, and the notes box is the private extra", async () => {
    await designer();
    await chooseRelationship('My child or grandchild');
    const into = await questions().findByLabelText("They're really into…");
    expect(into.getAttribute('placeholder')).toMatch(/^e\.g\. /);
    expect(questions().getAllByRole('textbox').length).toBeGreaterThanOrEqual(2);
    expect(screen.getByText(/One true detail, in your own words, is what makes a card theirs/)).toBeTruthy();
    const notes = screen.getByLabelText('Anything else we should know?');
    expect(screen.getByText(/never printed as you typed it/).id).toBe(notes.getAttribute('aria-describedby'));
  });

  it('when the customer answers and creates the card, then the answers go with the question, its role and their words, beside the notes', async () => {
    api.answer = { status: 201, body: { id: 41, card_instances: [] } };
    await designer();
    await chooseRelationship('My child or grandchild');
    fireEvent.change(await questions().findByLabelText("They're really into…"), {
      target: { value: '  dinosaurs, especially diplodocus ' },
    });
    fireEvent.change(screen.getByLabelText('Anything else we should know?'), { target: { value: 'She is seven' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create my card' }));
    const { card } = await created();
    expect(card).toMatchObject({ event_id: 1, recipient_name: 'Ruby', relationship: 'child', details: 'She is seven' });
    expect(card.answers).toEqual([
      {
        question_id: 'birthday.child.interest',
        question: "They're really into…",
        role: 'interest',
        text: 'dinosaurs, especially diplodocus',
      },
    ]);
  });

  it('when nothing is told and the customer goes on, then the page asks again kindly once, and a second press makes the card', async () => {
    api.answer = { status: 201, body: { id: 42, card_instances: [] } };
    await designer();
    fireEvent.click(screen.getByRole('button', { name: 'Create my card' }));
    const nudge = await screen.findByRole('status');
    await waitFor(() => expect(nudge.textContent).toMatch(/That’s fine: we’ll still write you a card/));
    expect(api.received.filter((c) => c.url === '/cards')).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Create my card' }));
    expect((await created()).card.answers).toEqual([]);
  });

  it('when the relationship changes and changes back, then the answer typed is there again, and the new question for the same thing starts with it', async () => {
    await designer();
    await chooseRelationship('My child or grandchild');
    fireEvent.change(await questions().findByLabelText("They're really into…"), { target: { value: 'trains' } });
    await chooseRelationship('A friend');
    // The friend's questions ask for an interest too: the answer moves across.
    const interest = await waitFor(() => questions().getByDisplayValue('trains'));
    expect(interest.getAttribute('name')).toBe('answers.birthday:interest');
    await chooseRelationship('My child or grandchild');
    expect(((await questions().findByLabelText("They're really into…")) as HTMLInputElement).value).toBe('trains');
  });

  it('when the customer leaves the page and comes back with Back, then their answers are still there', async () => {
    const view = await designer();
    await chooseRelationship('My child or grandchild');
    fireEvent.change(await questions().findByLabelText("They're really into…"), { target: { value: 'the moon' } });
    await view.navigate('/about');
    await act(async () => {
      await (view.navigate as unknown as (to: number) => Promise<void>)(-1);
    });
    await waitFor(() => expect(view.location().pathname).toBe('/card/new/birthday'));
    expect(((await screen.findByLabelText("They're really into…")) as HTMLInputElement).value).toBe('the moon');
  });

  it('when a visitor answers and goes to sign in, then their answer is back in its field when they return to the designer', async () => {
    api.reads['/events'] = EVENTS;
    api.reads['/styles'] = STYLES;
    const view = renderRoutes(routes, '/card/new/birthday');
    fireEvent.click(await screen.findByRole('radio', { name: /Bold Modern/ }));
    fireEvent.change(screen.getByLabelText('Who is it for?'), { target: { value: 'Ruby' } });
    fireEvent.change(screen.getByLabelText('Who is it from?'), { target: { value: 'Grandma' } });
    fireEvent.change(await questions().findByLabelText("They're really into…"), { target: { value: 'volcanoes' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(view.location().pathname).toBe('/login'));
    await view.navigate('/card/new/birthday');
    expect(((await screen.findByLabelText("They're really into…")) as HTMLInputElement).value).toBe('volcanoes');
    expect((screen.getByLabelText('Who is it for?') as HTMLInputElement).value).toBe('Ruby');
  });

  it('when a Christmas card goes from us to many, then the form asks for our news and when we hope to see them, and sends those answers', async () => {
    api.answer = { status: 201, body: { id: 45, card_instances: [] } };
    await designer('christmas');
    expect(await questions().findByLabelText('I still smile about the time we…')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: /From us to many/ }));
    fireEvent.change(await questions().findByLabelText('Our news this year…'), { target: { value: 'we moved to Devon' } });
    expect(questions().queryByLabelText('I still smile about the time we…')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Create my card' }));
    expect((await created()).card.answers).toEqual([
      expect.objectContaining({ question_id: 'christmas.many.our_news', text: 'we moved to Devon' }),
    ]);
  });

  it('when a thank-you card is for a teacher, a nurse or a neighbour, then each is asked with an example of its own', async () => {
    await designer('thank-you');
    const examples: string[] = [];
    for (const who of ['A teacher', 'A nurse or carer', 'A neighbour']) {
      await chooseRelationship(who);
      examples.push((await questions().findByLabelText('Thank you for…')).getAttribute('placeholder') ?? '');
    }
    expect(new Set(examples).size).toBe(3);
    expect(examples[0]).not.toMatch(/ward/);
  });

  it('when a birthday card is made, then no from-us-to-many choice is offered (only occasions with a household letter ask it)', async () => {
    await designer();
    await questions().findByLabelText("They're really into…");
    expect(screen.queryByRole('checkbox', { name: /From us to many/ })).toBeNull();
  });

  it('when a sympathy card asks whether they knew the person, then it is a yes-or-no choice and the choice is sent as "yes"', async () => {
    api.answer = { status: 201, body: { id: 43, card_instances: [] } };
    await designer('sympathy');
    const knew = await questions().findByRole('group', { name: /know/i });
    fireEvent.click(within(knew).getByRole('radio', { name: 'Yes' }));
    fireEvent.click(screen.getByRole('button', { name: 'Create my card' }));
    const answers = (await created()).card.answers as Array<{ role: string; text: string }>;
    expect(answers).toEqual([expect.objectContaining({ role: 'knew_deceased', text: 'yes' })]);
  });

  it('when a sympathy card is made with its yes-or-no question left unchosen, then the card is still made, without that answer', async () => {
    api.answer = { status: 201, body: { id: 44, card_instances: [] } };
    await designer('sympathy');
    await questions().findByRole('group', { name: /know/i });
    fireEvent.change(screen.getByLabelText('Anything else we should know?'), { target: { value: 'Her mum taught me to bake' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create my card' }));
    expect((await created()).card).toMatchObject({ details: 'Her mum taught me to bake', answers: [] });
  });

  it('when a card with answers is edited, then each answer is in its field, one to a question no longer asked still shows, and saving sends them all back', async () => {
    api.reads['/events'] = EVENTS;
    api.reads['/styles'] = STYLES;
    api.reads['/cards/41'] = {
      id: 41,
      event_id: 1,
      event: EVENTS[0],
      style_id: 3,
      persona_id: null,
      recipient_name: 'Ruby',
      sender_name: 'Grandma',
      details: '',
      relationship: 'child',
      title: 'Birthday card for Ruby',
      answers: [
        { question_id: 'birthday.child.interest', question: "They're really into…", role: 'interest', text: 'volcanoes' },
        { question_id: 'acme.band', question: 'Their favourite band is…', role: 'interest', text: 'Blondie' },
      ],
      card_instances: [],
      photos: [],
    };
    api.answer = { status: 200, body: { id: 41, card_instances: [] } };
    renderRoutes(routes, '/card/41/edit', customer);
    expect(((await screen.findByLabelText("They're really into…")) as HTMLInputElement).value).toBe('volcanoes');
    expect((screen.getByLabelText('Their favourite band is…') as HTMLInputElement).value).toBe('Blondie');
    fireEvent.change(screen.getByLabelText('This year they…'), { target: { value: 'lost a front tooth' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save and make new options' }));
    await waitFor(() => expect(api.received.some((c) => c.method === 'PUT' && c.url === '/cards/41')).toBe(true));
    const sent = (api.received.find((c) => c.method === 'PUT')!.body as { card: { answers: Array<{ question_id: string; text: string }> } })
      .card;
    expect(sent.answers.map((a) => [a.question_id, a.text])).toEqual([
      ['birthday.child.interest', 'volcanoes'],
      ['birthday.child.this_year', 'lost a front tooth'],
      ['acme.band', 'Blondie'],
    ]);
  });

  it('when the form shows its questions, an error and the nudge, then axe finds nothing a screen reader would trip on', async () => {
    const { container } = await designer();
    fireEvent.change(screen.getByLabelText('Who is it for?'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create my card' }));
    await screen.findByText('Who is the card for?');
    fireEvent.change(screen.getByLabelText('Who is it for?'), { target: { value: 'Ruby' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create my card' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toMatch(/still write you a card/));
    // jsdom lays nothing out, so contrast cannot be measured here (the Playwright specs check it).
    const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    // It looked: labels, names and ARIA were checked, not skipped.
    expect(result.passes.map((p) => p.id)).toEqual(expect.arrayContaining(['label', 'aria-valid-attr-value', 'nested-interactive']));
    expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});

describe('the form fits the occasion', () => {
  it('when the card is a sympathy card, then the notes box gives a sympathy example, not a birthday', async () => {
    await designer('sympathy');
    const notes = screen.getByLabelText('Anything else we should know?').getAttribute('placeholder') ?? '';
    expect(notes).toMatch(/died/);
    expect(notes).not.toMatch(/turning|birthday/i);
    // The one who died may be a pet.
    expect(questions().getByLabelText(/pet who died/)).toBeTruthy();
  });

  it('when "no" is chosen to a full recovery, then the looking-forward question goes, and its answer is not sent', async () => {
    api.answer = { status: 201, body: { id: 42, card_instances: [] } };
    await designer('get-well');
    const ahead = "When they're better I look forward to…";
    fireEvent.change(await questions().findByLabelText(ahead), { target: { value: 'our walks by the river' } });
    fireEvent.click(questions().getByRole('radio', { name: 'No' }));
    await waitFor(() => expect(questions().queryByLabelText(ahead)).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Create my card' }));
    const { card } = await created();
    expect(card.answers).toEqual([expect.objectContaining({ role: 'recovery_expected', text: 'no' })]);
  });
});
