/**
 * @jest-environment @cards/testing/jsdom-environment
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from '@jest/globals';
import { routes } from '../../app/routes';
import { renderRoutes, withScriptedApi } from '../../test-utils';

/** A real local API: each test sets the answer to the sign-in. */
const api = withScriptedApi();

async function signIn() {
  fireEvent.input(await screen.findByLabelText('Email'), { target: { value: 'sam@example.com' } });
  fireEvent.input(screen.getByLabelText('Password'), { target: { value: 'not-it-at-all' } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('the sign-in page when sign-in is paused', () => {
  it('when the API answers 429 for a locked address, then the page says why, how long to wait in words, offers a reset, and holds the button', async () => {
    api.answer = {
      status: 429,
      headers: { 'Retry-After': '840' },
      body: {
        error: 'Too many failed sign-ins…',
        code: 'rate_limited',
        retry_after: 840,
        details: { reason: 'account_locked', retry_after: 840 },
      },
    };
    renderRoutes(routes, '/login');
    await signIn();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      'There have been too many wrong passwords for this address, so signing in from a new browser is paused. You can try again in 14 minutes. Or reset your password to sign in straight away.',
    );
    expect(screen.getByRole('link', { name: 'reset your password' }).getAttribute('href')).toBe('/password/new');
    const button = screen.getByRole('button', { name: /Sign in \(wait 14 minutes\)/ });
    expect((button as HTMLButtonElement).disabled).toBe(true);
  });

  it('when the wait is a few seconds, then it counts down and the button comes back', async () => {
    api.answer = {
      status: 429,
      headers: { 'Retry-After': '2' },
      body: { error: 'wait', code: 'rate_limited', retry_after: 2, details: { reason: 'account_delay', retry_after: 2 } },
    };
    renderRoutes(routes, '/login');
    await signIn();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'There have been several wrong passwords for this address. You can try again in 2 seconds.',
    );
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('You can try again now.'), { timeout: 4000 });
    expect((screen.getByRole('button', { name: 'Sign in' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('when the password is wrong, then the page says so as before', async () => {
    api.answer = { status: 401, body: { error: 'Invalid email or password', code: 'invalid_credentials' } };
    renderRoutes(routes, '/login');
    await signIn();
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid email or password');
  });
});
