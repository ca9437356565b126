/**
 * @jest-environment @cards/testing/jsdom-environment
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from '@jest/globals';
import { routes } from '../../app/routes';
import { customer, renderRoutes, withScriptedApi, type ScriptedAnswer } from '../../test-utils';
import { PASSWORD_CHANGED } from './password-edit.page';

/** A real local API: each test sets the answer to the page's write and reads what was sent. */
const api = withScriptedApi();

const link = '/password/edit?reset_password_token=tok-123';
const tokenProblem = (p: 'invalid' | 'used' | 'expired' | 'replaced', error: string, message: string): ScriptedAnswer => ({
  status: 422,
  body: { error, code: `reset_password_token_${p}`, details: { 'user.reset_password_token': [message] } },
});

async function choose(password: string, confirmation = password) {
  fireEvent.input(await screen.findByLabelText('New password'), { target: { value: password } });
  fireEvent.input(screen.getByLabelText('Confirm new password'), { target: { value: confirmation } });
  fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
}

async function expectBadLink(text: string) {
  const heading = await screen.findByRole('heading', { level: 1, name: 'This link can’t be used' });
  expect(screen.getByRole('alert').textContent).toBe(text);
  expect(screen.getByRole('link', { name: 'Request a new link' }).getAttribute('href')).toBe('/password/new');
  await waitFor(() => expect(document.activeElement).toBe(heading));
}

describe('the new-password page', () => {
  it('when a valid new password is sent, then PUT /password gets it with the token, the session is cleared and /login says so', async () => {
    api.answer = { status: 200, body: { message: 'Your password has been changed successfully. Please sign in with it.' } };
    const { location, store } = renderRoutes(routes, link, customer);
    expect(await screen.findByRole('heading', { level: 1, name: 'Choose a new password' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Choose a new password | Greeting Cards'));
    await choose('violet-tractor-42');
    await waitFor(() => expect(location().pathname).toBe('/login'));
    expect(await screen.findByText(PASSWORD_CHANGED)).toBeTruthy();
    expect(PASSWORD_CHANGED).toBe('Your password has been changed. Please sign in.');
    expect(store.getState().user.token).toBe('');
    expect(api.received).toEqual([
      {
        method: 'PUT',
        url: '/password',
        body: { user: { reset_password_token: 'tok-123', password: 'violet-tractor-42', password_confirmation: 'violet-tractor-42' } },
      },
    ]);
  });

  it('when the password is too short or the confirmation differs, then the fields say so and nothing is sent', async () => {
    renderRoutes(routes, link);
    await choose('short', 'other');
    expect(await screen.findByText('Use at least 8 characters for the password.')).toBeTruthy();
    expect(screen.getByText('The two passwords do not match.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('New password')));
    expect(api.received).toEqual([]);
  });

  it('when the server finds the password weak, then its message shows at the new password field, which takes focus', async () => {
    api.answer = {
      status: 422,
      body: { error: 'Password is too common', code: 'weak_password', details: { 'user.password': ['is too common'] } },
    };
    renderRoutes(routes, link);
    await choose('password123');
    expect(await screen.findByText('is too common')).toBeTruthy();
    const field = screen.getByLabelText('New password');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toContain('-error');
    await waitFor(() => expect(document.activeElement).toBe(field));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('when the server says the confirmation does not match, then the message shows at the confirmation field', async () => {
    api.answer = {
      status: 422,
      body: {
        error: 'Invalid user.password_confirmation',
        code: 'password_mismatch',
        details: { 'user.password_confirmation': ["doesn't match password"] },
      },
    };
    renderRoutes(routes, link);
    await choose('violet-tractor-42');
    expect(await screen.findByText("doesn't match password")).toBeTruthy();
    expect(screen.getByLabelText('Confirm new password').getAttribute('aria-invalid')).toBe('true');
  });

  it('when the link was already used, then the page says so and offers a new link', async () => {
    api.answer = tokenProblem('used', 'This password reset link has already been used', 'has already been used');
    renderRoutes(routes, link);
    await choose('violet-tractor-42');
    await expectBadLink('This password reset link has already been used.');
  });

  it('when a newer link was mailed since, then the page says only the latest e-mail’s link works and offers a new link', async () => {
    api.answer = tokenProblem(
      'replaced',
      'A newer password reset link has been sent; use the link in the latest e-mail',
      'was replaced by a newer link',
    );
    renderRoutes(routes, link);
    await choose('violet-tractor-42');
    await expectBadLink('A newer password reset link has been sent to you: only the link in the latest e-mail works.');
  });

  it('when the link has expired, then the page says so and offers a new link', async () => {
    api.answer = tokenProblem(
      'expired',
      'This password reset link has expired; ask for a new one',
      'has expired, please request a new one',
    );
    renderRoutes(routes, link);
    await choose('violet-tractor-42');
    await expectBadLink('This password reset link has expired.');
  });

  it('when the link is unknown, then the page says it is not valid', async () => {
    api.answer = tokenProblem('invalid', 'This password reset link is not valid', 'is invalid');
    renderRoutes(routes, link);
    await choose('violet-tractor-42');
    await expectBadLink('This password reset link is not valid.');
  });

  it('when the link has no token, then the same message shows at once and the request link works', async () => {
    const { location } = renderRoutes(routes, '/password/edit');
    await expectBadLink('This password reset link is not valid.');
    expect(screen.queryByLabelText('New password')).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'Request a new link' }));
    await waitFor(() => expect(location().pathname).toBe('/password/new'));
    expect(api.received).toEqual([]);
  });

  it('when the server says too many attempts, then the page asks politely to wait and keeps the form', async () => {
    api.answer = {
      status: 429,
      body: { error: 'Too many requests, try again later', code: 'rate_limited', details: { retry_after: 45 } },
      headers: { 'Retry-After': '45' },
    };
    renderRoutes(routes, link);
    await choose('violet-tractor-42');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'You’ve tried several times in a short time. Please wait 45 seconds and try again.',
    );
    expect(screen.getByLabelText('New password')).toBeTruthy();
  });
});
