/**
 * @jest-environment @cards/testing/jsdom-environment
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from '@jest/globals';
import { routes } from '../../app/routes';
import { renderRoutes, withScriptedApi } from '../../test-utils';

/** A real local API: each test sets the answer to the page's write and reads what was sent. */
const api = withScriptedApi();

const neutral = /If an account exists for/;

async function requestLinkFor(email: string) {
  fireEvent.input(await screen.findByLabelText('Email'), { target: { value: email } });
  fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
}

describe('the forgotten-password page', () => {
  it('when a visitor asks for a link, then POST /password gets the tidied address and a neutral confirmation takes focus', async () => {
    api.answer = {
      status: 200,
      body: {
        message:
          'If your email address exists in our database, you will receive a password recovery link at your email address in a few minutes.',
      },
    };
    renderRoutes(routes, '/password/new');
    await requestLinkFor('  Sam@Example.com ');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Check your inbox' });
    expect(screen.getByText(neutral).textContent).toContain('sam@example.com');
    // Focus moves in an effect that runs just after the heading is drawn.
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(api.received).toEqual([{ method: 'POST', url: '/password', body: { user: { email: 'sam@example.com' } } }]);
    await waitFor(() => expect(document.title).toBe('Reset your password | Greeting Cards'));
    // Account recovery stays out of search results (the other pages are `index, follow`).
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex, nofollow');
  });

  it('when the server answers with an error that is not a rate limit, then the page gives the same neutral answer', async () => {
    api.answer = {
      status: 422,
      body: { error: 'Invalid user.email', code: 'validation_failed', details: { 'user.email': ['is invalid'] } },
    };
    renderRoutes(routes, '/password/new');
    await requestLinkFor('nobody@example.com');
    expect(await screen.findByText(neutral)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('when the server says too many requests with a Retry-After, then the page asks politely to wait that long and keeps the form', async () => {
    api.answer = {
      status: 429,
      body: { error: 'Too many requests, try again later', code: 'rate_limited', details: { retry_after: 300 } },
      headers: { 'Retry-After': '300' },
    };
    renderRoutes(routes, '/password/new');
    await requestLinkFor('sam@example.com');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'You’ve asked for several links in a short time. Please wait 5 minutes and try again.',
    );
    expect(screen.getByRole('button', { name: 'Send reset link' })).toBeTruthy();
    expect(screen.queryByText(neutral)).toBeNull();
  });

  it('when the address is not an e-mail address, then the field says so, takes focus and nothing is sent', async () => {
    api.answer = { status: 200, body: { message: 'ok' } };
    renderRoutes(routes, '/password/new');
    await requestLinkFor('not-an-address');
    const email = screen.getByLabelText('Email');
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Enter an e-mail address like name@example.com.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(email));
    expect(api.received).toEqual([]);
  });

  it('when someone on the sign-in page follows "Forgot your password?", then they reach the request form', async () => {
    const { location } = renderRoutes(routes, '/login');
    fireEvent.click(await screen.findByRole('link', { name: 'Forgot your password?' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Reset your password' })).toBeTruthy();
    expect(location().pathname).toBe('/password/new');
  });
});
