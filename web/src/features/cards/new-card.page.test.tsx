/**
 * @jest-environment @cards/testing/jsdom-environment
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from '@jest/globals';
import { routes } from '../../app/routes';
import { customer, renderRoutes, withScriptedApi } from '../../test-utils';

const api = withScriptedApi();
afterEach(() => sessionStorage.clear());

const EVENTS = [{ id: 1, name: 'Birthday', slug: 'birthday', description: '', icon: '🎂', active: true, position: 10 }];
const STYLES = [{ id: 3, name: 'Bold Modern', slug: 'bold-modern', description: '', palette: ['#000', '#fff'], active: true }];

const posted = (url: RegExp) => api.received.filter((c) => c.method === 'POST' && url.test(c.url));

describe('making a card from the designer', () => {
  it('when "Create my card" is pressed twice in a row, then one card is made and the button is disabled while it is', async () => {
    api.reads['/events'] = EVENTS;
    api.reads['/styles'] = STYLES;
    api.reads['/personas'] = [];
    api.answer = { status: 201, body: { id: 41, card_instances: [] } };
    renderRoutes(routes, '/card/new/birthday', customer);
    await screen.findByLabelText('Who is it for?');
    fireEvent.click(await screen.findByRole('radio', { name: /Bold Modern/ }));
    fireEvent.change(screen.getByLabelText('Who is it for?'), { target: { value: 'Ruby' } });
    fireEvent.change(screen.getByLabelText('Who is it from?'), { target: { value: 'Grandma' } });
    fireEvent.click(screen.getByRole('combobox', { name: 'Who are they to you?' }));
    fireEvent.click(await screen.findByRole('option', { name: 'My child or grandchild' }));
    fireEvent.change(await screen.findByLabelText("They're really into…"), { target: { value: 'dinosaurs' } });
    const button = screen.getByRole('button', { name: 'Create my card' }) as HTMLButtonElement;
    // A double tap: the second lands before the page has re-rendered the button as busy.
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(button.disabled).toBe(true));
    // The options are asked for only after the card is made: by then a second card would have been posted too.
    await waitFor(() => expect(posted(/^\/cards\/41\/generate$/).length).toBe(1), { timeout: 15_000 });
    expect(posted(/^\/cards$/).length).toBe(1);
  });
});
