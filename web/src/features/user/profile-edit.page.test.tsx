/**
 * @jest-environment @cards/testing/jsdom-environment
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from '@jest/globals';
import { routes } from '../../app/routes';
import { customer, renderRoutes, withScriptedApi } from '../../test-utils';

const api = withScriptedApi();

describe('the profile form', () => {
  it('when a new e-mail address is entered without the current password, then the field asks for it and nothing is sent', async () => {
    renderRoutes(routes, '/profile/edit', customer);
    fireEvent.input(await screen.findByLabelText('Email'), { target: { value: 'new@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Enter your current password to change your e-mail address.')).toBeTruthy();
    expect(api.received).toEqual([]);
  });

  it('when a new e-mail address comes with the current password, then PUT /profile carries both', async () => {
    api.answer = { status: 200, body: { ...customer.current, unconfirmed_email: 'new@example.com' } };
    renderRoutes(routes, '/profile/edit', customer);
    fireEvent.input(await screen.findByLabelText('Email'), { target: { value: 'new@example.com' } });
    fireEvent.input(screen.getByLabelText('Current password'), { target: { value: 'my-current-password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(api.received).toHaveLength(1));
    expect(api.received[0]).toMatchObject({
      method: 'PUT',
      url: '/profile',
      body: { user: { name: 'Sam', email: 'new@example.com', current_password: 'my-current-password' } },
    });
  });

  it('when only the name changes, then no password is asked for or sent', async () => {
    api.answer = { status: 200, body: { ...customer.current, name: 'Samantha' } };
    renderRoutes(routes, '/profile/edit', customer);
    fireEvent.input(await screen.findByLabelText('Name'), { target: { value: 'Samantha' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(api.received).toHaveLength(1));
    expect(api.received[0]!.body).toEqual({ user: { name: 'Samantha' } });
  });
});
