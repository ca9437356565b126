import { motifsFor } from './motif-choice.js';

describe('motifs by occasion first, details second', () => {
  it.each(['sympathy', 'get-well'])('when a %s card’s notes are all about baking cakes, then no cake or balloon is drawn', (slug) => {
    const { motifs, focal } = motifsFor(slug, 'Her mum taught me to bake; we made birthday cakes together every year');
    expect(motifs).not.toContain('cake');
    expect(motifs).not.toContain('balloon');
    expect(focal).toBe(motifsFor(slug, '').focal);
  });

  it('when a sympathy card’s notes name her garden, then the flowers join the occasion’s sprig, second', () => {
    expect(motifsFor('sympathy', 'She loved her garden').motifs.slice(0, 2)).toEqual(['sprig', 'flower']);
  });

  it('when a birthday card’s notes name her dahlias, then the dahlias lead', () => {
    expect(motifsFor('birthday', 'She grows prize-winning dahlias')).toMatchObject({ focal: 'dahlia', fromNotes: true });
  });

  it.each([
    ['new-home', 'house'],
    ['leaving', 'boat'],
    ['good-luck', 'star'],
  ])('when the occasion is %s, then its own motif leads', (slug, focal) => {
    expect(motifsFor(slug, '').focal).toBe(focal);
  });
});
