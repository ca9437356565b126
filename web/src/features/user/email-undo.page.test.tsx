/**
 * @jest-environment @cards/testing/jsdom-environment
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from '@jest/globals';
import { routes } from '../../app/routes';
import { customer, renderRoutes, withScriptedApi } from '../../test-utils';

const api = withScriptedApi();

describe('the undo-e-mail-change page', () => {
  it('when the link is opened, then nothing is sent until the button is pressed; then the old address is back and this browser is signed out', async () => {
    api.answer = {
      status: 200,
      body: {
        message:
          'Your e-mail address is sam@example.com again. We have signed everyone out of your account and sent you a link to choose a new password.',
        user: customer.current,
      },
    };
    const { store } = renderRoutes(routes, '/email/undo?undo_token=tok-123', customer);
    fireEvent.click(await screen.findByRole('button', { name: 'Undo the change' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your e-mail address is back' })).toBeTruthy();
    expect(screen.getByText(/sam@example.com again/)).toBeTruthy();
    expect(api.received).toEqual([{ method: 'POST', url: '/email/undo', body: { user: { undo_token: 'tok-123' } } }]);
    await waitFor(() => expect(store.getState().user.token).toBe(''));
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex, nofollow');
  });

  it('when the link was used already, then the page says so in words', async () => {
    api.answer = { status: 409, body: { error: 'This link has already been used to undo the change', code: 'undo_token_used' } };
    renderRoutes(routes, '/email/undo?undo_token=tok-123');
    fireEvent.click(await screen.findByRole('button', { name: 'Undo the change' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This link has already been used to undo the change');
  });
});
