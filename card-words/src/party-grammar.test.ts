import { describe, expect, it } from '@jest/globals';
import { expectLabelled } from '@cards/testing';
import { agree, partyOf, signersOf } from './party-grammar.js';

describe('who sends and who receives', () => {
  it('when a name stands for a group or a couple, then it is several; one person is one', () => {
    for (const n of [
      'Everyone at Northfield Dental',
      'Tom and Priya',
      'The Smith family',
      'The Smiths',
      'Mum & Dad',
      'the whole team',
      'The kids',
      "The governors of St Mary's School",
      'The partners at Hale & Co',
    ])
      expectLabelled(partyOf(n).plural, n).toBe(true);
    for (const n of ['Ellie', 'Grandma Rose', 'Dr Okafor', 'Chris', 'Mr Hughes', 'Uncle Pete', ''])
      expectLabelled(partyOf(n).plural, n).toBe(false);
    expect(partyOf('Mr and Mrs Patel').count).toBe('two');
    expect(partyOf('Gran, Grandad and the dogs').count).toBe('many');
  });

  it('when several sign, then a couple or a family is a household and teammates, friends or colleagues are a group', () => {
    for (const n of [
      'The five-a-side lot',
      'the lads at the depot',
      'Everyone at the surgery',
      'The partners at Hale & Co',
      'The book club',
      'Sarah and the girls',
    ])
      expectLabelled(signersOf(n), n).toBe('group');
    for (const n of [
      'Tom and Priya',
      'Mum & Dad',
      'The Smiths',
      'The Smith family',
      'Love from all of us, Helen, Mark and the kids',
      'Gran, Grandad and the dogs',
    ])
      expectLabelled(signersOf(n), n).toBe('household');
    for (const n of ['Ellie', 'Uncle Pete']) expectLabelled(signersOf(n), n).toBe('one');
  });

  it('when a template is filled, then the sender says I or we and the recipient is you, you both or you all', () => {
    const t = '[I am|We are] thinking of <you|you both|you all>; [my|our] love to <you|you two>.';
    expect(agree(t, partyOf('Ellie'), partyOf('Rose'))).toBe('I am thinking of you; my love to you.');
    expect(agree(t, partyOf('Tom and Priya'), partyOf('Mr and Mrs Patel'))).toBe('We are thinking of you both; our love to you two.');
    expect(agree(t, partyOf('The team'), partyOf('the whole office'))).toBe('We are thinking of you all; our love to you two.');
  });
});
