/**
 * @jest-environment @cards/testing/jsdom-environment
 */
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import type { AllowanceDetails } from '../../api/types';
import { AllowanceOffers, allowanceOf } from './allowance-offers';

const details: AllowanceDetails = {
  plan_slug: 'free',
  allowance: 10,
  used: 10,
  pack_credits: 0,
  resets_at: '2026-02-01T00:00:00.000Z',
  offers: [
    {
      kind: 'subscription',
      plan_id: 2,
      plan_slug: 'plus',
      name: 'Plus',
      price: 4.99,
      currency: 'GBP',
      interval: 'month',
      generations: 100,
    },
    {
      kind: 'generation_pack',
      name: '20 more generations',
      price: 2.99,
      currency: 'GBP',
      generations: 20,
      checkout_url: 'http://pay.example/s/1',
    },
  ],
};

describe('the offers when the designs are used up', () => {
  afterEach(cleanup);

  it('when a regenerate or generate answers 402, then the page says the designs are used up, what counts, and offers the plan and the pack', () => {
    const fromRegenerate = allowanceOf({ status: 402, data: { code: 'generation_allowance_exhausted', details } });
    expect(fromRegenerate).toBe(details);
    expect(allowanceOf({ status: 429, data: { code: 'generation_rate_limited' } })).toBeUndefined();
    render(
      <MemoryRouter>
        <AllowanceOffers details={fromRegenerate!} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'You’ve used this month’s 10 free designs' })).toBeTruthy();
    expect(screen.getByText(/Each option we make and each new set of words or artwork is one design/)).toBeTruthy();
    expect(screen.getByRole('link', { name: /Choose plan/ }).getAttribute('href')).toBe('/subscription/new?plan=2');
    expect(screen.getByRole('link', { name: /Buy pack/ }).getAttribute('href')).toBe('http://pay.example/s/1');
  });

  it('when the offers appear, then the page moves to them and their heading takes the focus; a card with options is offered ordering one', () => {
    const scrolled = jest.fn();
    Element.prototype.scrollIntoView = scrolled;
    render(
      <MemoryRouter>
        <AllowanceOffers details={details} orderable />
      </MemoryRouter>,
    );
    const heading = screen.getByRole('heading', { name: 'You’ve used this month’s 10 free designs' });
    expect(scrolled).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    expect(document.activeElement).toBe(heading);
    expect(screen.getByRole('link', { name: 'order one of the options you have' }).getAttribute('href')).toBe('#options');
  });
});
