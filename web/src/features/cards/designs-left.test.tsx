/**
 * @jest-environment @cards/testing/jsdom-environment
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from '@jest/globals';
import type { AllowanceDetails } from '../../api/types';
import { customer, renderRoutes, withScriptedApi } from '../../test-utils';
import { DesignsLeft } from './designs-left';

const api = withScriptedApi();

const pack = { kind: 'generation_pack' as const, name: '20 more card designs', price: 2.99, currency: 'GBP' as const, generations: 20 };
const allowance = (used: number, pack_credits = 0): AllowanceDetails => ({
  plan_slug: 'free',
  allowance: 30,
  used,
  pack_credits,
  resets_at: '2027-01-01T00:00:00.000Z',
  offers: [pack],
});

describe('the designs left, before they run out', () => {
  it('when a newcomer has most of the month’s 30 left, then the count shows and no pack is pushed', async () => {
    api.reads['/allowance'] = allowance(6);
    renderRoutes([{ path: '*', element: <DesignsLeft cardId={5} /> }], '/', customer);
    expect(await screen.findByText('24 of 30 free designs left this month')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /more designs for/ })).toBeNull();
  });

  it('when fewer than one card’s three are left, then the pack is offered beside the count and opens its checkout for this card', async () => {
    api.reads['/allowance'] = allowance(28);
    api.answer = { status: 200, body: { ...pack, checkout_url: `${window.location.origin}/checkout/s_1?test_checkout_session=s_1` } };
    const view = renderRoutes([{ path: '*', element: <DesignsLeft cardId={5} /> }], '/', customer);
    const buy = await screen.findByRole('button', { name: '20 more designs for £2.99' });
    expect(screen.getByText('2 of 30 free designs left this month')).toBeTruthy();
    fireEvent.click(buy);
    await waitFor(() => expect(view.location().pathname).toBe('/checkout/s_1'));
    expect(api.received).toEqual([expect.objectContaining({ method: 'POST', url: '/cards/5/design_pack' })]);
  });

  it('when the designer has no card yet, then the pack is named in words and a plan is a link, not the only way on', async () => {
    api.reads['/allowance'] = allowance(30);
    renderRoutes([{ path: '*', element: <DesignsLeft /> }], '/', customer);
    expect(await screen.findByText(/20 designs for £2\.99, from your card’s page/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Or a plan' }).getAttribute('href')).toBe('/subscription/new');
  });
});
