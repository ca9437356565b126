/**
 * @jest-environment @cards/testing/jsdom-environment
 */
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from '@jest/globals';
import { renderRoutes, withQuietApi } from '../test-utils';
import { routes } from './routes';
import { toast } from './toast';
import { toastContainer } from './toast-container';

withQuietApi();

describe('toasts', () => {
  it('when no toast has been raised, then the page has no toast container; the first toast brings it and shows', async () => {
    const { container } = renderRoutes(routes, '/about');
    await screen.findByRole('heading', { level: 1 });
    expect(toastContainer.shown()).toBe(false);
    expect(container.querySelector('.Toastify')).toBeNull();
    act(() => {
      toast.success('Your details are saved.');
    });
    expect(await screen.findByText('Your details are saved.')).toBeTruthy();
    expect(toastContainer.shown()).toBe(true);
  });
});
