/**
 * @jest-environment @cards/testing/jsdom-environment
 */
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from '@jest/globals';
import { routes } from '../../app/routes';
import { customer, renderRoutes, withScriptedApi } from '../../test-utils';
import { designLink } from './reminders.page';

const api = withScriptedApi();

describe('the reminders page', () => {
  it('when a reminder is saved with nothing filled in, then each field says what it needs in plain words and nothing is sent', async () => {
    renderRoutes(routes, '/profile/reminders', customer);
    expect(await screen.findByText(/No reminders yet/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add a reminder' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Save reminder' }));
    expect(await screen.findByText('Say who the reminder is for')).toBeTruthy();
    expect(screen.getByText('Choose the occasion')).toBeTruthy();
    expect(screen.getByText('Choose the date')).toBeTruthy();
    expect(api.received).toEqual([]);
  });

  it("when a reminder has an occasion, then its link opens the designer on it with the person's name", () => {
    const r = { name: 'Rose', relationship: 'sister', event_slug: 'birthday' } as Parameters<typeof designLink>[0];
    expect(designLink(r)).toBe('/card/new/birthday?recipient_name=Rose&relationship=sister');
    expect(designLink({ ...r, event_slug: null })).toBe('/card/new');
  });
});
